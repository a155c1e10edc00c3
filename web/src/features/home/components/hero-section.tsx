import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { patternBackground } from '../../../components/ui/pattern';

/**
 * Home section 1: the settings' hero image (the page's LCP element: eager, high priority) or,
 * when none is set, a deep green geometric backdrop; the headline and two calls to action.
 */
export function HeroSection({ imageUrl }: { imageUrl: string }) {
  return (
    <Box
      component="section"
      aria-labelledby="hero-heading"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        color: '#fff',
        bgcolor: 'deep.main',
        backgroundImage: patternBackground,
        minHeight: { xs: 560, md: 680 },
        display: 'flex',
        alignItems: 'center',
      }}
    >
      {imageUrl && (
        <ResponsiveImage
          src={imageUrl}
          alt=""
          width={1600}
          height={900}
          sizes="100vw"
          priority
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            aspectRatio: 'auto',
            objectFit: 'cover',
          }}
        />
      )}
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          background:
            'linear-gradient(100deg, rgba(6, 20, 13, 0.88) 0%, rgba(6, 20, 13, 0.66) 45%, rgba(6, 20, 13, 0.25) 100%)',
        }}
      />
      <Container maxWidth="lg" sx={{ position: 'relative', py: { xs: 10, md: 14 } }}>
        <Box sx={{ maxWidth: 680 }}>
          <Typography
            variant="overline"
            component="p"
            sx={{ color: 'accent.main', mb: 2, fontSize: '0.8rem' }}
          >
            Umrah packages from Canada
          </Typography>
          <Typography variant="h1" id="hero-heading" sx={{ color: '#fff' }}>
            Embark on the Journey of a Lifetime
          </Typography>
          <Typography
            sx={{
              mt: 3,
              fontSize: { xs: '1.1rem', md: '1.25rem' },
              color: 'rgba(255,255,255,0.9)',
              maxWidth: 560,
            }}
          >
            Premium, hassle-free Umrah packages with visa, flights and hotels near the Haram,
            planned by a Canadian team with 24/7 support.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 5 }}>
            <Button
              component={RouterLink}
              to="/packages"
              variant="contained"
              color="accent"
              size="large"
              endIcon={<ArrowForward />}
            >
              Explore Packages
            </Button>
            <Button
              component={RouterLink}
              to="/contact"
              variant="outlined"
              size="large"
              sx={{
                color: '#fff',
                borderColor: 'rgba(255,255,255,0.7)',
                '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255,255,255,0.08)' },
              }}
            >
              Contact Us
            </Button>
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
