import DownloadIcon from '@mui/icons-material/Download';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { travelersLabel } from '@umrah/domain/travelers';
import {
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  type Booking,
  type BookingStatus,
} from '@umrah/domain/inbox';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../shared/components/empty-state';
import { RefreshButton } from '../../../shared/inbox/components/refresh-button';
import { formatDay, formatReceived } from '../../../shared/inbox/format';
import { PageHeader } from '../../../shared/components/page-header';
import { LoadError, Loading } from '../../../shared/components/query-state';
import { BOOKINGS_EXPORT_PATH } from '../api/get-admin-booking';
import { useAdminBookings } from '../api/get-admin-bookings';
import { BookingStatusChip } from './booking-status-chip';
import { WaitingListChip } from './waiting-list-chip';

type Filter = BookingStatus | 'all';

const isFilter = (s: string | null): s is BookingStatus =>
  (BOOKING_STATUSES as readonly string[]).includes(s ?? '');

/** /admin/bookings: booking requests, newest first, by status, with a CSV export. */
export function BookingsPage() {
  const bookings = useAdminBookings();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = searchParams.get('status');
  const filter: Filter = isFilter(status) ? status : 'all';
  const all = bookings.data ?? [];
  const count = (f: Filter) =>
    f === 'all' ? all.length : all.filter((b) => b.status === f).length;
  const shown = filter === 'all' ? all : all.filter((b) => b.status === filter);

  return (
    <>
      <PageHeader
        title="Bookings"
        description="Booking requests from the website. Open one to see its details and passport, and to record what happened."
        action={
          <Stack direction="row" spacing={1}>
            <RefreshButton onClick={() => void bookings.refetch()} busy={bookings.isFetching} />
            <Button
              variant="contained"
              startIcon={<DownloadIcon />}
              href={BOOKINGS_EXPORT_PATH}
              download
            >
              Export CSV
            </Button>
          </Stack>
        }
      />
      {bookings.isPending ? (
        <Loading label="Loading bookings" />
      ) : bookings.isError ? (
        <LoadError
          title="Could not load bookings"
          error={bookings.error}
          onRetry={() => void bookings.refetch()}
        />
      ) : (
        <>
          <Tabs
            value={filter}
            onChange={(_e, value: Filter) =>
              setSearchParams(value === 'all' ? {} : { status: value }, { replace: true })
            }
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label="Filter by status"
            sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            <Tab value="all" label={`All (${count('all')})`} />
            {BOOKING_STATUSES.map((s) => (
              <Tab key={s} value={s} label={`${BOOKING_STATUS_LABELS[s]} (${count(s)})`} />
            ))}
          </Tabs>
          {shown.length === 0 ? (
            <EmptyState
              icon={<EventNoteOutlinedIcon />}
              title={filter === 'all' ? 'No booking requests yet' : 'No bookings with this status'}
              description={
                filter === 'all'
                  ? 'Requests sent from the booking page appear here.'
                  : 'Choose another status above.'
              }
            />
          ) : (
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {shown.map((booking) => (
                <BookingRow key={booking.id} booking={booking} />
              ))}
            </Stack>
          )}
        </>
      )}
    </>
  );
}

function BookingRow({ booking }: { booking: Booking }) {
  const to = `/admin/bookings/${encodeURIComponent(booking.id)}`;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={booking.fullName}
      sx={{
        p: 1.5,
        display: 'grid',
        gap: 1,
        alignItems: 'center',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) auto' },
        borderLeft: 4,
        borderLeftColor: booking.status === 'new' ? 'info.main' : 'divider',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 0.5, flexWrap: 'wrap' }}>
          <BookingStatusChip status={booking.status} />
          <WaitingListChip waitingList={booking.waitingList} />
          <Typography variant="body2" color="text.secondary">
            {`Received ${formatReceived(booking.receivedAt)}`}
          </Typography>
        </Stack>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }} noWrap>
          <Link component={RouterLink} to={to} underline="hover" color="inherit">
            {booking.fullName}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[
            booking.packageTitle || 'Package no longer listed',
            travelersLabel(booking.numberOfTravelers),
            `preferred ${formatDay(booking.preferredDate)}`,
            booking.passport ? 'passport attached' : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Box>
      <Button
        component={RouterLink}
        to={to}
        variant="outlined"
        sx={{ justifySelf: { xs: 'end', sm: 'auto' } }}
        aria-label={`Open the booking of ${booking.fullName}`}
      >
        Open
      </Button>
    </Paper>
  );
}
