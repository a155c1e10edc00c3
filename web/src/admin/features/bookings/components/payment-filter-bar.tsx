import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Booking } from '@umrah/domain/model/bookings';
import {
  formatCents,
  PAYMENT_FILTER_LABELS,
  PAYMENT_FILTERS,
  type PaymentFilter,
} from '@umrah/domain/model/payments';
import { formatDay } from '../../../shared/inbox/format';

export function paymentFilterOf(value: string | null): PaymentFilter | null {
  return (PAYMENT_FILTERS as readonly string[]).includes(value ?? '')
    ? (value as PaymentFilter)
    : null;
}

/** The bookings list's money filters (?payment=…), answered by the server's stored-field queries. */
export function PaymentFilterBar({
  value,
  onChange,
}: {
  value: PaymentFilter | null;
  onChange: (next: PaymentFilter | null) => void;
}) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}
      role="group"
      aria-label="Filter by payment"
    >
      <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
        Money:
      </Typography>
      {PAYMENT_FILTERS.map((f) => (
        <Chip
          key={f}
          label={PAYMENT_FILTER_LABELS[f]}
          color={value === f ? 'primary' : 'default'}
          variant={value === f ? 'filled' : 'outlined'}
          aria-pressed={value === f}
          onClick={() => onChange(value === f ? null : f)}
        />
      ))}
    </Stack>
  );
}

/** One line of money for a booking row: paid of total, and when the balance is due. */
export function paymentLine(booking: Booking): string | null {
  const p = booking.payment;
  if (!p) return null;
  if (p.status === 'paid') return `Paid in full (${formatCents(p.totalCents)})`;
  return `Paid ${formatCents(p.paidCents)} of ${formatCents(p.totalCents)} · balance due ${formatDay(p.balanceDueDate)}`;
}
