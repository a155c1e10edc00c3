import Email from '@mui/icons-material/EmailOutlined';
import LocationOn from '@mui/icons-material/LocationOnOutlined';
import Phone from '@mui/icons-material/PhoneOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PublicSettings } from '@umrah/domain/settings';
import { whatsappLink } from '@umrah/domain/whatsapp';
import type { ReactNode } from 'react';

type ContactSettings = Pick<PublicSettings, 'phone' | 'email' | 'address' | 'whatsappNumber'>;

function Item({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <Box
        aria-hidden
        sx={{
          width: 44,
          height: 44,
          flexShrink: 0,
          borderRadius: 3,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          color: 'primary.main',
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Box sx={{ fontWeight: 600 }}>{children}</Box>
      </Box>
    </Box>
  );
}

/** Phone (tel:), email (mailto:), address and WhatsApp from settings, each only when set. */
export function ContactInfoList({ settings }: { settings: ContactSettings }) {
  const items = [
    settings.phone && (
      <Item key="phone" icon={<Phone />} label="Phone">
        <Link href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`} color="inherit">
          {settings.phone}
        </Link>
      </Item>
    ),
    settings.email && (
      <Item key="email" icon={<Email />} label="Email">
        <Link href={`mailto:${settings.email}`} color="inherit">
          {settings.email}
        </Link>
      </Item>
    ),
    settings.address && (
      <Item key="address" icon={<LocationOn />} label="Address">
        <Box component="address" sx={{ fontStyle: 'normal' }}>
          {settings.address}
        </Box>
      </Item>
    ),
    settings.whatsappNumber && (
      <Item key="whatsapp" icon={<WhatsApp />} label="WhatsApp">
        <Link
          href={whatsappLink(settings.whatsappNumber)}
          target="_blank"
          rel="noopener noreferrer"
          color="inherit"
        >
          {settings.whatsappNumber}
        </Link>
      </Item>
    ),
  ].filter(Boolean);

  if (items.length === 0) return null;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2.5 }}>
      {items}
    </Box>
  );
}
