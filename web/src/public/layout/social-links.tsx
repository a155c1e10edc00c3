import type { PublicSettings } from '@umrah/domain/schemas/settings';
import { whatsappLink } from '@umrah/domain/model/whatsapp';
import { Icon, type IconName } from '../ui/icon';

interface SocialLink {
  label: string;
  href: string;
  icon: IconName;
}

/** Facebook, Instagram, Twitter and YouTube, each only when its URL is set. */
export function socialLinks(settings: PublicSettings): SocialLink[] {
  const all: (SocialLink | null)[] = [
    settings.facebookUrl
      ? { label: 'Facebook', href: settings.facebookUrl, icon: 'facebook' }
      : null,
    settings.instagramUrl
      ? { label: 'Instagram', href: settings.instagramUrl, icon: 'instagram' }
      : null,
    settings.twitterUrl ? { label: 'Twitter', href: settings.twitterUrl, icon: 'x' } : null,
    settings.youtubeUrl ? { label: 'YouTube', href: settings.youtubeUrl, icon: 'youTube' } : null,
  ];
  return all.filter((link): link is SocialLink => link !== null);
}

interface SocialLinksProps {
  settings: PublicSettings;
  /** The footer always adds the WhatsApp icon (spec section 2). */
  withWhatsApp?: boolean;
}

/** Round icon links to the agency's social pages. */
export function SocialLinks({ settings, withWhatsApp = false }: SocialLinksProps) {
  const links = socialLinks(settings);
  if (withWhatsApp) {
    links.push({
      label: 'WhatsApp',
      href: whatsappLink(settings.whatsappNumber),
      icon: 'whatsApp',
    });
  }
  if (links.length === 0) return null;
  return (
    <div className="social">
      {links.map((link) => (
        <a
          key={link.label}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={link.label}
        >
          <Icon name={link.icon} />
        </a>
      ))}
    </div>
  );
}
