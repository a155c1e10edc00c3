import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDay } from '@umrah/domain/model/admin-format';
import type { Booking } from '@umrah/domain/model/bookings';
import { formatCents } from '@umrah/domain/model/payments';
import { travelersLabel } from '@umrah/domain/model/travelers';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageHeader } from '../../../shared/components/page-header';
import { LoadError, Loading } from '../../../shared/components/query-state';
import type { DepartureDetail } from '@umrah/domain/model/departures';
import { useDeparture } from '../../../shared/departures/api/get-departures';
import { DepartureCountsList } from '../../../shared/departures/components/departure-counts';
import { DepartureStatusChip } from '../../../shared/departures/components/departure-status-chip';
import { SeatHolds } from '../../../shared/departures/components/seat-holds';
import { BookingStatusChip } from '../../../shared/inbox/components/booking-status-chip';
import { DepartureGlanceCard } from './departure-glance';
import { ManifestLinks } from './manifest-links';
import { lazySection } from '../../../shared/lazy-section';

// The sections below the bookings (readiness, rooming, costs, group messages: their forms,
// Formik and yup) load while the top of the page shows, not before it (issue 42).
const ReadinessBoardView = lazySection(() =>
  import('./readiness-board').then((m) => ({ default: m.ReadinessBoardView })),
);
const RoomingSection = lazySection(() =>
  import('./rooming-section').then((m) => ({ default: m.RoomingSection })),
);
const CostsSection = lazySection(() =>
  import('./costs-section').then((m) => ({ default: m.CostsSection })),
);
const DepartureCancellationSection = lazySection(() =>
  import('./departure-cancellation').then((m) => ({ default: m.DepartureCancellationSection })),
);
const GroupMessagesSection = lazySection(() =>
  import('./group-messages').then((m) => ({ default: m.GroupMessagesSection })),
);

// The edit, confirm and move dialogs (Formik, their rules and fields) load when first opened.
const DepartureFormDialog = lazy(() =>
  import('../../../shared/departures/components/departure-form-dialog').then((m) => ({
    default: m.DepartureFormDialog,
  })),
);
const ConfirmOnDepartureDialog = lazy(() =>
  import('./booking-actions').then((m) => ({ default: m.ConfirmOnDepartureDialog })),
);
const MoveBookingDialog = lazy(() =>
  import('./booking-actions').then((m) => ({ default: m.MoveBookingDialog })),
);

const bookingPagePath = (id: string) => `/admin/bookings/${encodeURIComponent(id)}`;

/** Where a booking's money stands, in a few words. */
export function paymentState(b: Booking): string {
  const p = b.payment;
  if (!p) return b.status === 'confirmed' ? 'No price yet' : 'Not confirmed';
  if (p.status === 'paid') return 'Paid in full';
  if (p.paidCents === 0) return `Nothing paid of ${formatCents(p.totalCents)}`;
  return `Paid ${formatCents(p.paidCents)} of ${formatCents(p.totalCents)}`;
}

const requestsText = (n: number) => `${n} ${n === 1 ? 'request' : 'requests'}`;

/** Only upcoming, open requests and confirmed bookings can move (the server decides the rest). */
const canMove = (b: Booking) => b.status !== 'cancelled' && b.status !== 'completed';

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, mb: 3 }}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Suspense fallback={<Loading label={`Loading ${title.toLowerCase()}`} />}>
        {children}
      </Suspense>
    </Paper>
  );
}

