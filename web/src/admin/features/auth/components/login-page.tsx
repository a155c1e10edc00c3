import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LoginInput } from '@umrah/domain/schemas/admin';
import { Form, Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { errorMessage, fieldErrorsOf } from '@umrah/domain/model/api-error';
import { useNotify } from '../../../shared/components/notifications';
import { Loading } from '../../../shared/components/query-state';
import { useAdminSession } from '../../../shared/auth/get-admin-session';
import { useLogin, useRecheckSession } from '../../../shared/auth/login';
import { lazy, Suspense, useState } from 'react';
import { requestSignInLink } from '../../../shared/auth/second-factor';
import { NoticeEmailForm } from '../../../shared/auth/notice-email-form';
import { validateWithLazySchema } from '../../../shared/lazy-validation';
import { SignInField } from './sign-in-field';

/** Only staff with a second factor reach it: its code loads when the password is accepted. */
const SecondFactorStep = lazy(() =>
  import('./second-factor-step').then((module) => ({ default: module.SecondFactorStep })),
);

/** The form's rules load on the first check, not with the screen (shared/lazy-validation). */
const validateLogin = validateWithLazySchema<LoginInput>(async () => {
  const { loginSchema } = await import('@umrah/domain/schemas/admin');
  return loginSchema;
});

const empty: LoginInput = { username: '', password: '' };

/** /admin: staff sign-in. Someone already signed in goes straight to the dashboard. */
export function LoginPage() {
  const session = useAdminSession();
  const login = useLogin();
  const notify = useNotify();
  const navigate = useNavigate();
  const recheck = useRecheckSession();
  const [step, setStep] = useState<{ mode: 'code' | 'enrol'; ticket: string } | null>(null);
  // An admin made before security emails existed gives theirs before going on.
  const [askEmail, setAskEmail] = useState(false);
  const [sendingLink, setSendingLink] = useState(false);

  async function emailLink(username: string) {
    if (!username.trim()) {
      notify({ title: 'Enter your username first', severity: 'warning' });
      return;
    }
    setSendingLink(true);
    try {
      const { message } = await requestSignInLink(username.trim());
      notify({ title: 'Check your mail', description: message, severity: 'info' });
    } catch (error) {
      notify({
        title: 'Could not send the link',
        description: errorMessage(error, 'Please try again'),
        severity: 'error',
      });
    } finally {
      setSendingLink(false);
    }
  }

  async function finish(checked: { isAdmin: boolean } | null) {
    if (!checked?.isAdmin) {
      notify({
        title: 'Login failed',
        description: 'The browser did not keep the sign-in. Please allow cookies for this site.',
        severity: 'error',
      });
      return;
    }
    notify({ title: 'Login successful!', severity: 'success' });
    await navigate('/admin/dashboard', { replace: true });
  }

  async function submit(values: LoginInput, helpers: FormikHelpers<LoginInput>) {
    try {
      const outcome = await login.mutateAsync({
        username: values.username.trim(),
        password: values.password,
      });
      if ('secondFactor' in outcome) {
        setStep({ mode: outcome.secondFactor, ticket: outcome.ticket });
        return;
      }
      if (outcome.needsNoticeEmail && outcome.session?.isAdmin) {
        setAskEmail(true);
        return;
      }
      await finish(outcome.session);
    } catch (error) {
      notify({
        title: 'Login failed',
        description: errorMessage(error, 'Invalid credentials'),
        severity: 'error',
      });
      const fields = fieldErrorsOf(error);
      if (fields) helpers.setErrors(fields as FormikErrors<LoginInput>);
    }
  }

  if (session.isPending) return <Loading label="Checking your session" />;
  if (session.data?.isAdmin && !login.isPending && !step && !askEmail)
    return <Navigate to="/admin/dashboard" replace />;

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        placeItems: 'center',
        px: 2,
        py: 4,
        bgcolor: 'action.hover',
      }}
    >
      <title>Admin Login</title>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={1} alignItems="center" sx={{ mb: 3 }}>
            <Avatar sx={{ bgcolor: 'primary.main' }}>
              <LockOutlinedIcon />
            </Avatar>
            <Typography variant="h5" component="h1">
              Admin Login
            </Typography>
            <Typography variant="body2" color="text.secondary" textAlign="center">
              Sign in to manage packages, reviews, blogs, the gallery and site settings.
            </Typography>
          </Stack>
          {askEmail ? (
            <Stack spacing={2}>
              <Typography variant="body2">
                One more step: give your own email address for security notices about your account
                (a new second factor, a recovery code used) and sign-in links.
              </Typography>
              <NoticeEmailForm current="" onSaved={async () => finish(await recheck())} />
            </Stack>
          ) : step ? (
            <Suspense fallback={<Loading label="Opening" />}>
              <SecondFactorStep
                mode={step.mode}
                ticket={step.ticket}
                onDone={async () => finish(await recheck())}
                onRestart={() => setStep(null)}
              />
            </Suspense>
          ) : (
            <Formik initialValues={empty} validate={validateLogin} onSubmit={submit}>
              {({ isSubmitting, values }) => (
                <Form noValidate aria-label="Admin login">
                  <Stack spacing={2}>
                    <SignInField
                      name="username"
                      label="Username"
                      required
                      autoComplete="username"
                      autoFocus
                      inputProps={{ autoCapitalize: 'none', spellCheck: false }}
                    />
                    <SignInField
                      name="password"
                      label="Password"
                      type="password"
                      required
                      autoComplete="current-password"
                    />
                    <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
                      Login
                    </Button>
                    <Button
                      variant="text"
                      loading={sendingLink}
                      onClick={() => void emailLink(values.username)}
                    >
                      Email me a sign-in link
                    </Button>
                  </Stack>
                </Form>
              )}
            </Formik>
          )}
          <Typography variant="body2" textAlign="center" sx={{ mt: 3 }}>
            <Link component={RouterLink} to="/">
              Back to the website
            </Link>
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
