import VerifiedUser from '@mui/icons-material/VerifiedUserOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { PageMeta } from '../../../components/seo/page-meta';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageBanner } from '../../../components/ui/page-banner';
import { parseRoom, roomDescription } from '../rooms';
import { BookingForm, type BookablePackage } from './booking-form';
import { HydrateSeparately } from '../../../components/ui/hydrate-separately';
import { BookingSteps } from './booking-steps';

interface BookingPageProps {
  /** The published packages; undefined while loading or after a failure. */
  packages: readonly BookablePackage[] | undefined;
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
}

function FormArea({ packages, status, onRetry }: BookingPageProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const slug = searchParams.get('package');
  const room = parseRoom(searchParams.get('room'));

  if (status === 'pending') return <LoadingState label="Loading packages" />;
  if (status === 'error' || !packages) {
    return (
      <ErrorState
        title="We couldn't load our packages"
        description="The booking form needs the package list. Please try again, or contact us on WhatsApp."
        onRetry={onRetry}
      />
    );
  }

  const preselected = slug ? packages.find((pkg) => pkg.slug === slug) : undefined;
  return (
    <>
      {slug && !preselected && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          The package you chose is no longer available. Please select another package.
        </Alert>
      )}
      {preselected && room && (
        <Alert severity="info" sx={{ mb: 3 }}>
          Room preference: <strong>{roomDescription(room)}</strong>
        </Alert>
      )}
      <BookingForm
        packages={packages}
        initialPackageId={preselected?.id ?? ''}
        room={preselected ? room : null}
        onPackageChange={(id) => {
          // A different package than the one chosen on its page: drop the room note.
          if (preselected && id !== preselected.id && room) {
            setSearchParams({ package: slug ?? '' }, { replace: true });
          }
        }}
        // The form clears itself; the link's package and room note go too.
        onSubmitted={() => setSearchParams({}, { replace: true })}
      />
    </>
  );
}

/** /booking: the booking request form; `?package={slug}&room={type}` preselects a package. */
export function BookingPage(props: BookingPageProps) {
  return (
    <>
      <PageMeta
        title="Book Your Umrah"
        description="Request your Umrah booking online: choose a package, your travel date and travellers. We review every request within 24 hours."
      />
      <PageBanner
        eyebrow="Booking"
        title="Book Your Umrah"
        subtitle="Send us your booking request. We review every request within 24 hours and contact you to confirm the details."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 4 },
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 7fr) minmax(0, 4fr)' },
            alignItems: 'start',
          }}
        >
          {/* Taken over after the banner; the steps (below the form on a phone) after the form. */}
          <HydrateSeparately>
            <Card
              component="section"
              aria-labelledby="booking-form-heading"
              sx={{ p: { xs: 3, md: 5 } }}
            >
              <Typography variant="h4" component="h2" id="booking-form-heading">
                Booking Request
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
                Fields marked * are required. No payment is taken now.
              </Typography>
              <FormArea {...props} />
            </Card>
            <HydrateSeparately>
              <Card
                component="aside"
                aria-labelledby="booking-steps-heading"
                sx={{ p: { xs: 3, md: 4 }, position: { md: 'sticky' }, top: { md: 100 } }}
              >
                <Typography variant="h5" component="h2" id="booking-steps-heading">
                  What happens next?
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
                  Your request is reviewed within 24 hours.
                </Typography>
                <BookingSteps />
                <Box
                  sx={{
                    mt: 4,
                    p: 2,
                    borderRadius: 3,
                    bgcolor: 'action.hover',
                    display: 'flex',
                    gap: 1.5,
                    alignItems: 'flex-start',
                  }}
                >
                  <VerifiedUser sx={{ color: 'primary.main' }} aria-hidden />
                  <Typography variant="body2">
                    No payment is needed now: we confirm every detail with you first.
                  </Typography>
                </Box>
              </Card>
            </HydrateSeparately>
          </HydrateSeparately>
        </Box>
      </Container>
    </>
  );
}
