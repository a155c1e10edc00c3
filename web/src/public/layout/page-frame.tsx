import { whatsappLink } from '@umrah/domain/model/whatsapp';
import type { ReactNode } from 'react';
import { useSettings, useT } from '../site-context';
import { Icon } from '../ui/icon';
import { SiteFooter } from './site-footer';
import { LanguageNotice } from './language-switch';
import { SiteHeader } from './site-header';

export const MAIN_ID = 'main-content';

/** The frame of every public page: skip link, top bar, main landmark, footer, WhatsApp button. */
export function PageFrame({ children }: { children: ReactNode }) {
  const { whatsappNumber } = useSettings();
  const t = useT();
  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {t('frame.skipToContent')}
      </a>
      <LanguageNotice />
      <SiteHeader />
      <main id={MAIN_ID} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <aside aria-label={t('frame.whatsappRegion')}>
        <a
          className="whatsapp-float"
          href={whatsappLink(whatsappNumber)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('frame.whatsappFloat')}
        >
          <Icon name="whatsApp" />
        </a>
      </aside>
    </>
  );
}
