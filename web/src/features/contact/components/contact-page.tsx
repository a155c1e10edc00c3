import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SocialLinks, socialLinks } from '../../../components/layouts/social-links';
import { PageMeta } from '../../../components/seo/page-meta';
import { ContactInfoList } from '../../../components/ui/contact-info-list';
import { PageBanner } from '../../../components/ui/page-banner';
import { useSettings } from '../../../lib/get-settings';
import { ContactForm } from './contact-form';
import { OfficeHours } from './office-hours';

function SideCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" sx={{ p: { xs: 3, md: 4 } }}>
      <Typography variant="h5" component="h2" sx={{ mb: 2.5 }}>
        {title}
      </Typography>
      {children}
    </Card>
  );
}

/** /contact: the form, contact details and social links from settings, office hours. */
export function ContactPage() {
  const settings = useSettings();
  const hasDetails = Boolean(
    settings.phone || settings.email || settings.address || settings.whatsappNumber,
  );

  return (
    <>
      <PageMeta
        title="Contact Us"
        description="Contact our Canadian Umrah team by form, phone, email or WhatsApp. We reply within 24 hours."
      />
      <PageBanner
        eyebrow="Contact"
        title="Contact Us"
        subtitle="Questions about packages, visas or dates? Send us a message and we will reply within 24 hours."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 4 },
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
            alignItems: 'start',
          }}
        >
          <Card
            component="section"
            sx={{ p: { xs: 3, md: 5 } }}
            aria-labelledby="contact-form-heading"
          >
            <Typography variant="h4" component="h2" id="contact-form-heading">
              Send Us a Message
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
              Fill in the form and one of our Umrah specialists will get back to you.
            </Typography>
            <ContactForm />
          </Card>
          <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 } }}>
            {hasDetails && (
              <SideCard title="Get in Touch">
                <ContactInfoList settings={settings} />
              </SideCard>
            )}
            <SideCard title="Office Hours">
              <OfficeHours />
            </SideCard>
            {socialLinks(settings).length > 0 && (
              <SideCard title="Follow Us">
                <SocialLinks settings={settings} sx={{ color: 'primary.main' }} />
              </SideCard>
            )}
          </Box>
        </Box>
      </Container>
    </>
  );
}
