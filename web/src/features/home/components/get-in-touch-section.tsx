import Lock from '@mui/icons-material/LockOutlined';
import Schedule from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SectionHeading } from '../../../components/ui/section-heading';

/** Home section 7: the contact form (passed in by app/) with the two reassurance notes. */
export function GetInTouchSection({ form }: { form: ReactNode }) {
  return (
    <Box
      component="section"
      aria-labelledby="get-in-touch-heading"
      sx={{ py: { xs: 8, md: 12 }, bgcolor: 'background.paper' }}
    >
      <Container maxWidth="md">
        <SectionHeading
          id="get-in-touch-heading"
          eyebrow="Contact"
          title="Get in Touch"
          subtitle="Tell us about your plans and we will help you find the right package."
        />
        <Card sx={{ p: { xs: 3, md: 5 } }}>
          {form}
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 1.5, sm: 4 }}
            sx={{ mt: 3, color: 'text.secondary' }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Schedule fontSize="small" sx={{ color: 'primary.main' }} aria-hidden />
              <Typography variant="body2">We respond within 24 hours</Typography>
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Lock fontSize="small" sx={{ color: 'primary.main' }} aria-hidden />
              <Typography variant="body2">100% Secure</Typography>
            </Box>
          </Stack>
        </Card>
      </Container>
    </Box>
  );
}
