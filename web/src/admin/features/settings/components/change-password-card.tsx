import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ChangePasswordFormInput } from '@umrah/domain/schemas/admin-password';
import { Form, Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { errorMessage, fieldErrorsOf } from '@umrah/domain/model/api-error';
import { FormTextField } from '../../../shared/components/form-text-field';
import { useNotify } from '../../../shared/components/notifications';
import { useReportError } from '../../../shared/hooks/use-report-error';
import { validateWithLazySchema } from '../../../shared/lazy-validation';
import { useChangePassword } from '../api/change-password';
import { SettingsSection } from './settings-section';

/** The rules carry the common-password list (about 38 KB gzip): loaded on the first check. */
const validateChange = validateWithLazySchema<ChangePasswordFormInput>(async () => {
  const { changePasswordFormSchema } = await import('@umrah/domain/schemas/admin-password');
  return changePasswordFormSchema;
});

const empty: ChangePasswordFormInput = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/** Change the signed-in admin's password (spec sections 5 and 8). */
export function ChangePasswordCard() {
  const change = useChangePassword();
  const notify = useNotify();
  const reportError = useReportError();

  async function submit(
    values: ChangePasswordFormInput,
    helpers: FormikHelpers<ChangePasswordFormInput>,
  ) {
    try {
      await change.mutateAsync({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      notify({ title: 'Password changed successfully!', severity: 'success' });
      helpers.resetForm();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) helpers.setErrors(fields as FormikErrors<ChangePasswordFormInput>);
      // A wrong current password is a 400 with a field error, not a lost session.
      if (fields?.currentPassword) {
        notify({
          title: 'Password change failed',
          description: errorMessage(error, 'Please check your current password'),
          severity: 'error',
        });
      } else {
        reportError(error, 'Password change failed', 'Please check your current password');
      }
    }
  }

  return (
    <SettingsSection
      title="Change password"
      description="For the account you are signed in with. At least 12 characters, not a common password."
    >
      <Formik initialValues={empty} validate={validateChange} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Change password">
            <Stack spacing={2} sx={{ maxWidth: 480 }}>
              <FormTextField
                name="currentPassword"
                label="Current password"
                type="password"
                required
                autoComplete="current-password"
              />
              <FormTextField
                name="newPassword"
                label="New password"
                type="password"
                required
                autoComplete="new-password"
              />
              <FormTextField
                name="confirmPassword"
                label="Confirm new password"
                type="password"
                required
                autoComplete="new-password"
              />
              <Box>
                <Button type="submit" variant="contained" loading={isSubmitting}>
                  Change Password
                </Button>
              </Box>
            </Stack>
          </Form>
        )}
      </Formik>
    </SettingsSection>
  );
}
