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
import { travelersLabel } from '@umrah/domain/model/travelers';
import {
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  type Booking,
  type BookingStatus,
} from '@umrah/domain/model/bookings';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../shared/components/empty-state';
import { RefreshButton } from '../../../shared/inbox/components/refresh-button';
import { formatDay, formatReceived } from '../../../shared/inbox/format';
import { PageHeader } from '../../../shared/components/page-header';
import { LoadError, Loading } from '../../../shared/components/query-state';
import { LoadMore } from '../../../shared/components/load-more';
import { usePaymentFilteredBookings } from '../api/booking-payments';
import { bookingsExportPath, useAdminBookings, useBookingCounts } from '../api/get-admin-bookings';
import { useDepartureChoices } from '../../../shared/departures/api/get-departures';
import { departureDateOf } from './booking-departure';
import { DepartureFilter } from './departure-filter';
import { ReferenceSearch } from './reference-search';
import { BookingStatusChip } from '../../../shared/inbox/components/booking-status-chip';
import { PaymentFilterBar, paymentFilterOf, paymentLine } from './payment-filter-bar';
import { LanguageChip } from '../../../shared/inbox/components/language-chip';
import { WaitingListChip } from '../../../shared/inbox/components/waiting-list-chip';
import { CancellationChip } from '../../../shared/inbox/components/cancellation-chip';

type Filter = BookingStatus | 'all';

const isFilter = (s: string | null): s is BookingStatus =>
  (BOOKING_STATUSES as readonly string[]).includes(s ?? '');

/**
 * /admin/bookings: booking requests, newest first, a page at a time ("Load more"), by status
 * (each tab's count from the server's aggregate counts) and by departure (?departure=…), with a
 * CSV export of what the status and departure show. A money filter lists the bookings it names,
 * soonest due first; the tabs and the departure apply on top.
 */
export function BookingsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const paymentFilter = paymentFilterOf(searchParams.get('payment'));
  const status = searchParams.get('status');
  const filter: Filter = isFilter(status) ? status : 'all';
  const departureId = searchParams.get('departure') || null;
  const paged = useAdminBookings(filter === 'all' ? undefined : filter, departureId ?? undefined);
  const byPayment = usePaymentFilteredBookings(paymentFilter);
  const bookings = paymentFilter ? byPayment : paged;
  const counts = useBookingCounts(departureId ?? undefined);
  // The soonest departures, for the filter and the dates of the bookings' departures (a booking
  // on one not loaded shows its payment plan's date).
  const upcoming = useDepartureChoices();
  const count = (f: Filter) => counts.data?.[f];
  const tabLabel = (label: string, f: Filter) => {
    const n = count(f);
    return n === undefined || paymentFilter ? label : `${label} (${n.toLocaleString('en-CA')})`;
  };
  const shown = paymentFilter
    ? (byPayment.data ?? []).filter(
        (b) =>
          (filter === 'all' || b.status === filter) &&
          (!departureId || b.departureId === departureId),
      )
    : (paged.data ?? []);
  const refresh = () => {
    void bookings.refetch();
    void counts.refetch();
  };
  const select = (next: {
    status?: Filter;
    payment?: string | null;
    departure?: string | null;
  }) => {
    const nextStatus = next.status ?? filter;
    const nextPayment = next.payment === undefined ? paymentFilter : next.payment;
    const nextDeparture = next.departure === undefined ? departureId : next.departure;
    setSearchParams(
      {
        ...(nextStatus === 'all' ? {} : { status: nextStatus }),
        ...(nextPayment ? { payment: nextPayment } : {}),
        ...(nextDeparture ? { departure: nextDeparture } : {}),
      },
      { replace: true },
    );
  };

  return (
    <>
      <PageHeader
        title="Bookings"
        description="Booking requests from the website. Open one to see its details and passport, and to record what happened."
        action={
          <Stack direction="row" spacing={1}>
            <RefreshButton onClick={refresh} busy={bookings.isFetching} />
            <Button
              variant="contained"
              startIcon={<DownloadIcon />}
              href={bookingsExportPath(
                filter === 'all' ? undefined : filter,
                departureId ?? undefined,
              )}
              download
            >
              Export CSV
            </Button>
          </Stack>
        }
      />
      <ReferenceSearch />
      <DepartureFilter
        value={departureId}
        departures={upcoming}
        onChange={(next) => select({ departure: next })}
      />
      <PaymentFilterBar value={paymentFilter} onChange={(next) => select({ payment: next })} />
      <Tabs
        value={filter}
        onChange={(_e, value: Filter) => select({ status: value })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Filter by status"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="all" label={tabLabel('All', 'all')} />
        {BOOKING_STATUSES.map((s) => (
          <Tab key={s} value={s} label={tabLabel(BOOKING_STATUS_LABELS[s], s)} />
        ))}
      </Tabs>
      {bookings.isPending ? (
        <Loading label="Loading bookings" />
      ) : bookings.isError ? (
        <LoadError
          title="Could not load bookings"
          error={bookings.error}
          onRetry={() => void bookings.refetch()}
        />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<EventNoteOutlinedIcon />}
          title={
            paymentFilter || departureId
              ? 'No bookings match these filters'
              : filter === 'all'
                ? 'No booking requests yet'
                : 'No bookings with this status'
          }
          description={
            filter === 'all' && !paymentFilter && !departureId
              ? 'Requests sent from the booking page appear here.'
              : 'Choose another status, departure or money filter above.'
          }
        />
      ) : (
        <>
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {shown.map((booking) => (
              <BookingRow
                key={booking.id}
                booking={booking}
                departs={departureDateOf(booking, upcoming.data)}
              />
            ))}
          </Stack>
          {!paymentFilter && <LoadMore list={paged} total={count(filter)} noun="bookings" />}
        </>
      )}
    </>
  );
}

function BookingRow({ booking, departs }: { booking: Booking; departs: string | null }) {
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
          <CancellationChip request={booking.cancellationRequest} />
          <LanguageChip language={booking.language} />
          <Typography variant="body2" color="text.secondary">
            {`Received ${formatReceived(booking.receivedAt)}`}
          </Typography>
          {/* The reference the visitor has on their confirmation and in their mail. */}
          <Typography variant="body2" color="text.secondary">
            {`Ref. ${booking.reference}`}
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
            departs
              ? `departs ${formatDay(departs)}`
              : `preferred ${formatDay(booking.preferredDate)}`,
            booking.passport ? 'passport attached' : null,
            paymentLine(booking),
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
