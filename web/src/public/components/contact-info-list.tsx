import { addressLine, type AgencyAddress } from '@umrah/domain/model/agency';
import type { PublicSettings } from '@umrah/domain/schemas/settings';
import { mailtoHref } from '@umrah/domain/model/mailto';
import { whatsappLink } from '@umrah/domain/model/whatsapp';
import type { ReactNode } from 'react';
import { useT } from '../site-context';
import { Icon, type IconName } from '../ui/icon';

type ContactSettings = Pick<PublicSettings, 'phone' | 'email' | 'whatsappNumber'> & AgencyAddress;

function Item({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <li className="contact-info__item">
      <span className="contact-info__icon" aria-hidden="true">
        <Icon name={icon} />
      </span>
      <div className="contact-info__text">
        <p className="small muted">{label}</p>
        <div className="contact-info__value">{children}</div>
      </div>
    </li>
  );
}

/**
 * Phone (tel:), email (mailto:), address and WhatsApp from settings, each only when set; nothing
 * when none is. Shared by /contact and /about (styles in styles/contact.css, `.contact-info`).
 */
export function ContactInfoList({ settings }: { settings: ContactSettings }) {
  const address = addressLine(settings);
  const t = useT();
  const items = [
    settings.phone && (
      <Item key="phone" icon="phone" label={t('contactInfo.phone')}>
        <a dir="ltr" href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`}>
          {settings.phone}
        </a>
      </Item>
    ),
    settings.email && (
      <Item key="email" icon="email" label={t('contactInfo.email')}>
        <a href={mailtoHref(settings.email)}>{settings.email}</a>
      </Item>
    ),
    address && (
      <Item key="address" icon="place" label={t('contactInfo.address')}>
        <address>{address}</address>
      </Item>
    ),
    settings.whatsappNumber && (
      <Item key="whatsapp" icon="whatsApp" label="WhatsApp">
        <a href={whatsappLink(settings.whatsappNumber)} target="_blank" rel="noopener noreferrer">
          {settings.whatsappNumber}
        </a>
      </Item>
    ),
  ].filter(Boolean);

  if (items.length === 0) return null;
  return <ul className="list-plain contact-info">{items}</ul>;
}
