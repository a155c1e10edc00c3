import FlightTakeoff from '@mui/icons-material/FlightTakeoff';
import Place from '@mui/icons-material/PlaceOutlined';
import SupportAgent from '@mui/icons-material/SupportAgentOutlined';
import WorkspacePremium from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { SectionHeading } from '../../../components/ui/section-heading';

const FEATURES = [
  {
    title: 'Premium Service',
    text: 'Hand-picked hotels close to the Haram and thoughtful care at every step.',
    icon: <WorkspacePremium />,
  },
  {
    title: 'Canadian Based',
    text: 'A Canadian company serving pilgrims from coast to coast, in your time zone.',
    icon: <Place />,
  },
  {
    title: '24/7 Support',
    text: 'Our team is reachable day and night, before you leave and throughout your trip.',
    icon: <SupportAgent />,
  },
  {
    title: 'Hassle-Free',
    text: 'Visa, flights and accommodation arranged together in one simple package.',
    icon: <FlightTakeoff />,
  },
] as const;

/** Home section 3: the four reasons to choose us. */
export function WhyChooseUsSection() {
  return (
    <Box component="section" aria-labelledby="why-heading" sx={{ py: { xs: 8, md: 12 } }}>
      <Container maxWidth="lg">
        <SectionHeading
          id="why-heading"
          eyebrow="Why choose us"
          title="Your Pilgrimage, in Trusted Hands"
          subtitle="Everything is taken care of, so you can focus on your worship."
        />
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(4, minmax(0, 1fr))',
            },
          }}
        >
          {FEATURES.map((feature) => (
            <Card key={feature.title} sx={{ p: 3.5, textAlign: 'center' }}>
              <Box
                aria-hidden
                sx={{
                  width: 64,
                  height: 64,
                  mx: 'auto',
                  mb: 2.5,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  boxShadow: (theme) => `0 0 0 6px ${(theme.vars ?? theme).palette.action.hover}`,
                  '& svg': { fontSize: 30 },
                }}
              >
                {feature.icon}
              </Box>
              <Typography variant="h6" component="h3">
                {feature.title}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {feature.text}
              </Typography>
            </Card>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
