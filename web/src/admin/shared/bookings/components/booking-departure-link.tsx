import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatDay } from '@umrah/domain/model/admin-format';
import { Link as RouterLink } from 'react-router-dom';
import { useDeparture } from '../../departures/api/get-departures';

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
