import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SecondFactorSetup } from '@umrah/domain/schemas/second-factor';
import { useEffect, useState } from 'react';
import { setUpDuringSignIn, signInWithCode } from '../../../shared/auth/second-factor';
import {
  CodeForm,
  RecoveryCodes,
  SetupInstructions,
} from '../../../shared/auth/second-factor-parts';
import { Loading } from '../../../shared/components/query-state';
import { errorMessage } from '@umrah/domain/model/api-error';

/**
 * The second step of signing in: a code from the app (or a recovery code); or, once the grace
 * period is over for an admin without one, setting the app up first. `onDone` runs once the
 * session is set (after the recovery codes were seen, when new ones were made).
 */
export function SecondFactorStep({
  mode,
  ticket,
  onDone,
  onRestart,
}: {
  mode: 'code' | 'enrol';
  ticket: string;
  onDone: () => Promise<void>;
  onRestart: () => void;
}) {
  const [setup, setSetup] = useState<SecondFactorSetup | null>(null);
  const [setupError, setSetupError] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  // Set up by the password alone: it turns on by the link mailed to the admin, not here.
  const [mailed, setMailed] = useState('');

  useEffect(() => {
    if (mode !== 'enrol') return;
    setUpDuringSignIn(ticket).then(setSetup, (err: unknown) =>
      setSetupError(errorMessage(err, 'Could not start the set-up')),
    );
  }, [mode, ticket]);

  if (codes)
    return (
      <Stack spacing={2}>
        {mailed && <Alert severity="info">{mailed}</Alert>}
        <RecoveryCodes codes={codes} />
        {mailed ? (
          <Button variant="contained" onClick={onRestart}>
            I have saved them: back to sign-in
          </Button>
        ) : (
          <Button variant="contained" onClick={() => void onDone()}>
            I have saved them: continue
          </Button>
        )}
      </Stack>
    );

  if (mode === 'enrol' && !setup) {
    if (setupError)
      return (
        <Stack spacing={2}>
          <Typography color="error">{setupError}</Typography>
          <Button onClick={onRestart}>Sign in again</Button>
        </Stack>
      );
    return <Loading label="Preparing two-step sign-in" />;
  }

  return (
    <Stack spacing={2}>
      {mode === 'enrol' && setup ? (
        <>
          <Typography variant="body2">
            Two-step sign-in is now required for every admin. Set it up to continue.
          </Typography>
          <SetupInstructions setup={setup} />
        </>
      ) : (
        <Typography variant="body2">
          Enter the code your authenticator app shows, or one of your recovery codes.
        </Typography>
      )}
      <CodeForm
        submitLabel="Verify"
        onCode={async (code) => {
          const signedIn = await signInWithCode(ticket, code);
          if ('activationMailed' in signedIn) setMailed(signedIn.message);
          if (signedIn.recoveryCodes?.length) setCodes(signedIn.recoveryCodes);
          else await onDone();
        }}
      />
      <Button onClick={onRestart} sx={{ alignSelf: 'flex-start' }}>
        Use another account
      </Button>
    </Stack>
  );
}
