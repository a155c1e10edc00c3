import type { Locale } from '@umrah/domain/model/locale';
import type { PageQueryKey } from '@umrah/domain/model/page-render';
import type { PublicSettings } from '@umrah/domain/schemas/settings';
import type { ReactNode } from 'react';
import type { Thing } from 'schema-dts';
import type { Translate } from '@umrah/i18n/translate';
import type { Crumb } from './seo/structured-data';

/** The named parts of a matched address, e.g. { slug: 'ramadan-umrah' }. */
export type RouteParams = Record<string, string>;

export interface PageInput {
  params: RouteParams;
  /** The page's language, from its address (/fr/… is French). */
  locale: Locale;
  /** The page's messages in its language (i18n/catalogs). */
  t: Translate;
  /** The address's query, e.g. ?package=ramadan-umrah&room=quad on /booking. */
  query: URLSearchParams;
  settings: PublicSettings;
  /** The site's absolute address (SITE_URL, no trailing slash), for structured data. */
  siteUrl: string;
  /**
   * The public API's answers to the route's `reads`, in order; null where the API would answer
   * 404 (a draft or missing package or post).
   */
  data: unknown[];
}

export interface PageOutput {
  /** The page's own title; the site name is appended. Omit on the home page. */
  title?: string;
  description: string;
  /** 404: the address names nothing; 410: it did, and is retired (the body then says so). */
  status?: 200 | 404 | 410;
  /** What goes inside <main>. */
  body: ReactNode;
  /** The page's own picture for link previews (else the settings' hero or logo). */
  image?: string | null;
  /** Open Graph type: 'article' for a blog post. */
  kind?: 'website' | 'article';
  /** The page's place in the site, home first (BreadcrumbList). */
  crumbs?: Crumb[];
  /** The page's own structured data, beside the agency and website every page carries. */
  structuredData?: Thing[];
  /** A page for one person (the pay page): no-store, noindex, no canonical or structured data. */
  private?: boolean;
  /** Keep the page out of search results (a filtered list); its canonical stays its path. */
  noindex?: boolean;
  /**
   * The languages the page's item is complete in (`contentLocalesOf`; default: every language
   * its address exists in). Like the sitemap, an address in another language (English text in a
   * French or Arabic frame) stays out of search results and names no translation, and the
   * versions name each other only when there are two or more (hreflang).
   */
  versions?: readonly Locale[];
}

/**
 * One public page: its address pattern ('/packages/:slug'), the public API reads it is rendered
 * from (besides the settings, which every page gets), and the render itself. Pages run only on
 * the server; what must react in the browser is an island inside `body`.
 */
export interface PublicPage {
  path: string;
  reads?: (params: RouteParams) => PageQueryKey[];
  /**
   * The query parameters the page reads (e.g. /booking's `package` and `room`); any other makes
   * the site answer 301 to the page's canonical address.
   */
  query?: readonly string[];
  /**
   * The page's own reading of its query for its canonical address (e.g. /packages' filters,
   * unreadable or empty ones left out); `query` still names the parameters it keeps.
   */
  canonicalQuery?: (query: URLSearchParams) => string;
  render: (input: PageInput) => PageOutput;
}

export function definePage(page: PublicPage): PublicPage {
  return page;
}
