import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDay } from '@umrah/domain/model/admin-format';
import { addMonths, todayInTimeZone } from '@umrah/domain/model/dates';
import { DEFAULT_CREDIT_MONTHS } from '@umrah/domain/model/money/credits';
import {
  DEPARTURE_CANCEL_STATE_LABELS,
  type DepartureCancelDecision,
  type DepartureCancelRow,
  type DepartureCancellationView,
} from '@umrah/domain/model/money/departure-cancellation';
import { formatCents } from '@umrah/domain/model/payments';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LoadError, Loading } from '../../../shared/components/query-state';
import { useCancelDeparture, useDepartureCancellation } from '../api/cancellation';

/** What staff may decide, in their words (the first is the default for all). */
const DECISIONS: { value: DepartureCancelDecision; label: string }[] = [
  { value: 'ask', label: 'Let the pilgrim choose (mail with the trip page link)' },
  { value: 'refund', label: 'Full refund (no fee)' },
  { value: 'credit', label: 'Credit for a later trip' },
  { value: 'move', label: 'Move to another date' },
  { value: 'answer', label: 'Apply the pilgrim’s answer' },
];

const SAME = 'same';

function answerText(row: DepartureCancelRow, view: DepartureCancellationView): string {
  const o = row.offer;
  const chosen = o?.outcome ?? o?.answer;
  if (!chosen) return '';
  const date = (id: string) =>
    formatDay(view.moveOptions.find((m) => m.departureId === id)?.departureDate ?? '') || id;
  const what =
    chosen.choice === 'move'
      ? `Move to ${date(chosen.departureId)}`
      : chosen.choice === 'credit'
        ? 'Credit'
        : 'Refund';
  if (o?.outcome) {
    const money =
      o.outcome.refundCents || o.outcome.creditCents
        ? ` · ${formatCents(o.outcome.refundCents + o.outcome.creditCents)}`
        : '';
    return `${what}${money} (${o.outcome.chosenBy === 'pilgrim' ? 'pilgrim’s choice' : 'staff'})`;
  }
  return `${what} (answered, not applied yet)`;
}

/**
 * The agency cancels the departure (issue 44 item 6): a reason, one decision for every booking
 * and, per booking, another where staff choose so; a credit's last day and the date to move to.
 * Once cancelled, the same form settles what is still open (the pilgrims' answers), and the
 * table says who was asked, who answered what, and what was done.
 */
export function DepartureCancellationSection({ departureId }: { departureId: string }) {
  const view = useDepartureCancellation(departureId);
  if (view.isPending) return <Loading label="Loading the cancellation" />;
  if (view.isError) {
    return (
      <LoadError
        title="Could not load the cancellation"
        error={view.error}
        onRetry={() => void view.refetch()}
      />
    );
  }
  return <CancellationForm view={view.data} departureId={departureId} />;
}

