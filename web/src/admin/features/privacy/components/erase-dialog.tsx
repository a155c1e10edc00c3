import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { formatDay } from '@umrah/domain/model/admin-format';
import type { UpcomingTrip } from '@umrah/domain/model/privacy';
import { useId, useState } from 'react';

interface Props {
  open: boolean;
  email: string;
  upcomingTrips: readonly UpcomingTrip[];
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * Asks before an erasure. A confirmed trip still ahead is cancelled by it: the dialog says what
 * happens to its seats, rooms and manifest line, and asks why (the reason goes to the audit log).
 */
export function EraseDialog({ open, email, upcomingTrips, busy, onConfirm, onCancel }: Props) {
  const id = useId();
  const [reason, setReason] = useState('');
  const needsReason = upcomingTrips.length > 0;
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>Erase this person&apos;s information?</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>
          {`The names, email, phone, address, notes and messages of ${email} are erased, the passport scans, traveller records and mails to or about them deleted, and their news and offers consent reduced to a suppression (a hash of the address). Receipts and the payment records behind them are kept, as the law requires. This cannot be undone.`}
        </DialogContentText>
        {needsReason && (
          <>
            <Alert severity="warning" sx={{ my: 2 }}>
              {upcomingTrips.map((trip) => (
                <div key={trip.bookingId}>
                  {`Confirmed trip of ${formatDay(trip.tripDate)}: it is cancelled. Its ${trip.seats} seat${trip.seats === 1 ? ' is' : 's are'} freed, its travellers leave the rooming lists (a locked list keeps the room marked changed after lock: tell the hotel) and the manifest.`}
                </div>
              ))}
            </Alert>
            <TextField
              label="Reason for cancelling the trip"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              required
              fullWidth
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          </>
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
          disabled={needsReason && !reason.trim()}
        >
          {needsReason ? 'Cancel the trip and erase' : 'Erase'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
