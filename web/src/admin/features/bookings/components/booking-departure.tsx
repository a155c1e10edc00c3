import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatDay } from '@umrah/domain/model/admin-format';
import type { Booking } from '@umrah/domain/model/bookings';
import { Link as RouterLink } from 'react-router-dom';
import type { DepartureSummary } from '@umrah/domain/model/departures';
import { useDeparture } from '../../../shared/departures/api/get-departures';

const departurePagePath = (id: string) => `/admin/departures/${encodeURIComponent(id)}`;

/** The booking's departure as its dates, linking to the departure's page. */
export function BookingDepartureLink({ departureId }: { departureId: string }) {
  const departure = useDeparture(departureId);
  if (departure.isPending) return <>Loading…</>;
  if (departure.isError) return <>A departure that no longer exists</>;
  const d = departure.data;
  return (
    // Underlined: it sits inside a sentence of the confirm form, where colour alone would not tell it.
    <Link component={RouterLink} to={departurePagePath(d.id)} underline="always">
      {`${formatDay(d.departureDate)} – ${formatDay(d.returnDate)}`}
    </Link>
  );
}

/** In the confirm form: the date comes from the booking's departure, not from a field. */
export function BookingDepartureDate({ departureId }: { departureId: string }) {
  return (
    <Typography variant="body2">
      Departure: <BookingDepartureLink departureId={departureId} /> (its seats and payment deadlines
      apply)
    </Typography>
  );
}

/**
 * A booking's departure date in a list: from the upcoming departures already read, else its
 * payment plan's; null for a booking without a departure.
 */
export function departureDateOf(
  booking: Booking,
  upcoming: readonly DepartureSummary[] | undefined,
): string | null {
  if (!booking.departureId) return null;
  const d = upcoming?.find((u) => u.id === booking.departureId);
  return d?.departureDate ?? booking.payment?.departureDate ?? null;
}
