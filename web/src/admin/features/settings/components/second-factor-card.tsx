import { formatDay } from '@umrah/domain/model/admin-format';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { SecondFactorSetup } from '@umrah/domain/schemas/second-factor';
import { useState } from 'react';
import { confirmSetup, startSetup } from '../../../shared/auth/second-factor';
import { useSecondFactorStatus } from '../../../shared/auth/second-factor-status';
import {
  CodeForm,
  RecoveryCodes,
  SetupInstructions,
  useFreshCheck,
} from '../../../shared/auth/second-factor-parts';
import { useNotify } from '../../../shared/components/notifications';
import { LoadError, Loading } from '../../../shared/components/query-state';
import { useReportError } from '../../../shared/hooks/use-report-error';
import { NoticeEmailForm } from '../../../shared/auth/notice-email-form';
import { SettingsSection } from './settings-section';

/** The signed-in admin's two-step sign-in: status, set-up with a QR code, recovery codes. */
export function SecondFactorCard() {
  const status = useSecondFactorStatus();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const reportError = useReportError();
  // Setting up again (a new phone) replaces the factor: the server asks for the current one.
  const freshCheck = useFreshCheck();
  const [setup, setSetup] = useState<SecondFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [starting, setStarting] = useState(false);

  async function begin() {
    setStarting(true);
    try {
      setSetup(await freshCheck.run(startSetup));
    } catch (error) {
      reportError(error, 'Could not start the set-up');
    } finally {
      setStarting(false);
    }
  }

  let body;
  if (status.isPending) body = <Loading label="Loading two-step sign-in" />;
  else if (status.isError)
    body = (
      <LoadError
        title="Could not load two-step sign-in"
        error={status.error}
        onRetry={() => void status.refetch()}
      />
    );
  else if (codes)
    body = (
      <Stack spacing={2}>
        <RecoveryCodes codes={codes} />
        <Box>
          <Button variant="contained" onClick={() => setCodes(null)}>
            I have saved them
          </Button>
        </Box>
      </Stack>
    );
  else if (setup)
    body = (
      <Stack spacing={2}>
        <SetupInstructions setup={setup} />
        <CodeForm
          submitLabel="Turn on"
          helper="The 6 digits your app shows for this account"
          onCode={async (code) => {
            const { recoveryCodes, activationMessage } = await confirmSetup(code, queryClient);
            setSetup(null);
            setCodes(recoveryCodes);
            if (activationMessage)
              notify({
                title: 'Check your mail',
                description: activationMessage,
                severity: 'info',
              });
            else notify({ title: 'Two-step sign-in is on', severity: 'success' });
          }}
        />
        <Box>
          <Button onClick={() => setSetup(null)}>Cancel</Button>
        </Box>
      </Stack>
    );
  else
    body = (
      <Stack spacing={2} alignItems="flex-start">
        <NoticeEmailForm current={status.data.noticeEmail} />
        {status.data.awaitingActivation && (
          <Alert severity="info">
            Set up, waiting: it turns on when the link mailed to your security email is opened.
          </Alert>
        )}
        {status.data.enabled ? (
          <Alert severity="success">
            On. {status.data.recoveryCodesLeft} unused recovery code
            {status.data.recoveryCodesLeft === 1 ? '' : 's'} left.
          </Alert>
        ) : (
          <Alert severity="warning">
            Off. Required from{' '}
            {status.data.graceEndsAt ? formatDay(status.data.graceEndsAt) : 'now'}: after that,
            signing in asks you to set it up.
          </Alert>
        )}
        <Typography variant="body2" color="text.secondary">
          {status.data.enabled
            ? 'Lost your phone or got a new one? Set it up again: the old app and recovery codes stop working.'
            : 'Signing in will ask for a code from an authenticator app on your phone after your password.'}
        </Typography>
        <Button variant="contained" loading={starting} onClick={() => void begin()}>
          {status.data.enabled ? 'Set up again' : 'Set up two-step sign-in'}
        </Button>
      </Stack>
    );

  return (
    <SettingsSection
      title="Two-step sign-in"
      description="A code from an app on your phone after your password: nobody gets in with a guessed or stolen password alone. Payment keys, the e-Transfer address and the admin list ask for a code before they change."
    >
      {freshCheck.dialog}
      {body}
    </SettingsSection>
  );
}
