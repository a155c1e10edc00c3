import { whatsappLink } from '@umrah/domain/whatsapp';
import type { ReactNode } from 'react';
import { useSettings } from '../site-context';
import { Icon } from '../ui/icon';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export const MAIN_ID = 'main-content';

/** The frame of every public page: skip link, top bar, main landmark, footer, WhatsApp button. */
export function PageFrame({ children }: { children: ReactNode }) {
  const { whatsappNumber } = useSettings();
  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        Skip to main content
      </a>
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <aside aria-label="Chat on WhatsApp">
        <a
          className="whatsapp-float"
          href={whatsappLink(whatsappNumber)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="Chat with us on WhatsApp"
        >
          <Icon name="whatsApp" />
        </a>
      </aside>
    </>
  );
}
