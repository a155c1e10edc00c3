import ArrowBack from '@mui/icons-material/ArrowBack';
import CheckCircle from '@mui/icons-material/CheckCircleOutlined';
import Cancel from '@mui/icons-material/CancelOutlined';
import FlightTakeoff from '@mui/icons-material/FlightTakeoff';
import HotelOutlined from '@mui/icons-material/HotelOutlined';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { Package } from '@umrah/domain/package';
import { linesToList, splitParagraphs } from '@umrah/domain/text';
import { Link as RouterLink } from 'react-router-dom';
import { PageMeta } from '../../../components/seo/page-meta';
import { renderWhenNear } from '../../../components/ui/render-when-near';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { StarRating } from '../../../components/ui/star-rating';
import { imageOf } from '../../../lib/image-of';
import { nightsLabel } from '../nights';
import { DetailSection } from './detail-section';
import { IconList } from './icon-list';
import { PackageContact } from './package-contact';
import { PackageFacts } from './package-facts';
import { PricingCards } from './pricing-cards';
import { HydrateSeparately } from '../../../components/ui/hydrate-separately';

function Hotels({ pkg }: { pkg: Package }) {
  const hotels = [
    { city: 'Makkah', name: pkg.makkaHotel, nights: pkg.nightsInMakkah },
    { city: 'Madina', name: pkg.madinaHotel, nights: pkg.nightsInMadina },
  ].filter((hotel) => hotel.name.trim() !== '');
  if (hotels.length === 0) return null;
  return (
    <DetailSection title="Accommodation">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {hotels.map((hotel) => (
          <Card key={hotel.city} sx={{ p: 3, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            <HotelOutlined sx={{ color: 'primary.main', mt: 0.5 }} aria-hidden />
            <Box>
              <Typography variant="body2" color="text.secondary">
                {hotel.city}
              </Typography>
              <Typography variant="h6" component="h3">
                {hotel.name}
              </Typography>
              <Typography color="text.secondary">{nightsLabel(hotel.nights)}</Typography>
            </Box>
          </Card>
        ))}
      </Box>
    </DetailSection>
  );
}

const greenIcon = { color: 'primary.main' } as const;

/** The full package page (spec section 2), in the spec's order. */
export function PackageDetail({ pkg }: { pkg: Package }) {
  const paragraphs = splitParagraphs(pkg.fullDescription);
  const airports = linesToList(pkg.airports);

  return (
    <article>
      <PageMeta title={pkg.title} description={pkg.description} />
      <Box sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
          <Button
            component={RouterLink}
            to="/packages"
            startIcon={<ArrowBack />}
            sx={{ mb: 3, ml: -1.5 }}
          >
            All packages
          </Button>
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 4, md: 6 },
              gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
              alignItems: 'center',
            }}
          >
            <Box>
              <Typography variant="overline" component="p" sx={{ color: 'primary.main' }}>
                Umrah Package
              </Typography>
              <Typography variant="h1" sx={{ fontSize: 'clamp(2rem, 1.4rem + 2.2vw, 3rem)' }}>
                {pkg.title}
              </Typography>
              <Typography variant="subtitle1" color="text.secondary" sx={{ mt: 2 }}>
                {pkg.description}
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2, mb: 3 }}>
                <StarRating
                  value={pkg.hotelRating}
                  label={`${pkg.hotelRating}-star hotel`}
                  size="medium"
                />
                <Typography variant="body2" color="text.secondary" aria-hidden>
                  {pkg.hotelRating}-star hotel
                </Typography>
              </Box>
              <PackageFacts pkg={pkg} />
            </Box>
            <ResponsiveImage
              src={imageOf(pkg)}
              alt={pkg.title}
              width={960}
              height={600}
              sizes="(min-width: 1200px) 640px, (min-width: 900px) 55vw, 100vw"
              priority
              sx={{ borderRadius: 4, boxShadow: '0 24px 60px rgba(0,0,0,0.18)' }}
            />
          </Box>
        </Container>
      </Box>

      {/* Below the first screen: taken over after it, the pricing after the details; each drawn
          as it nears the viewport, so a phone lays out only the first screen at load. */}
      <HydrateSeparately>
        <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, ...renderWhenNear(1600) }}>
          {(pkg.features ?? []).length > 0 && (
            <DetailSection title="Package Features">
              <IconList items={pkg.features} icon={<TaskAlt sx={greenIcon} />} columns={2} />
            </DetailSection>
          )}
          <Hotels pkg={pkg} />
          {paragraphs.length > 0 && (
            <DetailSection title="About This Package">
              {paragraphs.map((paragraph, i) => (
                <Typography key={i} sx={{ mb: 2, whiteSpace: 'pre-line' }}>
                  {paragraph}
                </Typography>
              ))}
            </DetailSection>
          )}
          {((pkg.inclusions ?? []).length > 0 || (pkg.exclusions ?? []).length > 0) && (
            <Box
              sx={{
                display: 'grid',
                columnGap: 4,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              {(pkg.inclusions ?? []).length > 0 && (
                <DetailSection title="What's Included">
                  <IconList items={pkg.inclusions} icon={<CheckCircle sx={greenIcon} />} />
                </DetailSection>
              )}
              {(pkg.exclusions ?? []).length > 0 && (
                <DetailSection title="Not Included">
                  <IconList items={pkg.exclusions} icon={<Cancel sx={{ color: 'error.main' }} />} />
                </DetailSection>
              )}
            </Box>
          )}
          {airports.length > 0 && (
            <DetailSection title="Departure Airports">
              <IconList items={airports} icon={<FlightTakeoff sx={greenIcon} />} columns={2} />
            </DetailSection>
          )}
        </Container>

        <HydrateSeparately>
          <Box
            sx={{
              bgcolor: 'background.paper',
              borderTop: 1,
              borderColor: 'divider',
              ...renderWhenNear(1300),
            }}
          >
            <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
              <Box component="section" aria-labelledby="pricing-heading">
                <Typography
                  variant="h3"
                  component="h2"
                  id="pricing-heading"
                  sx={{ textAlign: 'center', mb: 1 }}
                >
                  Choose Your Room
                </Typography>
                <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 5 }}>
                  Prices are per person in Canadian dollars.
                </Typography>
                <PricingCards pkg={pkg} />
              </Box>
              <Divider sx={{ my: { xs: 6, md: 8 } }} />
              <PackageContact pkg={pkg} />
            </Container>
          </Box>
        </HydrateSeparately>
      </HydrateSeparately>
    </article>
  );
}
