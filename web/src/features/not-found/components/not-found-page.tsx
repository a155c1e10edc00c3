import Home from '@mui/icons-material/HomeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageMeta } from '../../../components/seo/page-meta';

/** Any unknown path: the 404 'Page Not Found' card. */
export function NotFoundPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 14 } }}>
      <PageMeta title="Page Not Found" description="The page you are looking for does not exist." />
      <Card sx={{ p: { xs: 4, md: 6 }, textAlign: 'center' }}>
        <Typography
          component="p"
          aria-hidden
          sx={{
            fontFamily: 'ui-serif, Georgia, Cambria, "Times New Roman", serif',
            fontWeight: 700,
            fontSize: { xs: '4.5rem', md: '6rem' },
            lineHeight: 1,
            color: 'primary.main',
          }}
        >
          404
        </Typography>
        <Typography variant="h3" component="h1" sx={{ mt: 2 }}>
          Page Not Found
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4 }}>
          The page you are looking for does not exist or has moved.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button component={RouterLink} to="/" variant="contained" startIcon={<Home />}>
            Back to Home
          </Button>
          <Button component={RouterLink} to="/packages" variant="outlined">
            View Packages
          </Button>
        </Box>
      </Card>
    </Container>
  );
}
