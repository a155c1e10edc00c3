import type { Translate } from '@umrah/i18n/translate';
import { useHref, useSite, useT } from '../site-context';
import { Icon } from '../ui/icon';
import { WhatsAppButton } from '../ui/whatsapp-button';
import { Brand } from './brand';
import { LanguageList, LanguageMenu } from './language-switch';
import { isCurrent, NAV_LINKS } from './nav-links';

const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The sticky top bar (spec section 2): brand, links, theme switch, WhatsApp (its icon alone below
 * 1280 px, where the WhatsApp bar along the bottom edge shows the words) and Book Now. On small
 * screens the links sit in a menu sliding in from the right: a native popover, so it opens, closes
 * on Escape or a tap outside, and returns focus without any script; choosing a link loads that
 * page. The theme switch is wired by the page's small script (public/client/theme-switch.ts).
 */
export function SiteHeader() {
  const { path } = useSite();
  const t = useT();
  const href = useHref();
  return (
    <header className="topbar" data-scrolled="false">
      <div className="container topbar__inner">
        <Brand />
        <nav aria-label={t('nav.main')} className="topbar__nav">
          {NAV_LINKS.map((link) => (
            <a
              key={link.to}
              className="topbar__link"
              href={href(link.to)}
              aria-current={isCurrent(link.to, path) ? 'page' : undefined}
            >
              {t(link.label)}
            </a>
          ))}
        </nav>
        <div className="topbar__actions">
          <LanguageMenu />
          <ThemeSwitch t={t} />
          <WhatsAppButton className="topbar__wide topbar__whatsapp">
            <span>WhatsApp</span>
          </WhatsAppButton>
          <a className="btn btn--accent topbar__wide" href={href('/booking')}>
            {t('nav.bookNow')}
          </a>
          <button
            type="button"
            className="icon-btn topbar__menu-button"
            popoverTarget={MOBILE_MENU_ID}
            aria-label={t('nav.openMenu')}
            aria-controls={MOBILE_MENU_ID}
          >
            <Icon name="menu" />
          </button>
        </div>
      </div>
      <MobileMenu id={MOBILE_MENU_ID} path={path} t={t} href={href} />
    </header>
  );
}

/**
 * Light/dark switch. Both icons are in the markup and CSS shows the one for the current mode
 * (the `dark` class theme-init.js put on <html> before the first paint), so it is right before
 * any script runs; aria-pressed says whether dark mode is on.
 */
function ThemeSwitch({ t }: { t: Translate }) {
  return (
    <button
      type="button"
      className="icon-btn theme-toggle"
      data-theme-toggle=""
      aria-label={t('theme.label')}
      title={t('theme.title')}
      aria-pressed="false"
    >
      <Icon name="lightMode" className="icon-sun" />
      <Icon name="darkMode" className="icon-moon" />
    </button>
  );
}

function MobileMenu({
  id,
  path,
  t,
  href,
}: {
  id: string;
  path: string;
  t: Translate;
  href: (englishPath: string) => string;
}) {
  return (
    <div id={id} className="mobile-menu" popover="auto">
      <div className="mobile-menu__head">
        <Brand />
        <button
          type="button"
          className="icon-btn"
          popoverTarget={id}
          popoverTargetAction="hide"
          aria-label={t('nav.closeMenu')}
        >
          <Icon name="close" />
        </button>
      </div>
      <nav aria-label={t('nav.mobile')}>
        <ul className="list-plain">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <a
                className="mobile-menu__link"
                href={href(link.to)}
                aria-current={isCurrent(link.to, path) ? 'page' : undefined}
              >
                {t(link.label)}
              </a>
            </li>
          ))}
          <LanguageList className="mobile-menu__link mobile-menu__language" />
        </ul>
      </nav>
      <div className="mobile-menu__actions">
        <WhatsAppButton className="btn--lg btn--block" />
        <a className="btn btn--accent btn--lg btn--block" href={href('/booking')}>
          {t('nav.bookNow')}
        </a>
      </div>
    </div>
  );
}
