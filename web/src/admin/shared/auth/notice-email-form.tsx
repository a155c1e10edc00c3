import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QueryClientContext } from '@tanstack/react-query';
import { useContext } from 'react';
import { fieldErrorsOf } from '@umrah/domain/model/api-error';
import { noticeEmailSchema, type NoticeEmailInput } from '@umrah/domain/schemas/second-factor';
import { Form, Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { saveNoticeEmail } from './second-factor';
import { useFreshCheck } from './second-factor-parts';
import { FormTextField } from '../components/form-text-field';
import { useNotify } from '../components/notifications';
import { useReportError } from '../hooks/use-report-error';

/**
 * The admin's own address for security notices and sign-in links. Asked at sign-in of admins who
 * have none (`onSaved` then continues); replacing one asks for a code first.
 */
export function NoticeEmailForm({
  current,
  onSaved,
}: {
  current: string;
  onSaved?: () => void | Promise<void>;
}) {
  // None on the sign-in screen, which has no React Query (app/signed-in.tsx).
  const queryClient = useContext(QueryClientContext);
  const notify = useNotify();
  const reportError = useReportError();
  const freshCheck = useFreshCheck();

  async function submit(values: NoticeEmailInput, helpers: FormikHelpers<NoticeEmailInput>) {
    try {
      await freshCheck.run(() => saveNoticeEmail(values.email.trim(), queryClient));
      notify({ title: 'Security email saved', severity: 'success' });
      await onSaved?.();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) helpers.setErrors(fields as FormikErrors<NoticeEmailInput>);
      reportError(error, 'Could not save the security email');
    }
  }

  return (
    <Formik
      initialValues={{ email: current }}
      validationSchema={noticeEmailSchema}
      onSubmit={submit}
      enableReinitialize
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Security email" style={{ width: '100%' }}>
          {freshCheck.dialog}
          <Stack spacing={1} sx={{ maxWidth: 480 }}>
            <Typography variant="body2" color="text.secondary">
              Your own address (not the agency's shared one): security notices about your account
              and sign-in links go there.
            </Typography>
            <FormTextField name="email" label="Security email" type="email" required />
            <Button
              type="submit"
              variant="outlined"
              loading={isSubmitting}
              sx={{ alignSelf: 'flex-start' }}
            >
              Save security email
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