function BookingLine({ booking, actions }: { booking: Booking; actions?: ReactNode }) {
  return (
    <Box
      component="li"
      aria-label={booking.fullName}
      sx={{
        display: 'grid',
        gap: 1,
        py: 1.25,
        alignItems: 'center',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) auto' },
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Link component={RouterLink} to={bookingPagePath(booking.id)} sx={{ fontWeight: 600 }}>
            {booking.fullName}
          </Link>
          <BookingStatusChip status={booking.status} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {[travelersLabel(booking.numberOfTravelers), paymentState(booking)].join(' · ')}
        </Typography>
      </Box>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
    </Box>
  );
}

type Opened =
  | { kind: 'edit' }
  | { kind: 'confirm'; booking: Booking; first: boolean }
  | { kind: 'move'; booking: Booking }
  | { kind: 'none' };

function DepartureView({ departure }: { departure: DepartureDetail }) {
  const [opened, setOpened] = useState<Opened>({ kind: 'none' });
  const [openings, setOpenings] = useState(0);
  const open = (next: Opened) => {
    setOpenings((n) => n + 1);
    setOpened(next);
  };
  const closeDialog = () => setOpened({ kind: 'none' });
  const f = departure.flights;
  const waitingIds = new Set(departure.waitingList.map((b) => b.id));
  const booked = departure.bookings.filter((b) => !waitingIds.has(b.id));

  return (
    <>
      <Button
        component={RouterLink}
        to="/admin/departures"
        startIcon={<ArrowBackIcon />}
        size="small"
        sx={{ mb: 1, ml: -1 }}
      >
        All departures
      </Button>
      <PageHeader
        title={`Departure of ${formatDay(departure.departureDate)}`}
        description={`${departure.packageTitle || 'Package no longer listed'} · returns ${formatDay(departure.returnDate)}`}
        action={
          <Button variant="contained" onClick={() => open({ kind: 'edit' })}>
            Edit departure
          </Button>
        }
      />
      <Section title="At a glance" id="departure-glance">
        <DepartureGlanceCard
          departureId={departure.id}
          onEditDeparture={() => open({ kind: 'edit' })}
        />
      </Section>
      <Section title="Seats" id="departure-seats">
        <Stack spacing={1.5}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <DepartureStatusChip status={departure.status} />
            <Typography variant="body2" color="text.secondary">
              {[
                [f.airline, f.flightNumbers].filter(Boolean).join(' '),
                [f.departureAirport, f.departureTime].filter(Boolean).join(' '),
                f.connections,
              ]
                .filter(Boolean)
                .join(' · ') || 'No flights entered yet'}
            </Typography>
          </Box>
          <DepartureCountsList counts={departure.counts} />
          <SeatHolds departure={departure} />
        </Stack>
      </Section>
      <Section
        title={`Waiting list (${requestsText(departure.waitingList.length)})`}
        id="departure-waiting"
      >
        {departure.waitingList.length === 0 ? (
          <Typography color="text.secondary">Nobody is waiting.</Typography>
        ) : (
          <Box
            component="ol"
            sx={{ listStyle: 'none', p: 0, m: 0 }}
            aria-label="Waiting list in order"
          >
            {departure.waitingList.map((b, index) => (
              <BookingLine
                key={b.id}
                booking={b}
                actions={
                  <>
                    <Typography component="span" variant="body2" sx={{ alignSelf: 'center' }}>
                      {`#${index + 1}`}
                    </Typography>
                    {index === 0 && <Chip label="First in line" color="primary" size="small" />}
                    <Button
                      size="small"
                      variant={index === 0 ? 'contained' : 'outlined'}
                      onClick={() => open({ kind: 'confirm', booking: b, first: index === 0 })}
                      aria-label={`Confirm ${b.fullName}`}
                    >
                      Confirm
                    </Button>
                    <Button
                      size="small"
                      onClick={() => open({ kind: 'move', booking: b })}
                      aria-label={`Move ${b.fullName} to another departure`}
                    >
                      Move
                    </Button>
                  </>
                }
              />
            ))}
          </Box>
        )}
      </Section>
      <Section title={`Bookings (${booked.length})`} id="departure-bookings">
        {booked.length === 0 ? (
          <Typography color="text.secondary">No bookings on this departure yet.</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Bookings">
            {booked.map((b) => (
              <BookingLine
                key={b.id}
                booking={b}
                actions={
                  canMove(b) && (
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() => open({ kind: 'move', booking: b })}
                      aria-label={`Move ${b.fullName} to another departure`}
                    >
                      Move
                    </Button>
                  )
                }
              />
            ))}
          </Box>
        )}
        {/* The bookings list filtered to this departure: its statuses, money filters and CSV. */}
        <Link
          component={RouterLink}
          to={`/admin/bookings?departure=${encodeURIComponent(departure.id)}`}
          sx={{ display: 'inline-block', mt: 1.5 }}
        >
          See these bookings in the bookings list (filters and CSV export)
        </Link>
      </Section>
      <Section title="Readiness" id="departure-readiness">
        <ManifestLinks departureId={departure.id} />
        <ReadinessBoardView departureId={departure.id} />
      </Section>
      <Section title="Rooming" id="departure-rooming">
        <RoomingSection departureId={departure.id} />
      </Section>
      <Section title="Costs" id="departure-costs">
        <CostsSection departureId={departure.id} />
      </Section>
      <Section title="Messages to the group" id="departure-messages">
        <GroupMessagesSection
          departureId={departure.id}
          dates={{ departureDate: departure.departureDate, returnDate: departure.returnDate }}
        />
      </Section>
      <Section
        title={departure.status === 'cancelled' ? 'Cancelled departure' : 'Cancel the departure'}
        id="departure-cancellation"
      >
        <DepartureCancellationSection departureId={departure.id} />
      </Section>
      <Suspense fallback={null}>
        {opened.kind === 'edit' && (
          <DepartureFormDialog
            key={openings}
            open
            state={{ mode: 'edit', departure }}
            pkg={null}
            onClose={closeDialog}
          />
        )}
        {opened.kind === 'confirm' && (
          <ConfirmOnDepartureDialog
            key={openings}
            booking={opened.booking}
            firstInLine={opened.first}
            onClose={closeDialog}
          />
        )}
        {opened.kind === 'move' && (
          <MoveBookingDialog
            key={openings}
            booking={opened.booking}
            from={departure}
            onClose={closeDialog}
          />
        )}
      </Suspense>
    </>
  );
}

/**
 * /admin/departures/:id: one departure as staff run it: its seats and holds, its waiting list in
 * order (confirm, first in line first), its bookings with their money, and moving a booking to
 * another departure, its travellers' readiness board and manifest, their rooms at each hotel, and
 * messages to the whole group, and its costs (cost sheet, supplier payments, margin, allotments).
 */
export function DeparturePage() {
  const { id = '' } = useParams();
  const departure = useDeparture(id);
  if (departure.isPending) return <Loading label="Loading the departure" />;
  if (departure.isError) {
    return (
      <LoadError
        title="Could not load the departure"
        error={departure.error}
        onRetry={() => void departure.refetch()}
      />
    );
  }
  return <DepartureView departure={departure.data} />;
}
