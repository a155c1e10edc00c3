import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@umrah/domain/model/api-error';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useRecheckSession } from '../../../shared/auth/session-store';
import { activateSecondFactor, finishSignInLink } from '../../../shared/auth/second-factor';
import { useNotify } from '../../../shared/components/notifications';
import { SecondFactorStep } from './second-factor-step';

const TEXT = {
  'sign-in-link': {
    title: 'Sign in with the mailed link',
    intro: 'Sign this browser in as the admin the link was sent to.',
    button: 'Sign in',
  },
  activate: {
    title: 'Turn on two-step sign-in',
    intro:
      'Someone signed in to your account set up two-step sign-in. Turn it on only if that was you; if not, close this page and change your password.',
    button: 'Turn on two-step sign-in',
  },
} as const;

/**
 * /admin/sign-in-link and /admin/activate: the pages a mailed link opens. The token rides in the
 * address's fragment (never sent to a server or kept in logs) and is spent only by the button, so
 * a mail scanner opening the link spends nothing.
 */
export function MailedLinkPage({ kind }: { kind: 'sign-in-link' | 'activate' }) {
  const token = typeof window === 'undefined' ? '' : window.location.hash.slice(1);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const [step, setStep] = useState<{ mode: 'code' | 'enrol'; ticket: string } | null>(null);
  const navigate = useNavigate();
  const notify = useNotify();
  const recheck = useRecheckSession();
  const text = TEXT[kind];

  async function finish() {
    const session = await recheck();
    if (!session?.isAdmin) {
      setError('The browser did not keep the sign-in. Please allow cookies for this site.');
      return;
    }
    notify({ title: 'Login successful!', severity: 'success' });
    await navigate('/admin/dashboard', { replace: true });
  }

  async function go() {
    setBusy(true);
    setError('');
    try {
      if (kind === 'activate') {
        setDone((await activateSecondFactor(token)).message);
        return;
      }
      const outcome = await finishSignInLink(token);
      if ('secondFactor' in outcome)
        setStep({ mode: outcome.secondFactor, ticket: outcome.ticket });
      else await finish();
    } catch (err) {
      setError(errorMessage(err, 'This link did not work'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box
      component="main"
      sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', px: 2, py: 4 }}
    >
      <title>{text.title}</title>
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">
              {text.title}
            </Typography>
            {step ? (
              <SecondFactorStep
                mode={step.mode}
                ticket={step.ticket}
                onDone={finish}
                onRestart={() => void navigate('/admin')}
              />
            ) : done ? (
              <Alert severity="success">{done}</Alert>
            ) : (
              <>
                <Typography variant="body2">{text.intro}</Typography>
                {error && <Alert severity="error">{error}</Alert>}
                <Button
                  variant="contained"
                  loading={busy}
                  disabled={!token}
                  onClick={() => void go()}
                >
                  {text.button}
                </Button>
              </>
            )}
            <Link component={RouterLink} to="/admin">
              Back to sign-in
            </Link>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
