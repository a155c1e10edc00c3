import AirplaneTicket from '@mui/icons-material/AirplaneTicketOutlined';
import CheckCircle from '@mui/icons-material/CheckCircleOutlined';
import DirectionsBus from '@mui/icons-material/DirectionsBusOutlined';
import Groups from '@mui/icons-material/GroupsOutlined';
import HotelOutlined from '@mui/icons-material/HotelOutlined';
import MenuBook from '@mui/icons-material/MenuBookOutlined';
import VerifiedUser from '@mui/icons-material/VerifiedUserOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { STATS } from '@umrah/domain/constants';
import { Link as RouterLink } from 'react-router-dom';
import { PageMeta } from '../../../components/seo/page-meta';
import { ContactInfoList } from '../../../components/ui/contact-info-list';
import { PageBanner } from '../../../components/ui/page-banner';
import { SectionHeading } from '../../../components/ui/section-heading';
import { siteNameOf, useSettings } from '../../../lib/get-settings';

const REASONS = [
  `${STATS.years} years of experience organising Umrah journeys`,
  `${STATS.pilgrims} happy pilgrims from across Canada`,
  'A Canadian-based team you can reach 24/7',
  'Hotels close to the Haram in Makkah and Madinah',
  'Visa, flights and accommodation in one hassle-free package',
  'Clear prices per person, with group rates for 10 or more people',
] as const;

const SERVICES = [
  {
    title: 'Umrah Visa',
    text: 'We prepare and submit your visa application.',
    icon: <VerifiedUser />,
  },
  {
    title: 'Flights',
    text: 'Return flights from major Canadian airports.',
    icon: <AirplaneTicket />,
  },
  {
    title: 'Hotels',
    text: 'Comfortable hotels near the Haram in both cities.',
    icon: <HotelOutlined />,
  },
  {
    title: 'Transfers',
    text: 'Ground transport between airports, hotels and cities.',
    icon: <DirectionsBus />,
  },
  {
    title: 'Guidance',
    text: 'Help with the rites of Umrah before and during your trip.',
    icon: <MenuBook />,
  },
  {
    title: 'Group Trips',
    text: 'Special arrangements for families, mosques and groups.',
    icon: <Groups />,
  },
] as const;

/** /about: mission, reasons to choose us, services and contact details from settings. */
export function AboutPage() {
  const settings = useSettings();
  const siteName = siteNameOf(settings);
  const hasContact = Boolean(
    settings.phone || settings.email || settings.address || settings.whatsappNumber,
  );

  return (
    <>
      <PageMeta
        title="About Us"
        description={`About ${siteName}: a Canadian Umrah agency with ${STATS.years} years of experience and ${STATS.pilgrims} happy pilgrims. Our mission, services and how to reach us.`}
      />
      <PageBanner
        eyebrow="About Us"
        title={`About ${siteName}`}
        subtitle="Serving Canadian pilgrims on the journey of a lifetime."
      />

      <Container maxWidth="lg" sx={{ py: { xs: 7, md: 11 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 5, md: 8 },
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          }}
        >
          <Box component="section" aria-labelledby="mission-heading">
            <SectionHeading
              id="mission-heading"
              eyebrow="Our mission"
              title="Making Umrah Simple and Meaningful"
              align="left"
            />
            <Typography sx={{ mb: 2 }}>
              Our mission is to make the blessed journey of Umrah accessible, comfortable and
              spiritually fulfilling for every Muslim in Canada. We take care of the planning so
              that you can devote your heart to worship.
            </Typography>
            <Typography color="text.secondary">
              As a Canadian-based company, we understand the needs of pilgrims travelling from here:
              long-haul flights, families with children and elders, and the wish to stay close to
              the Haram. Every package is built around those needs.
            </Typography>
          </Box>
          <Card component="section" aria-labelledby="reasons-heading" sx={{ p: { xs: 3, md: 5 } }}>
            <Typography variant="h4" component="h2" id="reasons-heading" sx={{ mb: 3 }}>
              Why Pilgrims Choose Us
            </Typography>
            <Stack component="ul" spacing={1.75} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {REASONS.map((reason) => (
                <Box component="li" key={reason} sx={{ display: 'flex', gap: 1.5 }}>
                  <CheckCircle sx={{ color: 'primary.main', mt: '2px' }} aria-hidden />
                  <Typography>{reason}</Typography>
                </Box>
              ))}
            </Stack>
          </Card>
        </Box>
      </Container>

      <Box
        component="section"
        aria-labelledby="services-heading"
        sx={{ py: { xs: 7, md: 11 }, bgcolor: 'background.paper' }}
      >
        <Container maxWidth="lg">
          <SectionHeading id="services-heading" eyebrow="What we do" title="Our Services" />
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: {
                xs: '1fr',
                sm: 'repeat(2, minmax(0, 1fr))',
                md: 'repeat(3, minmax(0, 1fr))',
              },
            }}
          >
            {SERVICES.map((service) => (
              <Card
                key={service.title}
                sx={{ p: 3.5, display: 'flex', gap: 2.5, alignItems: 'flex-start' }}
              >
                <Box
                  aria-hidden
                  sx={{
                    width: 52,
                    height: 52,
                    flexShrink: 0,
                    borderRadius: 3,
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                  }}
                >
                  {service.icon}
                </Box>
                <Box>
                  <Typography variant="h6" component="h3">
                    {service.title}
                  </Typography>
                  <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                    {service.text}
                  </Typography>
                </Box>
              </Card>
            ))}
          </Box>
        </Container>
      </Box>

      <Container maxWidth="md" sx={{ py: { xs: 7, md: 11 } }}>
        <Box
          component="section"
          aria-labelledby="about-contact-heading"
          sx={{ textAlign: hasContact ? 'left' : 'center' }}
        >
          <SectionHeading
            id="about-contact-heading"
            eyebrow="Contact"
            title="Talk to Our Team"
            subtitle="We reply to every enquiry within 24 hours."
          />
          {hasContact && (
            <Card sx={{ p: { xs: 3, md: 5 }, mb: 4 }}>
              <ContactInfoList settings={settings} />
            </Card>
          )}
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'center' }}
          >
            <Button component={RouterLink} to="/contact" variant="contained" size="large">
              Contact Us
            </Button>
            <Button component={RouterLink} to="/past-trips" variant="outlined" size="large">
              See Our Past Trips
            </Button>
          </Stack>
        </Box>
      </Container>
    </>
  );
}
