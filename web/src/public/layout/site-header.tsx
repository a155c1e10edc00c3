import { useSite } from '../site-context';
import { Icon } from '../ui/icon';
import { WhatsAppButton } from '../ui/whatsapp-button';
import { Brand } from './brand';
import { isCurrent, NAV_LINKS } from './nav-links';

const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The sticky top bar (spec section 2): brand, links, theme switch, WhatsApp and Book Now. On small
 * screens the links sit in a menu sliding in from the right: a native popover, so it opens,
 * closes on Escape or a tap outside, and returns focus without any script; choosing a link loads
 * that page. The theme switch is wired by the page's small script (public/client/theme-switch.ts).
 */
export function SiteHeader() {
  const { path } = useSite();
  return (
    <header className="topbar" data-scrolled="false">
      <div className="container topbar__inner">
        <Brand />
        <nav aria-label="Main" className="topbar__nav">
          {NAV_LINKS.map((link) => (
            <a
              key={link.to}
              className="topbar__link"
              href={link.to}
              aria-current={isCurrent(link.to, path) ? 'page' : undefined}
            >
              {link.label}
            </a>
          ))}
        </nav>
        <div className="topbar__actions">
          <ThemeSwitch />
          <WhatsAppButton className="topbar__wide" />
          <a className="btn btn--accent topbar__wide" href="/booking">
            Book Now
          </a>
          <button
            type="button"
            className="icon-btn topbar__menu-button"
            popoverTarget={MOBILE_MENU_ID}
            aria-label="Open menu"
            aria-controls={MOBILE_MENU_ID}
          >
            <Icon name="menu" />
          </button>
        </div>
      </div>
      <MobileMenu id={MOBILE_MENU_ID} path={path} />
    </header>
  );
}

/**
 * Light/dark switch. Both icons are in the markup and CSS shows the one for the current mode
 * (the `dark` class theme-init.js put on <html> before the first paint), so it is right before
 * any script runs; aria-pressed says whether dark mode is on.
 */
function ThemeSwitch() {
  return (
    <button
      type="button"
      className="icon-btn theme-toggle"
      data-theme-toggle=""
      aria-label="Dark mode"
      title="Switch between light and dark mode"
      aria-pressed="false"
    >
      <Icon name="lightMode" className="icon-sun" />
      <Icon name="darkMode" className="icon-moon" />
    </button>
  );
}

function MobileMenu({ id, path }: { id: string; path: string }) {
  return (
    <div id={id} className="mobile-menu" popover="auto">
      <div className="mobile-menu__head">
        <Brand />
        <button
          type="button"
          className="icon-btn"
          popoverTarget={id}
          popoverTargetAction="hide"
          aria-label="Close menu"
        >
          <Icon name="close" />
        </button>
      </div>
      <nav aria-label="Mobile">
        <ul className="list-plain">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <a
                className="mobile-menu__link"
                href={link.to}
                aria-current={isCurrent(link.to, path) ? 'page' : undefined}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mobile-menu__actions">
        <WhatsAppButton className="btn--lg btn--block" />
        <a className="btn btn--accent btn--lg btn--block" href="/booking">
          Book Now
        </a>
      </div>
    </div>
  );
}
