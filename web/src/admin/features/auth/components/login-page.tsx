import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { checkLogin, type LoginFields } from '@umrah/domain/model/sign-in-rules';
import { Navigate, useNavigate } from 'react-router-dom';
import { errorMessage, fieldErrorsOf } from '@umrah/domain/model/api-error';
import { useNotify } from '../../../shared/components/notifications';
import { Loading } from '../../../shared/components/query-state';
import { login, requestSignInLink } from '../../../shared/auth/login';
import { useRecheckSession, useSessionState } from '../../../shared/auth/session-store';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { SignInField } from './sign-in-field';

/** Only staff with a second factor reach it: its code loads when the password is accepted. */
const SecondFactorStep = lazy(() =>
  import('./second-factor-step').then((module) => ({ default: module.SecondFactorStep })),
);

/**
 * Only admins made before security emails existed see it (with Formik, yup and MUI's TextField):
 * it loads when the password step asks for it.
 */
const NoticeEmailForm = lazy(() =>
  import('../../../shared/auth/notice-email-form').then((module) => ({
    default: module.NoticeEmailForm,
  })),
);

type FieldName = keyof LoginFields;
type Errors = Partial<Record<FieldName, string>>;

/**
 * Username and password, checked as the server checks them (checkLogin: loginSchema's rules
 * without yup, kept equal by a domain test): each field's error shows once it was left or the
 * form was sent; sending with an error focuses the first wrong field and calls nobody.
 */
function SignInForm({
  onSubmit,
  onEmailLink,
  sendingLink,
}: {
  /** Resolves to the server's field errors, if any. */
  onSubmit: (values: LoginFields) => Promise<Errors | undefined>;
  onEmailLink: (username: string) => void;
  sendingLink: boolean;
}) {
  const [values, setValues] = useState<LoginFields>({ username: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const errors: Errors = { ...serverErrors, ...checkLogin(values) };
  const shown = (name: FieldName) => (touched[name] || submitted ? errors[name] : undefined);

  function field(name: FieldName) {
    return {
      name,
      value: values[name],
      error: shown(name),
      onChange: (value: string) => {
        setValues((current) => ({ ...current, [name]: value }));
        setServerErrors(({ [name]: _changed, ...rest }) => rest);
      },
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    const found = checkLogin(values);
    const first = (['username', 'password'] as const).find((name) => found[name]);
    if (first) {
      const input = event.currentTarget.elements.namedItem(first);
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    setSubmitting(true);
    try {
      setServerErrors((await onSubmit(values)) ?? {});
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form noValidate aria-label="Admin login" onSubmit={(event) => void submit(event)}>
      <Stack spacing={2}>
        <SignInField
          {...field('username')}
          label="Username"
          required
          autoComplete="username"
          autoFocus
          inputProps={{ autoCapitalize: 'none', spellCheck: false }}
        />
        <SignInField
          {...field('password')}
          label="Password"
          type="password"
          required
          autoComplete="current-password"
        />
        <Button type="submit" variant="contained" size="large" loading={submitting}>
          Login
        </Button>
        <Button variant="text" loading={sendingLink} onClick={() => onEmailLink(values.username)}>
          Email me a sign-in link
        </Button>
      </Stack>
    </form>
  );
}

/** /admin: staff sign-in. Someone already signed in goes straight to the dashboard. */
export function LoginPage() {
  // The session without React Query: the sign-in screen does not load it (issue 42).
  const session = useSessionState();
  const notify = useNotify();
  const navigate = useNavigate();
  const recheck = useRecheckSession();
  const [step, setStep] = useState<{ mode: 'code' | 'enrol'; ticket: string } | null>(null);
  // An admin made before security emails existed gives theirs before going on.
  const [askEmail, setAskEmail] = useState(false);
  const [sendingLink, setSendingLink] = useState(false);
  // While signing in, the session that arrives is not yet a reason to leave (a second step may follow).
  const [signingIn, setSigningIn] = useState(false);

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

  async function submit(values: LoginFields): Promise<Errors | undefined> {
    setSigningIn(true);
    try {
      const signIn = await login({ username: values.username.trim(), password: values.password });
      if ('secondFactor' in signIn) {
        setStep({ mode: signIn.secondFactor, ticket: signIn.ticket });
        return undefined;
      }
      const checked = await recheck();
      if (signIn.needsNoticeEmail === true && checked?.isAdmin) {
        setAskEmail(true);
        return undefined;
      }
      await finish(checked);
      return undefined;
    } catch (error) {
      notify({
        title: 'Login failed',
        description: errorMessage(error, 'Invalid credentials'),
        severity: 'error',
      });
      return fieldErrorsOf(error) as Errors | undefined;
    } finally {
      setSigningIn(false);
    }
  }

  if (session.status === 'unknown' || session.status === 'pending')
    return <Loading label="Checking your session" />;
  if (session.status === 'done' && session.session?.isAdmin && !signingIn && !step && !askEmail)
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
            {/* MUI's Avatar look (a 40 px disc), without its code in the sign-in script. */}
            <Box
              sx={{
                width: 40,
                height: 40,
                borderRadius: '50%',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                bgcolor: 'primary.main',
                color: 'background.default',
              }}
            >
              <LockOutlinedIcon />
            </Box>
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
              <Suspense fallback={<Loading label="Opening" />}>
                <NoticeEmailForm current="" onSaved={async () => finish(await recheck())} />
              </Suspense>
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
            <SignInForm
              onSubmit={submit}
              onEmailLink={(username) => void emailLink(username)}
              sendingLink={sendingLink}
            />
          )}
          <Typography variant="body2" textAlign="center" sx={{ mt: 3 }}>
            {/* A plain link styled as MUI's (underline on hover): the public site is another
                app (a full page load either way), and MUI's Link is not in the sign-in script. */}
            <Box
              component="a"
              href="/"
              sx={{
                color: 'primary.main',
                textDecoration: 'none',
                '&:hover': { textDecoration: 'underline' },
              }}
            >
              Back to the website
            </Box>
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