function CancellationForm({
  view,
  departureId,
}: {
  view: DepartureCancellationView;
  departureId: string;
}) {
  const cancel = useCancelDeparture(departureId);
  const cancelled = view.status === 'cancelled';
  const firstReason = view.rows.find((r) => r.offer)?.offer?.reason ?? '';
  const [reason, setReason] = useState(firstReason);
  const [decision, setDecision] = useState<DepartureCancelDecision>(cancelled ? 'answer' : 'ask');
  const [creditUntil, setCreditUntil] = useState(
    addMonths(todayInTimeZone(), DEFAULT_CREDIT_MONTHS),
  );
  const [moveTo, setMoveTo] = useState(view.moveOptions[0]?.departureId ?? '');
  const [perBooking, setPerBooking] = useState<Record<string, string>>({});
  const [result, setResult] = useState<DepartureCancellationView['results']>(undefined);
  const open = view.rows.filter((r) => !r.offer?.outcome && r.status !== 'cancelled');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    cancel.mutate(
      {
        reason,
        decision,
        creditExpiresOn: creditUntil,
        moveToDepartureId: moveTo,
        bookings: Object.entries(perBooking)
          .filter(([, d]) => d !== SAME)
          .map(([bookingId, d]) => ({
            bookingId,
            decision: d as DepartureCancelDecision,
            departureId: moveTo,
          })),
      },
      { onSuccess: (v) => setResult(v.results) },
    );
  };

  const failed = (result ?? []).filter((r) => r.error);
  return (
    <Stack spacing={2}>
      {cancelled ? (
        <Alert severity="warning">
          {`This departure is cancelled${firstReason ? `: ${firstReason}` : ''}. It is no longer listed or bookable.`}
        </Alert>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Cancelling takes the date off sale for good. No cancellation fee applies to any booking:
          the agency cancelled. Each booking gets a full refund, a credit, a move to another date,
          or a mail asking the pilgrim to choose on their trip page.
        </Typography>
      )}
      {view.rows.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label="Bookings of the cancelled departure">
            <TableHead>
              <TableRow>
                <TableCell>Booking</TableCell>
                <TableCell>Paid</TableCell>
                <TableCell>Where it stands</TableCell>
                <TableCell>Answer or outcome</TableCell>
                <TableCell>Decision</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {view.rows.map((r) => {
                const settled = !open.includes(r);
                return (
                  <TableRow key={r.bookingId}>
                    <TableCell>
                      <Link
                        component={RouterLink}
                        to={`/admin/bookings/${encodeURIComponent(r.bookingId)}`}
                      >
                        {r.name || r.reference}
                      </Link>
                      <Typography variant="caption" display="block" color="text.secondary">
                        {`${r.reference} · ${r.travellers} traveller(s) · ${r.language.toUpperCase()}`}
                      </Typography>
                    </TableCell>
                    <TableCell>{formatCents(r.paidCents)}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={DEPARTURE_CANCEL_STATE_LABELS[r.state]}
                        color={r.state === 'answered' ? 'primary' : 'default'}
                      />
                    </TableCell>
                    <TableCell>{answerText(r, view)}</TableCell>
                    <TableCell>
                      {settled ? (
                        '—'
                      ) : (
                        <TextField
                          select
                          size="small"
                          label={`Decision for ${r.name || r.reference}`}
                          value={perBooking[r.bookingId] ?? SAME}
                          onChange={(e) =>
                            setPerBooking((p) => ({ ...p, [r.bookingId]: e.target.value }))
                          }
                          sx={{ minWidth: 180 }}
                        >
                          <MenuItem value={SAME}>Same as for all</MenuItem>
                          {DECISIONS.map((d) => (
                            <MenuItem key={d.value} value={d.value}>
                              {d.label}
                            </MenuItem>
                          ))}
                        </TextField>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {(!cancelled || open.length > 0) && (
        <Box component="form" onSubmit={submit} aria-label="Cancel the departure">
          <Stack spacing={2}>
            <TextField
              label="Reason"
              required
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              helperText="Shown to the pilgrims in their mail and on their trip page (e.g. suspension of travel)."
              fullWidth
            />
            <TextField
              select
              label="For every booking"
              value={decision}
              onChange={(e) => setDecision(e.target.value as DepartureCancelDecision)}
              fullWidth
            >
              {DECISIONS.map((d) => (
                <MenuItem key={d.value} value={d.value}>
                  {d.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="date"
              label="Credit valid until"
              value={creditUntil}
              onChange={(e) => setCreditUntil(e.target.value)}
              helperText="Offered to the pilgrims asked; used for credits. Leave empty to offer none."
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              select
              label="Date to move to"
              value={moveTo}
              onChange={(e) => setMoveTo(e.target.value)}
              helperText={
                view.moveOptions.length
                  ? 'The pilgrims asked are offered every date of the package still ahead.'
                  : 'No other date of this package is open: add one to offer a move.'
              }
              disabled={view.moveOptions.length === 0}
              // The reason it is off must stay readable (MUI greys a disabled field's helper text
              // below the contrast WCAG asks).
              sx={{ '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
            >
              {view.moveOptions.map((m) => (
                <MenuItem key={m.departureId} value={m.departureId}>
                  {formatDay(m.departureDate)}
                </MenuItem>
              ))}
            </TextField>
            {cancel.isError && <Alert severity="error">{cancel.error.message}</Alert>}
            {result && failed.length === 0 && (
              <Alert severity="success">{`Done: ${result.filter((r) => r.step !== 'none').length} booking(s) settled or asked.`}</Alert>
            )}
            {failed.length > 0 && (
              <Alert severity="error">
                {failed
                  .map((f) => {
                    const row = view.rows.find((r) => r.bookingId === f.bookingId);
                    return `${row?.name || f.bookingId}: ${f.error}`;
                  })
                  .join('; ')}
              </Alert>
            )}
            <Box>
              <Button
                type="submit"
                variant="contained"
                color="error"
                disabled={cancel.isPending || !reason.trim()}
              >
                {cancelled ? 'Apply to the open bookings' : 'Cancel the departure'}
              </Button>
            </Box>
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
