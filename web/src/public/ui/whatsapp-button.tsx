import { whatsappLink } from '@umrah/domain/model/whatsapp';
import type { ReactNode } from 'react';
import { useSettings } from '../site-context';
import { Icon } from './icon';

interface WhatsAppButtonProps {
  /** Prefilled chat message. */
  message?: string;
  children?: ReactNode;
  /** Extra classes, e.g. 'btn--lg btn--block'. */
  className?: string;
}

/** Opens a WhatsApp chat with the agency in a new tab. */
export function WhatsAppButton({
  message,
  children = 'WhatsApp',
  className = '',
}: WhatsAppButtonProps) {
  const { whatsappNumber } = useSettings();
  return (
    <a
      className={`btn btn--whatsapp ${className}`}
      href={whatsappLink(whatsappNumber, message)}
      target="_blank"
      rel="noopener noreferrer"
    >
      <Icon name="whatsApp" />
      {children}
    </a>
  );
}
