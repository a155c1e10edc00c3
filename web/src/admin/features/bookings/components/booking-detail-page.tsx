import { isRoomType, ROOM_LABELS } from '@umrah/domain/model/rooms';
import { mailtoHref } from '@umrah/domain/model/mailto';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { travelersLabel } from '@umrah/domain/model/travelers';
import type { Booking } from '@umrah/domain/model/bookings';
import { Suspense, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { ErrorState } from '../../../shared/components/error-state';
import { useNotify } from '../../../shared/components/notifications';
import { formatDay, formatReceived, formatSize } from '../../../shared/inbox/format';
import { errorMessage } from '@umrah/domain/model/api-error';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { PageHeader } from '../../../shared/components/page-header';
import { Loading } from '../../../shared/components/query-state';
import { useReportError } from '../../../shared/hooks/use-report-error';
import { useDeleteBooking } from '../api/delete-booking';
import { passportPath, useAdminBooking } from '../api/get-admin-booking';
import { BookingStatusChip } from '../../../shared/inbox/components/booking-status-chip';
import { languageName } from '../../../shared/inbox/components/language-chip';
import { BookingDepartureLink } from '../../../shared/bookings/components/booking-departure-link';
import { DetailCard } from './detail-card';
import { BookingPolicyCard } from './booking-policy-card';
import { lazySection } from '../../../shared/lazy-section';

// The travellers, payment and messages sections (their forms, dialogs and rules) load while the
// request's own cards show, not before them (issue 42).
// The status form (Formik and yup) loads beside them.
const StatusForm = lazySection(() =>
  import('./booking-status-form').then((m) => ({ default: m.StatusForm })),
);
const BookingTravellersSection = lazySection(() =>
  import('./booking-travellers-section').then((m) => ({ default: m.BookingTravellersSection })),
);
const BookingPaymentSection = lazySection(() =>
  import('./booking-payment-section').then((m) => ({ default: m.BookingPaymentSection })),
);
const BookingScheduleSection = lazySection(() =>
  import('./booking-schedule-section').then((m) => ({ default: m.BookingScheduleSection })),
);
const BookingCancellationSection = lazySection(() =>
  import('./booking-cancellation-section').then((m) => ({
    default: m.BookingCancellationSection,
  })),
);
const BookingCreditsSection = lazySection(() =>
  import('./booking-credits-section').then((m) => ({ default: m.BookingCreditsSection })),
);
const BookingMessagesSection = lazySection(() =>
  import('./booking-messages-section').then((m) => ({ default: m.BookingMessagesSection })),
);

const backLink = (
  <Button component={RouterLink} to="/admin/bookings" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
    All bookings
  </Button>
);

/** /admin/bookings/{id}: everything the pilgrim sent, the passport, and the status and note. */
export function BookingDetailPage() {
  const { id = '' } = useParams();
  const booking = useAdminBooking(id);

  if (booking.isPending) return <Loading label="Loading the booking" />;
  if (booking.isError) {
    return (
      <>
        {backLink}
        <ErrorState
          title="Booking Not Found"
          description={errorMessage(booking.error, 'It may have been deleted.')}
          onRetry={() => void booking.refetch()}
        />
      </>
    );
  }
  return <BookingDetail booking={booking.data} />;
}

function BookingDetail({ booking }: { booking: Booking }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const reportError = useReportError();
  const remove = useDeleteBooking();
  const [confirming, setConfirming] = useState(false);

  async function confirmDelete() {
    try {
      await remove.mutateAsync(booking.id);
      notify({ title: 'Booking deleted successfully!', severity: 'success' });
      void navigate('/admin/bookings', { replace: true });
    } catch (error) {
      reportError(error, 'Failed to delete booking');
      setConfirming(false);
    }
  }

  return (
    <>
      {backLink}
      <PageHeader
        title={booking.fullName}
        description={`Booking request ${booking.reference}, received ${formatReceived(booking.receivedAt)}`}
        action={
          <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
            Delete
          </Button>
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2}>
          <DetailCard title="Request">
            <Facts
              rows={[
                ['Status', <BookingStatusChip key="s" status={booking.status} />],
                // The pilgrim's language: reply in it.
                ['Language', languageName(booking.language)],
                [
                  'Waiting list',
                  booking.waitingList
                    ? 'Yes: the package was sold out when this request came'
                    : 'No',
                ],
                [
                  'Package',
                  booking.packageSlug ? (
                    <Link
                      href={`/packages/${encodeURIComponent(booking.packageSlug)}`}
                      target="_blank"
                      rel="noopener"
                    >
                      {booking.packageTitle}
                    </Link>
                  ) : (
                    booking.packageTitle || 'Package no longer listed'
                  ),
                ],
                ...(booking.departureId
                  ? [
                      [
                        'Departure',
                        <BookingDepartureLink key="d" departureId={booking.departureId} />,
                      ] as [string, ReactNode],
                    ]
                  : []),
                [
                  'Room',
                  isRoomType(booking.roomType) ? ROOM_LABELS[booking.roomType] : 'Not chosen',
                ],
                ['Travellers', travelersLabel(booking.numberOfTravelers)],
                ['Preferred date', formatDay(booking.preferredDate)],
                ['Special requests', booking.specialRequests || 'None'],
              ]}
            />
          </DetailCard>
          <DetailCard title="Contact">
            <Facts
              rows={[
                ['Full name', booking.fullName],
                ['Email', <Link href={mailtoHref(booking.email)}>{booking.email}</Link>],
                ['Phone', <Link href={`tel:${booking.phone}`}>{booking.phone}</Link>],
                ['Consent given', formatReceived(booking.consentAt)],
              ]}
            />
          </DetailCard>
          <Suspense fallback={<Loading label="Opening" />}>
            <BookingTravellersSection bookingId={booking.id} nameChanges={booking.nameChanges} />
          </Suspense>
          <DetailCard title="Passport">
            <PassportView booking={booking} />
          </DetailCard>
          <BookingPolicyCard booking={booking} />
        </Stack>
        <Stack spacing={2}>
          <DetailCard title="Handling">
            <Suspense fallback={<Loading label="Opening" />}>
              <StatusForm booking={booking} />
            </Suspense>
          </DetailCard>
          <Suspense fallback={<Loading label="Opening" />}>
            <BookingPaymentSection booking={booking} />
            <BookingScheduleSection booking={booking} />
            <BookingCreditsSection booking={booking} />
            <BookingCancellationSection booking={booking} />
            <BookingMessagesSection bookingId={booking.id} language={booking.language} />
          </Suspense>
        </Stack>
      </Box>
      <ConfirmDialog
        open={confirming}
        title="Delete booking?"
        message="Are you sure you want to delete this booking? Its passport scan is deleted too. This cannot be undone."
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '160px minmax(0, 1fr)' },
        alignItems: 'baseline',
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1 },
        '& dt': { color: 'text.secondary', mt: { xs: 1, sm: 0 } },
        '& dd': { m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
      }}
    >
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2">
            {term}
          </Typography>
          <Typography component="dd" variant="body1">
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function PassportView({ booking }: { booking: Booking }) {
  if (booking.passport) {
    return (
      <Stack spacing={1.5} alignItems="flex-start">
        <Stack direction="row" spacing={1} alignItems="center">
          <DescriptionOutlinedIcon color="action" />
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {`${booking.passport.fileName} (${formatSize(booking.passport.size)})`}
          </Typography>
        </Stack>
        <Button variant="contained" href={passportPath(booking.id)} target="_blank" rel="noopener">
          View passport
        </Button>
        <Typography variant="body2" color="text.secondary">
          {`Opens in a new tab for signed-in admins only. Each view is recorded in the audit log. The scan is deleted automatically after the trip${booking.tripDate ? ` (${formatDay(booking.tripDate)})` : ''}.`}
        </Typography>
      </Stack>
    );
  }
  return (
    <Typography color="text.secondary">
      {booking.passportDeletedAt
        ? `The scan was deleted on ${formatReceived(booking.passportDeletedAt)}, as the retention period ended.`
        : 'No passport scan was attached.'}
    </Typography>
  );
}
