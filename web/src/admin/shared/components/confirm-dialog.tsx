import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type ReactNode } from 'react';

interface Props {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  busy?: boolean;
  /** More to weigh before confirming (a warning), under the message. */
  details?: ReactNode;
  /**
   * Asks why (the answer goes with the action, e.g. to the audit log): a required field with this
   * label, the confirm button disabled until it holds more than spaces.
   */
  reasonLabel?: string;
  /** The reason, trimmed ('' when none is asked). */
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** Asks before a destructive action, e.g. 'Are you sure you want to delete this blog?'. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Delete',
  busy = false,
  details,
  reasonLabel,
  onConfirm,
  onCancel,
}: Props) {
  const id = useId();
  const [reason, setReason] = useState('');
  const roomy = details !== undefined || reasonLabel !== undefined;
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      maxWidth={roomy ? 'sm' : 'xs'}
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{message}</DialogContentText>
        {details}
        {reasonLabel !== undefined && (
          <TextField
            label={reasonLabel}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            fullWidth
            multiline
            minRows={2}
            sx={{ mt: 2 }}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          onClick={() => onConfirm(reason.trim())}
          color="error"
          variant="contained"
          loading={busy}
          disabled={reasonLabel !== undefined && !reason.trim()}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
