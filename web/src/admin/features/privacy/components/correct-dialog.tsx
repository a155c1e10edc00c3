import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { errorMessage, fieldErrorsOf } from '@umrah/domain/model/api-error';
import type { PrivacyRecord } from '@umrah/domain/model/privacy';
import { useState, type FormEvent } from 'react';
import { useNotify } from '../../../shared/components/notifications';
import { useCorrectRecord } from '../api/privacy-api';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** A correction request: the name, email and phone of one message or booking, as the person asks. */
export function CorrectDialog({ record, onClose }: { record: PrivacyRecord; onClose: () => void }) {
  const notify = useNotify();
  const correct = useCorrectRecord();
  const [name, setName] = useState(
    text(record.kind === 'bookings' ? record.fields['fullName'] : record.fields['name']),
  );
  const [email, setEmail] = useState(text(record.fields['email']));
  const [phone, setPhone] = useState(text(record.fields['phone']));
  const errors = (correct.isError && fieldErrorsOf(correct.error)) || {};

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    correct.mutate(
      { kind: record.kind, id: record.id, contact: { name, email, phone } },
      {
        onSuccess: () => {
          notify({ title: 'Contact details corrected', severity: 'success' });
          onClose();
        },
        onError: (error) => {
          if (!fieldErrorsOf(error))
            notify({
              title: 'Correction failed',
              description: errorMessage(error, ''),
              severity: 'error',
            });
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle>Correct the contact details</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField
              label="Name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={Boolean(errors['name'])}
              helperText={errors['name']}
            />
            <TextField
              label="Email"
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={Boolean(errors['email'])}
              helperText={errors['email']}
            />
            <TextField
              label="Phone"
              type="tel"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              error={Boolean(errors['phone'])}
              helperText={errors['phone']}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={correct.isPending}>
            Save correction
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
