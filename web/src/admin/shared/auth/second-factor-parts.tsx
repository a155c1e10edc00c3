import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@umrah/domain/model/api-error';
import { SECOND_FACTOR_REQUIRED_MESSAGE } from '@umrah/domain/model/second-factor';
import type { SecondFactorSetup } from '@umrah/domain/schemas/second-factor';
import { useCallback, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { checkCode, needsSecondFactor } from './second-factor';

/** The QR code to scan, and the secret to type when the camera cannot scan. */
export function SetupInstructions({ setup }: { setup: SecondFactorSetup }) {
  return (
    <Stack spacing={1} alignItems="flex-start">
      <Typography variant="body2">
        Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator,
        1Password…), then enter the 6-digit code it shows.
      </Typography>
      <Box
        component="img"
        src={setup.qrCode}
        alt="QR code for your authenticator app"
        sx={{ width: 200, height: 200, bgcolor: 'common.white' }}
      />
      <Typography variant="body2">
        Or type this key: <code data-testid="totp-secret">{setup.secret}</code>
      </Typography>
    </Stack>
  );
}

/** Recovery codes, shown once: each signs in once when the phone is lost. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <Alert severity="warning">
      <Typography variant="body2" sx={{ mb: 1 }}>
        Save these recovery codes somewhere safe (not on this phone). Each one signs you in once if
        you lose your phone. They are not shown again.
      </Typography>
      <Box component="ul" aria-label="Recovery codes" sx={{ fontFamily: 'monospace', m: 0, pl: 2 }}>
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </Box>
    </Alert>
  );
}

/** A code field with its submit button; `onCode` throws to show an error. */
export function CodeForm({
  label = 'Code from your app',
  submitLabel,
  onCode,
  helper,
}: {
  label?: string;
  submitLabel: string;
  onCode: (code: string) => Promise<void>;
  helper?: ReactNode;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    // Opened from inside another form (a dialog is a portal, but React events still bubble).
    event.stopPropagation();
    if (!code.trim()) {
      setError('Enter the code');
      return;
    }
    setBusy(true);
    setError('');
    try {
      await onCode(code.trim());
    } catch (err) {
      setError(errorMessage(err, 'That code did not work'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(e) => void submit(e)}
      aria-label="Two-step sign-in code"
    >
      <TextField
        label={label}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={!!error}
        helperText={error || helper || '6 digits, or one of your recovery codes'}
        autoComplete="one-time-code"
        autoFocus
        slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false, maxLength: 32 } }}
      />
      <Box>
        <Button type="submit" variant="contained" loading={busy}>
          {submitLabel}
        </Button>
      </Box>
    </Stack>
  );
}

/**
 * For changes that need a fresh second-factor check: `run(fn)` calls fn and, when the server
 * asks for the check, shows a dialog for a code, checks it and calls fn again. Cancelling
 * gives back the server's refusal.
 */
export function useFreshCheck() {
  const [pending, setPending] = useState(false);
  const resolver = useRef<((ok: boolean) => void) | null>(null);
  const titleId = useId();

  const run = useCallback(async <T,>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (error) {
      if (!needsSecondFactor(error)) throw error;
      setPending(true);
      const ok = await new Promise<boolean>((resolve) => {
        resolver.current = resolve;
      });
      setPending(false);
      if (!ok) throw error;
      return fn();
    }
  }, []);

  const dialog = (
    <Dialog open={pending} onClose={() => resolver.current?.(false)} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Confirm it is you</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {SECOND_FACTOR_REQUIRED_MESSAGE}.
        </Typography>
        <CodeForm
          submitLabel="Confirm"
          onCode={async (code) => {
            await checkCode(code);
            resolver.current?.(true);
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => resolver.current?.(false)}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );

  return { run, dialog };
}
