import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@umrah/domain/model/api-error';
import { formatDay } from '@umrah/domain/model/admin-format';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useNextDepartures } from '../../shared/departures/api/get-departures';

/** How many departures the card lists (the Departures screen has them all). */
export const NEXT_DEPARTURES_SHOWN = 5;

const seatsText = (left: number, capacity: number) =>
  left === 0
    ? `Sold out (${capacity} seats)`
    : `${left} ${left === 1 ? 'seat' : 'seats'} left of ${capacity}`;

/** The dashboard's "Next departures": the soonest upcoming ones and the seats each has left. */
export function NextDeparturesCard() {
  const id = useId();
  // Only the first few are read (their counts too), however many departures there are.
  const departures = useNextDepartures(NEXT_DEPARTURES_SHOWN);
  const next = departures.data ?? [];
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="subtitle1" component="h2" color="text.secondary">
          Next departures
        </Typography>
        {departures.isPending ? (
          <Skeleton variant="text" width={200} />
        ) : departures.isError ? (
          <Typography color="error" sx={{ my: 2 }}>
            {errorMessage(departures.error, 'Could not load the departures')}
          </Typography>
        ) : next.length === 0 ? (
          <Typography sx={{ mt: 1 }}>No upcoming departures.</Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
            {next.map((d) => (
              <li key={d.id}>
                <Link component={RouterLink} to={`/admin/departures/${encodeURIComponent(d.id)}`}>
                  {`${formatDay(d.departureDate)} · ${d.packageTitle || 'Package no longer listed'}`}
                </Link>
                <Typography
                  variant="body2"
                  color={d.counts.left === 0 ? 'error' : 'text.secondary'}
                >
                  {`${seatsText(d.counts.left, d.counts.capacity)}${d.status === 'closed' ? ' · closed' : ''}`}
                </Typography>
              </li>
            ))}
          </Stack>
        )}
        <Link
          component={RouterLink}
          to="/admin/departures"
          sx={{ display: 'inline-block', mt: 1.5 }}
        >
          All departures
        </Link>
      </CardContent>
    </Card>
  );
}
