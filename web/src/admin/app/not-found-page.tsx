import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** An unknown /admin/… address (spec section 2: a 404 'Page Not Found' card). */
export function AdminNotFoundPage() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 480, mx: 'auto', my: 8, textAlign: 'center' }}>
      <title>Page Not Found</title>
      <CardContent sx={{ p: 4 }}>
        <Typography variant="h3" component="p" color="text.secondary">
          404
        </Typography>
        <Typography variant="h5" component="h1" gutterBottom>
          Page Not Found
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          This admin page does not exist.
        </Typography>
        <Button component={RouterLink} to="/admin/dashboard" variant="contained">
          Go to the dashboard
        </Button>
      </CardContent>
    </Card>
  );
}
