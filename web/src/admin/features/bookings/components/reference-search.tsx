import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ApiError } from '@umrah/domain/model/api-error';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { findBookingByReference } from '../api/get-admin-bookings';

/**
 * "Find by reference": the reference a pilgrim quotes on the phone or in an e-Transfer ("3GJ4-HDCY",
 * or an older "UMR-…") opens that booking.
 */
export function ReferenceSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const reference = text.trim();
    if (!reference) return;
    setBusy(true);
    setError('');
    try {
      const { id } = await findBookingByReference(reference);
      navigate(`/admin/bookings/${encodeURIComponent(id)}`);
    } catch (err) {
      setError(
        err instanceof ApiError && err.status === 404
          ? `No booking has the reference ${reference.toUpperCase()}.`
          : 'The search failed. Try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack
      component="form"
      role="search"
      aria-label="Find a booking by reference"
      direction="row"
      spacing={1}
      alignItems="flex-start"
      onSubmit={submit}
      sx={{ mb: 2, maxWidth: 420 }}
    >
      <TextField
        label="Booking reference"
        placeholder="3GJ4-HDCY"
        size="small"
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={!!error}
        helperText={error || ' '}
        slotProps={{ htmlInput: { maxLength: 20, autoCapitalize: 'characters' } }}
        sx={{ flex: 1 }}
      />
      <Button type="submit" variant="outlined" startIcon={<SearchIcon />} disabled={busy}>
        Find
      </Button>
    </Stack>
  );
}
