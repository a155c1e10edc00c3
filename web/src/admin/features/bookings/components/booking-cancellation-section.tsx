// Cancelling some or all of a booking's travellers: the pilgrim's request if there is one, the
// figures the policy gives for today (or another day, to answer "what if we wait?"), and the
// decision, which frees the seats and sends the refund back with its receipt.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Booking } from '@umrah/domain/model/bookings';
import { todayInTimeZone } from '@umrah/domain/model/dates';
import { formatCents, PAYMENT_METHOD_LABELS } from '@umrah/domain/model/payments';
import type { CancellationQuote } from '@umrah/domain/model/money/cancellation';
import { REFUND_METHODS, type RefundMethod } from '@umrah/domain/schemas/cancellation-decision';
import { useState } from 'react';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { useNotify } from '../../../shared/components/notifications';
import { useReportError } from '../../../shared/hooks/use-report-error';
import { formatDay, formatReceived } from '../../../shared/inbox/format';
import { useCancellationPreview, useCancelTravellers } from '../api/booking-cancellation';
import { DetailCard } from './detail-card';

const travellersText = (n: number) => (n === 1 ? '1 traveller' : `${n} travellers`);

function QuoteRows({
  quote,
  policyVersion,
}: {
  quote: CancellationQuote;
  policyVersion: string | null;
}) {
  const rows: [string, string][] = [
    ['Days before departure', String(Math.max(0, quote.daysBefore))],
    [
      'Policy',
      policyVersion
        ? `${policyVersion}${quote.tier ? ` · the ${quote.tier.daysBefore}-day tier` : ' · before every tier'}`
        : 'None stated: no fee',
    ],
    ['Their share of the total', formatCents(quote.shareCents)],
    ['Cancellation fee', formatCents(quote.feeCents)],
    ['Kept (non-refundable)', formatCents(quote.nonRefundableCents)],
    ...(quote.supplementCents
      ? [
          ['Single supplement for the one left', formatCents(quote.supplementCents)] as [
            string,
            string,
          ],
        ]
      : []),
    ['New total', formatCents(quote.newTotalCents)],
    ['Paid so far', formatCents(quote.paidCents)],
    ['Refund', formatCents(quote.refundCents)],
  ];
  return (
    <Box
      component="dl"
      aria-label="Cancellation figures"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        rowGap: 0.5,
        columnGap: 3,
        '& dd': { m: 0, textAlign: 'right' },
      }}
    >
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body1" fontWeight={term === 'Refund' ? 600 : 400}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function CancelForm({
  booking,
}: {
  booking: Booking & { payment: NonNullable<Booking['payment']> };
}) {
  const today = todayInTimeZone();
  const request = booking.cancellationRequest ?? null;
  const most = booking.payment.travellers;
  const [travellers, setTravellers] = useState(Math.min(request?.travellers ?? most, most));
  const [on, setOn] = useState(today);
  const hasCard = (booking.payments ?? []).some((p) => p.provider?.paymentIntentId);
  const [method, setMethod] = useState<RefundMethod>(hasCard ? 'card' : 'etransfer');
  const [asking, setAsking] = useState(false);
  const preview = useCancellationPreview(booking.id, travellers, on === today ? '' : on);
  const cancel = useCancelTravellers();
  const notify = useNotify();
  const reportError = useReportError();
  const quote = preview.data?.quote;
  const isToday = on === today;

  async function decide(reason: string) {
    if (!quote) return;
    try {
      await cancel.mutateAsync({
        id: booking.id,
        body: {
          travellers,
          refundMethod: method,
          expectedRefundCents: quote.refundCents,
          reason,
          sendEmail: true,
        },
      });
      setAsking(false);
      notify({
        title: quote.whole ? 'Booking cancelled' : `${travellersText(travellers)} cancelled`,
        severity: 'success',
      });
    } catch (err) {
      setAsking(false);
      reportError(err, 'Not cancelled');
    }
  }

  const label = quote?.whole ? 'Cancel the booking' : `Cancel ${travellersText(travellers)}`;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          id="cancel-travellers"
          label="Travellers to cancel"
          value={travellers}
          onChange={(e) => setTravellers(Number(e.target.value))}
          sx={{ minWidth: 180 }}
        >
          {Array.from({ length: most }, (_, i) => i + 1).map((n) => (
            <MenuItem key={n} value={n}>
              {n === most ? `All ${most} (the booking)` : String(n)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id="cancel-on"
          type="date"
          label="Figures for"
          value={on}
          onChange={(e) => setOn(e.target.value || today)}
          helperText={isToday ? 'Today' : 'A preview: a cancellation uses today’s figures'}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
        />
      </Stack>
      {preview.isError && <Alert severity="error">The figures could not be computed.</Alert>}
      {preview.data && (
        <QuoteRows quote={preview.data.quote} policyVersion={preview.data.policyVersion} />
      )}
      {isToday && quote && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
          {quote.refundCents > 0 && (
            <TextField
              select
              id="cancel-refund-method"
              label="Refund by"
              value={method}
              onChange={(e) => setMethod(e.target.value as RefundMethod)}
              sx={{ minWidth: 220 }}
            >
              {REFUND_METHODS.filter((m) => m !== 'card' || hasCard).map((m) => (
                <MenuItem key={m} value={m}>
                  {m === 'card' ? 'Card (back to the card paid with)' : PAYMENT_METHOD_LABELS[m]}
                </MenuItem>
              ))}
            </TextField>
          )}
          <Button color="error" variant="outlined" onClick={() => setAsking(true)}>
            {label}
          </Button>
        </Stack>
      )}
      <ConfirmDialog
        open={asking}
        title={`${label}?`}
        message={
          quote
            ? `${formatCents(quote.refundCents)} goes back${quote.refundCents ? ` by ${method === 'card' ? 'card' : PAYMENT_METHOD_LABELS[method]}` : ''}; the new total is ${formatCents(quote.newTotalCents)}. The seats go back to the departure. This cannot be undone.`
            : ''
        }
        confirmLabel={label}
        reasonLabel="Reason (kept on the booking)"
        busy={cancel.isPending}
        onConfirm={(reason) => void decide(reason)}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}

function History({ booking }: { booking: Booking }) {
  const list = booking.cancellations ?? [];
  if (!list.length) return null;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0, mt: 2 }}>
      {list.map((c) => (
        <Box component="li" key={c.at}>
          <Typography variant="body1">
            {travellersText(c.travellers)} cancelled · fee {formatCents(c.feeCents)} · refund{' '}
            {formatCents(c.refundCents)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatReceived(c.at)} · {c.by} · asked by {c.requestedBy} · {c.reason}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}

/** The booking's cancellation card: shown once it is confirmed at a price. */
export function BookingCancellationSection({ booking }: { booking: Booking }) {
  const payment = booking.payment;
  if (!payment && !booking.cancellationRequest) return null;
  const request = booking.cancellationRequest;
  return (
    <DetailCard title="Cancellation">
      {request && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {request.by === 'pilgrim' ? 'The pilgrim' : 'Staff'} asked on{' '}
          {formatDay(request.at.slice(0, 10))} to cancel {travellersText(request.travellers)}
          {request.names.length ? ` (${request.names.join(', ')})` : ''}: {request.reason}
        </Alert>
      )}
      {payment && booking.status !== 'cancelled' ? (
        <CancelForm booking={{ ...booking, payment }} />
      ) : (
        <Typography color="text.secondary">
          {booking.status === 'cancelled'
            ? 'This booking is cancelled.'
            : 'Confirm it at a price to cancel with the policy’s figures.'}
        </Typography>
      )}
      <History booking={booking} />
    </DetailCard>
  );
}
