import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDay } from '@umrah/domain/model/admin-format';
import { FEW_SEATS_THRESHOLD_DEFAULT } from '@umrah/domain/model/availability';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../../shared/components/empty-state';
import { LoadMore } from '../../../shared/components/load-more';
import { PageHeader } from '../../../shared/components/page-header';
import { LoadError, Loading } from '../../../shared/components/query-state';
import type { DepartureSummary } from '@umrah/domain/model/departures';
import { useUpcomingDeparturePages } from '../../../shared/departures/api/get-departures';
import { DepartureCountsList } from '../../../shared/departures/components/departure-counts';
import { DepartureStatusChip } from '../../../shared/departures/components/departure-status-chip';
import { RefreshButton } from '../../../shared/inbox/components/refresh-button';

export const departurePagePath = (id: string) => `/admin/departures/${encodeURIComponent(id)}`;

/**
 * Sold out or nearly full at a glance (the public pages' "few seats" threshold by default);
 * nothing for a date with room.
 */
function SeatsChip({ left }: { left: number }) {
  if (left <= 0) return <Chip size="small" color="error" label="Sold out" />;
  if (left > FEW_SEATS_THRESHOLD_DEFAULT) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      // The icon carries the colour; the words keep the text's contrast.
      icon={<WarningAmberIcon color="warning" />}
      label={`Nearly full: ${left} ${left === 1 ? 'seat' : 'seats'} left`}
    />
  );
}

function DepartureRow({ departure }: { departure: DepartureSummary }) {
  const to = departurePagePath(departure.id);
  const dates = `${formatDay(departure.departureDate)} – ${formatDay(departure.returnDate)}`;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={`${departure.packageTitle}, ${dates}`}
      sx={{
        p: 1.5,
        display: 'grid',
        gap: 1,
        alignItems: 'center',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) auto' },
        borderLeft: 4,
        borderLeftColor: departure.counts.left === 0 ? 'error.main' : 'divider',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ mb: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            <Link component={RouterLink} to={to} underline="hover" color="inherit">
              {dates}
            </Link>
          </Typography>
          <DepartureStatusChip status={departure.status} />
          <SeatsChip left={departure.counts.left} />
        </Stack>
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          {departure.packageTitle || 'Package no longer listed'}
        </Typography>
        <DepartureCountsList
          counts={departure.counts}
          only={['capacity', 'held', 'requested', 'waiting', 'paidInFull', 'left']}
        />
      </Box>
      <Button
        component={RouterLink}
        to={to}
        variant="outlined"
        sx={{ justifySelf: { xs: 'end', sm: 'auto' } }}
        aria-label={`Open the departure of ${formatDay(departure.departureDate)}, ${departure.packageTitle}`}
      >
        Open
      </Button>
    </Paper>
  );
}

/**
 * /admin/departures: every upcoming departure across packages, soonest first, a page at a time
 * ("Load more"), with its seats (capacity, held, requested, waiting, paid in full, left). Each
 * opens its departure page.
 */
export function DeparturesPage() {
  const list = useUpcomingDeparturePages();
  const departures = list.data ?? [];
  return (
    <>
      <PageHeader
        title="Departures"
        description="Every upcoming departure, soonest first. Add and edit departures in each package."
        action={<RefreshButton onClick={() => void list.refetch()} busy={list.isFetching} />}
      />
      {list.isPending ? (
        <Loading label="Loading departures" />
      ) : list.isError ? (
        <LoadError
          title="Could not load departures"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : departures.length === 0 ? (
        <EmptyState
          icon={<FlightTakeoffIcon />}
          title="No upcoming departures"
          description="Add a departure in a package (Packages, Edit, Departures)."
        />
      ) : (
        <>
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {departures.map((d) => (
              <DepartureRow key={d.id} departure={d} />
            ))}
          </Stack>
          <LoadMore list={list} noun="departures" />
        </>
      )}
    </>
  );
}
