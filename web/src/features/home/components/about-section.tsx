import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { STATS } from '@umrah/domain/constants';
import { Link as RouterLink } from 'react-router-dom';
import { patternBackground } from '../../../components/ui/pattern';

const STAT_ITEMS = [
  { value: STATS.years, label: 'Years of Experience' },
  { value: STATS.pilgrims, label: 'Happy Pilgrims' },
] as const;

/** Home section 4: who we are, with the 15+ and 5000+ stats. */
export function AboutSection({ siteName }: { siteName: string }) {
  return (
    <Box
      component="section"
      aria-labelledby="home-about-heading"
      sx={{ py: { xs: 8, md: 12 }, bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 5, md: 8 },
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
            alignItems: 'center',
          }}
        >
          <Box>
            <Typography variant="overline" component="p" sx={{ color: 'primary.main', mb: 1 }}>
              About us
            </Typography>
            <Typography variant="h2" id="home-about-heading">
              A Canadian Agency Devoted to Your Umrah
            </Typography>
            <Box
              aria-hidden
              sx={{ width: 64, height: 3, borderRadius: 2, bgcolor: 'accent.main', my: 3 }}
            />
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              For more than fifteen years, {siteName} has helped Muslim families across Canada
              answer the call to Makkah and Madinah. We know how much this journey means, so we plan
              every detail with care: visas, flights, hotels close to the Haram and guidance along
              the way.
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 4 }}>
              From your first question to your safe return home, our team is with you around the
              clock.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Button
                component={RouterLink}
                to="/about"
                variant="contained"
                endIcon={<ArrowForward />}
              >
                Learn More About Us
              </Button>
              <Button component={RouterLink} to="/past-trips" variant="outlined">
                See Our Past Trips
              </Button>
            </Stack>
          </Box>
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
            }}
          >
            {STAT_ITEMS.map((stat) => (
              <Box
                key={stat.label}
                sx={{
                  p: { xs: 3, md: 5 },
                  borderRadius: 4,
                  textAlign: 'center',
                  color: '#fff',
                  bgcolor: 'deep.main',
                  backgroundImage: patternBackground,
                  border: 1,
                  borderColor: 'divider',
                }}
              >
                <Typography
                  component="p"
                  sx={{
                    fontFamily: 'ui-serif, Georgia, Cambria, "Times New Roman", serif',
                    fontWeight: 700,
                    fontSize: { xs: '2.5rem', md: '3.5rem' },
                    lineHeight: 1,
                    color: 'accent.main',
                  }}
                >
                  {stat.value}
                </Typography>
                <Typography sx={{ mt: 1.5, fontWeight: 600 }}>{stat.label}</Typography>
              </Box>
            ))}
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
