import Typography from '@mui/material/Typography';
import type { Booking } from '@umrah/domain/model/bookings';
import { policyLines } from '@umrah/domain/model/money/cancellation-policy';
import { formatReceived } from '../../../shared/inbox/format';
import { DetailCard } from './detail-card';

/**
 * The cancellation policy the booking keeps (read-only): its version, when the pilgrim accepted
 * it, and its lines as the pilgrim read them in English. What a cancellation of this booking
 * costs follows this one, not the package's policy of today.
 */
export function BookingPolicyCard({ booking }: { booking: Booking }) {
  const kept = booking.cancellationPolicy;
  return (
    <DetailCard title="Policy the pilgrim accepted">
      {kept ? (
        <>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {`Version ${kept.version}, accepted ${formatReceived(kept.acceptedAt)}`}
          </Typography>
          <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2.5 }}>
            {policyLines(kept.policy, 'en-CA').map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Typography>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          None recorded: no policy was stated when the pilgrim booked (a booking made before
          policies gets the one in force when its pilgrim accepts newer booking terms).
        </Typography>
      )}
    </DetailCard>
  );
}
