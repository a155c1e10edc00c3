import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatDay } from '@umrah/domain/model/admin-format';
import type { Booking } from '@umrah/domain/model/bookings';
import { formatCents } from '@umrah/domain/model/payments';
import { allocatePayments, scheduleLines } from '@umrah/domain/model/money/plan-allocation';
import { instalmentsOfPlan } from '@umrah/domain/model/money/plan-change';
import type { Instalment } from '@umrah/domain/model/money/plan-schedule';
import { lazy, Suspense, useState } from 'react';
import { DetailCard } from './detail-card';

// The plan editor (Formik, the plan's rules) loads when Change plan is first pressed.
const PlanChangeDialog = lazy(() =>
  import('./plan-change-dialog').then((m) => ({ default: m.PlanChangeDialog })),
);

const KIND_LABELS: Record<Instalment['kind'], string> = {
  deposit: 'Deposit',
  instalment: 'Instalment',
  final: 'Last instalment',
};

/** The booking's instalments, each paid, part paid or due, the next one marked; Change plan. */
export function BookingScheduleSection({ booking }: { booking: Booking }) {
  const [open, setOpen] = useState(0);
  const p = booking.payment;
  if (!p || booking.status === 'cancelled') return null;
  const lines = scheduleLines(
    allocatePayments(instalmentsOfPlan(p, p.confirmedAt.slice(0, 10)), p.paidCents),
  );
  return (
    <DetailCard title="Payment schedule">
      <Box component="ol" aria-label="Instalments" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {lines.map((l, i) => (
          <Box
            component="li"
            key={`${l.date}-${i}`}
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              gap: 2,
              py: 0.75,
              fontWeight: l.next ? 600 : 400,
              borderTop: i ? 1 : 0,
              borderColor: 'divider',
            }}
          >
            <span>{`${KIND_LABELS[l.kind]}${l.kind === 'instalment' ? ` ${l.n}` : ''}, ${l.date ? formatDay(l.date) : 'due now'}`}</span>
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {`${formatCents(l.amountCents)}${l.state === 'paid' ? ' · paid' : l.state === 'part' ? ` · ${formatCents(l.leftCents)} left` : l.next ? ' · next' : ''}`}
            </Box>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        What is paid settles the earliest instalments first.
      </Typography>
      {booking.planChanges?.length ? (
        <Box component="ul" aria-label="Plan changes" sx={{ pl: 2.5, mt: 1, mb: 0 }}>
          {booking.planChanges.map((c) => (
            <Typography component="li" variant="body2" key={c.at}>
              {`${formatDay(c.at.slice(0, 10))}, ${c.by}: ${c.from.length} → ${c.to.length} payments${c.reason ? ` (${c.reason})` : ''}`}
            </Typography>
          ))}
        </Box>
      ) : null}
      <Button
        variant="outlined"
        size="small"
        sx={{ mt: 1.5 }}
        onClick={() => setOpen((n) => n + 1)}
      >
        Change plan
      </Button>
      {open > 0 && (
        <Suspense fallback={null}>
          <PlanChangeDialog key={open} booking={booking} payment={p} onClose={() => setOpen(0)} />
        </Suspense>
      )}
    </DetailCard>
  );
}
