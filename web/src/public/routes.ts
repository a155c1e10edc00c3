import { aboutPage } from './pages/about/about-page';
import { blogPostPage } from './pages/blog-post/blog-post-page';
import { blogsPage } from './pages/blogs/blogs-page';
import { homePage } from './pages/home/home-page';
import { bookingPage } from './pages/booking/booking-page';
import { groupBookingPage } from './pages/group-booking/group-booking-page';
import { contactPage } from './pages/contact/contact-page';
import { pastTripsPage } from './pages/past-trips/past-trips-page';
import { notFoundPage } from './pages/not-found/not-found-page';
import { packagePage } from './pages/package/package-page';
import { packagesPage } from './pages/packages/packages-page';
import { payPage } from './pages/pay/pay-page';
import { termsPage } from './pages/terms/terms-page';
import { findTripPage, tripPage } from './pages/trip/trip-page';
import { unsubscribePage } from './pages/unsubscribe/unsubscribe-page';
import { privacyPage } from './pages/privacy/privacy-page';
import {
  localeOfPath,
  localesOfPath,
  localizedPath,
  type Locale,
} from '@umrah/domain/model/locale';
import type { PublicPage, RouteParams } from './page';

/** Every public page, by address; the first that matches renders, the last catches the rest. */
export const PAGES: PublicPage[] = [
  aboutPage,
  blogsPage,
  blogPostPage,
  pastTripsPage,
  packagesPage,
  packagePage,
  contactPage,
  groupBookingPage,
  bookingPage,
  payPage,
  termsPage,
  tripPage,
  findTripPage,
  unsubscribePage,
  privacyPage,
  homePage,
  notFoundPage,
];

function match(pattern: string, path: string): RouteParams | null {
  if (pattern === '*') return {};
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: RouteParams = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] ?? '';
    const g = got[i] ?? '';
    if (w.startsWith(':')) {
      if (!g) return null;
      try {
        params[w.slice(1)] = decodeURIComponent(g);
      } catch {
        return null; // a malformed escape names nothing
      }
    } else if (w !== g) return null;
  }
  return params;
}

/**
 * The one address of the page `url` shows: no trailing slash, and only the query parameters the
 * page reads, in the order it names them. null when no page answers the path (a 404).
 */
export function canonicalAddress(url: string): string | null {
  // Concatenated, not resolved: a path like '//host/x' must stay a path.
  const { pathname, searchParams } = new URL(`http://localhost${url}`);
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  const { page, locale, path: englishPath } = matchPage(trimmed);
  if (page === notFoundPage) return null;
  const path = localizedPath(englishPath, locale);
  const kept = new URLSearchParams();
  for (const name of page.query ?? []) {
    const value = searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = page.canonicalQuery ? page.canonicalQuery(kept) : kept.toString();
  return query ? `${path}?${query}` : path;
}

export interface MatchedPage {
  page: PublicPage;
  params: RouteParams;
  /** The address's language: French under /fr, Arabic under /ar, Urdu under /ur, else English. */
  locale: Locale;
  /** The page's path in the route table (its English path): '/packages' for /fr/packages. */
  path: string;
}

/**
 * The page an address shows, its parameters and language (the 404 page for an unknown address).
 * French, Arabic and Urdu addresses mirror the English ones under /fr, /ar and /ur, so one table
 * serves all four; a page that exists in English and French only (the pay, trip and unsubscribe
 * pages, localesOfPath) is not found under /ar or /ur.
 */
export function matchPage(address: string): MatchedPage {
  const { locale, path } = localeOfPath(address);
  if (!localesOfPath(path).includes(locale)) {
    return { page: notFoundPage, params: {}, locale, path };
  }
  for (const page of PAGES) {
    const params = match(page.path, path);
    if (params) return { page, params, locale, path };
  }
  return { page: notFoundPage, params: {}, locale, path };
}
