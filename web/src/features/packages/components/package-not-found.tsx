import Home from '@mui/icons-material/HomeOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageMeta } from '../../../components/seo/page-meta';

/** A missing, unpublished or unreadable package (spec: 'Package Not Found', Back to Home). */
export function PackageNotFound() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 } }}>
      <PageMeta
        title="Package Not Found"
        description="This Umrah package does not exist or is no longer available."
      />
      <Card sx={{ p: { xs: 4, md: 6 }, textAlign: 'center' }}>
        <Box aria-hidden sx={{ color: 'primary.main', '& svg': { fontSize: 56 } }}>
          <SearchOff />
        </Box>
        <Typography variant="h3" component="h1" sx={{ mt: 2 }}>
          Package Not Found
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4 }}>
          The package you are looking for does not exist or is no longer available.
        </Typography>
        <Button component={RouterLink} to="/" variant="contained" startIcon={<Home />}>
          Back to Home
        </Button>
      </Card>
    </Container>
  );
}
