/** The navigation bar's links (spec section 2), in order. */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/packages', label: 'Packages' },
  { to: '/blogs', label: 'Blogs' },
  { to: '/contact', label: 'Contact' },
] as const;

/** The footer's Quick Links (spec section 2), in order. */
export const QUICK_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/packages', label: 'Packages' },
  { to: '/blogs', label: 'Blogs' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const;

/** A link is current on its own page and, except Home, on the pages under it. */
export function isCurrent(to: string, path: string): boolean {
  return to === '/' ? path === '/' : path === to || path.startsWith(`${to}/`);
}
