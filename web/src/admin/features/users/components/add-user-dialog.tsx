import Stack from '@mui/material/Stack';
import type { NewAdminUserFormInput } from '@umrah/domain/schemas/admin-password';
import type { FormikErrors, FormikHelpers } from 'formik';
import { fieldErrorsOf } from '@umrah/domain/model/api-error';
import { FormDialog } from '../../../shared/components/form-dialog';
import { FormTextField } from '../../../shared/components/form-text-field';
import { useNotify } from '../../../shared/components/notifications';
import { useIdempotencyKey } from '../../../shared/hooks/use-idempotency-key';
import { useReportError } from '../../../shared/hooks/use-report-error';
import { validateWithLazySchema } from '../../../shared/lazy-validation';
import { useFreshCheck } from '../../../shared/auth/second-factor-parts';
import { useCreateAdminUser } from '../api/create-admin-user';

/** The rules carry the common-password list (about 38 KB gzip): loaded on the first check. */
const validateNewUser = validateWithLazySchema<NewAdminUserFormInput>(async () => {
  const { newAdminUserFormSchema } = await import('@umrah/domain/schemas/admin-password');
  return newAdminUserFormSchema;
});

const empty: NewAdminUserFormInput = { username: '', email: '', password: '', confirmPassword: '' };

/** 'Add User': username, their own security email, password and confirmation (spec section 5). */
export function AddUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateAdminUser();
  const notify = useNotify();
  const reportError = useReportError();
  // The dialog mounts once per 'Add User' (the page keys it): one key for all its retries.
  const idempotencyKey = useIdempotencyKey();
  // Changing the admin list needs a fresh code: the save asks for it and retries.
  const freshCheck = useFreshCheck();

  async function submit(
    values: NewAdminUserFormInput,
    helpers: FormikHelpers<NewAdminUserFormInput>,
  ) {
    try {
      await freshCheck.run(() =>
        create.mutateAsync({
          body: {
            username: values.username.trim().toLowerCase(),
            email: values.email.trim(),
            password: values.password,
          },
          idempotencyKey,
        }),
      );
      notify({ title: 'User created successfully!', severity: 'success' });
      onClose();
    } catch (error) {
      reportError(error, 'Failed to create user', 'Please try again');
      const fields = fieldErrorsOf(error);
      if (fields) helpers.setErrors(fields as FormikErrors<NewAdminUserFormInput>);
    }
  }

  return (
    <FormDialog
      open={open}
      title="Add User"
      initialValues={empty}
      validate={validateNewUser}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      <Stack spacing={2} sx={{ pt: 0.5 }}>
        {freshCheck.dialog}
        <FormTextField
          name="username"
          label="Username"
          required
          autoComplete="off"
          helperText="3-32 characters: letters, digits, dots, underscores or hyphens."
        />
        <FormTextField
          name="email"
          label="Security email"
          type="email"
          required
          autoComplete="off"
          helperText="Their own address: security notices and sign-in links go there."
        />
        <FormTextField
          name="password"
          label="Password"
          type="password"
          required
          autoComplete="new-password"
          helperText="At least 12 characters, not a common password."
        />
        <FormTextField
          name="confirmPassword"
          label="Confirm password"
          type="password"
          required
          autoComplete="new-password"
        />
      </Stack>
    </FormDialog>
  );
}
