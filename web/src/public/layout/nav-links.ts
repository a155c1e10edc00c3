import type { MessageId } from '@umrah/i18n/translate';

/** A link by its English path (the page's language prefixes it) and its label's message. */
interface NavLink {
  to: string;
  label: MessageId;
}

/** The navigation bar's links (spec section 2), in order. */
export const NAV_LINKS: readonly NavLink[] = [
  { to: '/', label: 'nav.home' },
  { to: '/about', label: 'nav.about' },
  { to: '/packages', label: 'nav.packages' },
  { to: '/blogs', label: 'nav.blogs' },
  { to: '/contact', label: 'nav.contact' },
];

/** The footer's Quick Links (spec section 2), in order. */
export const QUICK_LINKS: readonly NavLink[] = [
  { to: '/', label: 'nav.home' },
  { to: '/packages', label: 'nav.packages' },
  { to: '/blogs', label: 'nav.blogs' },
  { to: '/about', label: 'nav.about' },
  { to: '/contact', label: 'nav.contact' },
];

/**
 * A link is current on its own page and, except Home, on the pages under it; both paths are
 * English (route table) paths, so it holds in either language.
 */
export function isCurrent(to: string, path: string): boolean {
  return to === '/' ? path === '/' : path === to || path.startsWith(`${to}/`);
}
