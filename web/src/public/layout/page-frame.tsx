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
      {/* On phones a bar of its own along the screen's bottom edge with the words showing, so
       * it never sits over text; on wide screens a round button in the margin (layout.css). */}
      <aside className="whatsapp-dock" aria-label={t('frame.whatsappRegion')}>
        <a
          className="whatsapp-float"
          href={whatsappLink(whatsappNumber)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Icon name="whatsApp" />
          <span className="whatsapp-float__label">{t('frame.whatsappFloat')}</span>
        </a>
      </aside>
    </>
  );
}
