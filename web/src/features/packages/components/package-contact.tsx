import MailOutlined from '@mui/icons-material/MailOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatBlogDate } from '@umrah/domain/dates';
import type { Package } from '@umrah/domain/package';
import { Link as RouterLink } from 'react-router-dom';
import { WhatsAppButton } from '../../../components/ui/whatsapp-button';

type MessagePackage = Pick<Package, 'title' | 'departureDate' | 'returnDate'>;

/** The prefilled WhatsApp message: which package (and its dates) the pilgrim asks about. */
export function packageWhatsAppMessage(pkg: MessagePackage): string {
  const dates = [
    pkg.departureDate ? `departing ${formatBlogDate(pkg.departureDate)}` : '',
    pkg.returnDate ? `returning ${formatBlogDate(pkg.returnDate)}` : '',
  ].filter(Boolean);
  const when = dates.length > 0 ? ` (${dates.join(', ')})` : '';
  return `Assalamu alaikum! I'm interested in the "${pkg.title}" Umrah package${when}. Could you please share more details?`;
}

/** The closing section: Contact Us goes to /contact, WhatsApp opens a prefilled chat. */
export function PackageContact({ pkg }: { pkg: MessagePackage }) {
  return (
    <Box component="section" aria-labelledby="package-contact-heading" sx={{ textAlign: 'center' }}>
      <Typography variant="h4" component="h2" id="package-contact-heading">
        Have questions about this package?
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4, maxWidth: 560, mx: 'auto' }}>
        Our team is happy to help with dates, rooms, group rates and visas. We reply within 24
        hours.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button
          component={RouterLink}
          to="/contact"
          variant="outlined"
          size="large"
          startIcon={<MailOutlined />}
        >
          Contact Us
        </Button>
        <WhatsAppButton size="large" message={packageWhatsAppMessage(pkg)}>
          WhatsApp
        </WhatsAppButton>
      </Stack>
    </Box>
  );
}
