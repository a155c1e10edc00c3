import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import WhatsApp from '@mui/icons-material/WhatsApp';
import X from '@mui/icons-material/X';
import YouTube from '@mui/icons-material/YouTube';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import type { PublicSettings } from '@umrah/domain/settings';
import { whatsappLink } from '@umrah/domain/whatsapp';
import type { ReactNode } from 'react';

interface SocialLink {
  label: string;
  href: string;
  icon: ReactNode;
}

/** Facebook, Instagram, Twitter and YouTube, each only when its URL is set. */
export function socialLinks(settings: PublicSettings): SocialLink[] {
  const all: (SocialLink | null)[] = [
    settings.facebookUrl
      ? { label: 'Facebook', href: settings.facebookUrl, icon: <Facebook /> }
      : null,
    settings.instagramUrl
      ? { label: 'Instagram', href: settings.instagramUrl, icon: <Instagram /> }
      : null,
    settings.twitterUrl ? { label: 'Twitter', href: settings.twitterUrl, icon: <X /> } : null,
    settings.youtubeUrl ? { label: 'YouTube', href: settings.youtubeUrl, icon: <YouTube /> } : null,
  ];
  return all.filter((link): link is SocialLink => link !== null);
}

interface SocialLinksProps {
  settings: PublicSettings;
  /** The footer always adds the WhatsApp icon (spec section 2). */
  withWhatsApp?: boolean;
  sx?: SxProps<Theme>;
}

/** Round icon links to the agency's social pages. */
export function SocialLinks({ settings, withWhatsApp = false, sx }: SocialLinksProps) {
  const links = socialLinks(settings);
  if (withWhatsApp) {
    links.push({
      label: 'WhatsApp',
      href: whatsappLink(settings.whatsappNumber),
      icon: <WhatsApp />,
    });
  }
  if (links.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} sx={sx}>
      {links.map((link) => (
        <IconButton
          key={link.label}
          component="a"
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={link.label}
          sx={{ color: 'inherit', border: 1, borderColor: 'currentColor', opacity: 0.9 }}
        >
          {link.icon}
        </IconButton>
      ))}
    </Stack>
  );
}
