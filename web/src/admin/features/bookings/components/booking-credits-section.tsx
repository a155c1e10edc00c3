// The pilgrim's credits for a later trip (left by an earlier cancellation), offered on any of
// their bookings: staff use part or all of one as a payment, with its receipt.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Booking } from '@umrah/domain/model/bookings';
import { centsToText, formatCents, parseCents } from '@umrah/domain/model/payments';
import { useState } from 'react';
import { useNotify } from '../../../shared/components/notifications';
import { useReportError } from '../../../shared/hooks/use-report-error';
import { formatDay } from '../../../shared/inbox/format';
import { useApplyCredit, useBookingCredits, type CreditView } from '../api/booking-cancellation';
import { DetailCard } from './detail-card';

function UseCredit({
  booking,
  credit,
  dueCents,
}: {
  booking: Booking;
  credit: CreditView;
  dueCents: number;
}) {
  const most = Math.min(credit.leftCents, dueCents);
  const [amount, setAmount] = useState(centsToText(most));
  const apply = useApplyCredit();
  const notify = useNotify();
  const reportError = useReportError();
  const cents = parseCents(amount);
  async function use() {
    if (cents === null || cents <= 0) return;
    try {
      await apply.mutateAsync({ id: booking.id, creditId: credit.id, amountCents: cents });
      notify({
        title: `${formatCents(cents)} paid from credit ${credit.reference}`,
        severity: 'success',
      });
    } catch (err) {
      reportError(err, 'Credit not used');
    }
  }
  if (most <= 0) return null;
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start" sx={{ mt: 1 }}>
      <TextField
        size="small"
        label={`Amount from ${credit.reference}`}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        inputMode="decimal"
        error={cents === null}
        helperText={
          cents === null ? 'An amount like 500 or 500.00' : `At most ${formatCents(most)}`
        }
      />
      <Button variant="outlined" onClick={() => void use()} loading={apply.isPending}>
        Use credit
      </Button>
    </Stack>
  );
}

/** Shown when the booking's pilgrim has credits; nothing otherwise. */
export function BookingCreditsSection({ booking }: { booking: Booking }) {
  const credits = useBookingCredits(booking.id);
  const list = credits.data ?? [];
  if (!list.length) return null;
  const dueCents = booking.payment
    ? Math.max(0, booking.payment.totalCents - booking.payment.paidCents)
    : 0;
  return (
    <DetailCard title="Credits for a later trip">
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {list.map((c) => (
          <Box component="li" key={c.id}>
            <Typography variant="body1">
              {c.reference} · {formatCents(c.leftCents)} left of {formatCents(c.amountCents)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Valid until {formatDay(c.expiresOn)}
              {c.fromBookingId === booking.id ? ' · from this booking' : ''}
            </Typography>
            {c.fromBookingId !== booking.id && booking.payment && (
              <UseCredit booking={booking} credit={c} dueCents={dueCents} />
            )}
          </Box>
        ))}
      </Stack>
    </DetailCard>
  );
}
