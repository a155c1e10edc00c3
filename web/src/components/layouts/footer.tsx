import Email from '@mui/icons-material/EmailOutlined';
import LocationOn from '@mui/icons-material/LocationOnOutlined';
import Phone from '@mui/icons-material/PhoneOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COPYRIGHT_FALLBACK_NAME } from '@umrah/domain/constants';
import { whatsappLink } from '@umrah/domain/whatsapp';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { siteNameOf, useSettings } from '../../lib/get-settings';
import { patternBackground } from '../ui/pattern';
import { renderWhenNear } from '../ui/render-when-near';
import { QUICK_LINKS } from './nav-links';
import { SocialLinks } from './social-links';

const linkSx = { color: 'rgba(255,255,255,0.82)', '&:hover': { color: '#fff' } } as const;

function FooterHeading({ children }: { children: ReactNode }) {
  return (
    <Typography
      component="h2"
      variant="overline"
      sx={{ color: 'accent.main', display: 'block', mb: 2 }}
    >
      {children}
    </Typography>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box aria-hidden sx={{ color: 'accent.main', display: 'flex', mt: '2px' }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  );
}

/** Site footer (spec section 2): blurb, quick links, contact details, social icons, copyright. */
export function Footer() {
  const settings = useSettings();
  const year = new Date().getFullYear();
  const copyrightName = settings.siteName.trim() || COPYRIGHT_FALLBACK_NAME;

  return (
    <Box
      component="footer"
      sx={{
        bgcolor: 'deep.main',
        backgroundImage: patternBackground,
        color: 'rgba(255,255,255,0.82)',
        pt: { xs: 7, md: 9 },
        pb: 4,
        ...renderWhenNear(700),
      }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 5, md: 6 },
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.4fr 1fr 1.2fr' },
          }}
        >
          <Box>
            <Typography
              component="p"
              sx={{
                color: '#fff',
                fontFamily: 'ui-serif, Georgia, Cambria, "Times New Roman", serif',
                fontWeight: 700,
                fontSize: '1.4rem',
                mb: 1.5,
              }}
            >
              {siteNameOf(settings)}
            </Typography>
            <Typography sx={{ maxWidth: 380, mb: 3 }}>
              Canadian-based Umrah specialists. Visa, flights and hotels near the Haram in Makkah
              and Madinah, arranged with care so you can focus on your worship.
            </Typography>
            <SocialLinks settings={settings} withWhatsApp sx={{ color: '#fff' }} />
          </Box>

          <Box component="nav" aria-labelledby="footer-quick-links">
            <FooterHeading>
              <span id="footer-quick-links">Quick Links</span>
            </FooterHeading>
            <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {QUICK_LINKS.map((link) => (
                <li key={link.to}>
                  <Link component={RouterLink} to={link.to} sx={linkSx}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>

          <Box>
            <FooterHeading>Contact Us</FooterHeading>
            <Stack component="ul" spacing={1.75} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {settings.phone && (
                <ContactLine icon={<Phone fontSize="small" />}>
                  <Link href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`} sx={linkSx}>
                    {settings.phone}
                  </Link>
                </ContactLine>
              )}
              {settings.whatsappNumber && (
                <ContactLine icon={<WhatsApp fontSize="small" />}>
                  <Link
                    href={whatsappLink(settings.whatsappNumber)}
                    target="_blank"
                    rel="noopener noreferrer"
                    sx={linkSx}
                  >
                    {settings.whatsappNumber}
                  </Link>
                </ContactLine>
              )}
              {settings.email && (
                <ContactLine icon={<Email fontSize="small" />}>
                  <Link href={`mailto:${settings.email}`} sx={linkSx}>
                    {settings.email}
                  </Link>
                </ContactLine>
              )}
              {settings.address && (
                <ContactLine icon={<LocationOn fontSize="small" />}>
                  <Box component="address" sx={{ fontStyle: 'normal' }}>
                    {settings.address}
                  </Box>
                </ContactLine>
              )}
            </Stack>
          </Box>
        </Box>

        <Box sx={{ borderTop: '1px solid rgba(255,255,255,0.14)', mt: { xs: 6, md: 8 }, mb: 3 }} />
        <Typography variant="body2" sx={{ textAlign: 'center', color: 'rgba(255,255,255,0.72)' }}>
          © {year} {copyrightName}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
