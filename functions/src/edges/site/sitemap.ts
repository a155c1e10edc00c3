import {
  contentLocalesOf,
  hasFrenchVersion,
  BLOG_FRENCH_FIELDS,
  PACKAGE_FRENCH_FIELDS,
} from '@umrah/domain/model/bilingual';
import {
  alternatesOf,
  LOCALES,
  localesOfPath,
  localizedPath,
  type Alternate,
  type Locale,
} from '@umrah/domain/model/locale';

/**
 * /sitemap.xml (robots.txt is a static file: scripts/write-robots.mjs). Absolute addresses come from SITE_URL (config.siteUrl()), never
 * from the request's Host; each address's <lastmod> is the real last change of what the page shows
 * (an item's updatedAt, or the newest of a list's items), never the time of the build or request.
 */

export interface SitemapEntry {
  /** The page's path, e.g. '/packages/ramadan-umrah'. */
  path: string;
  /** ISO time of the last change of what the page shows; omitted when not known. */
  lastmod?: string;
  /** The page in every language and x-default (xhtml:link hreflang), when it has versions. */
  alternates?: Alternate[];
  /**
   * The languages the page's item is complete in (contentLocalesOf); its other language
   * versions are left out. Default: every language of its address.
   */
  versions?: readonly Locale[];
}

interface Dated {
  slug: string;
  updatedAt: string;
}

/** An item with its English text fields and optional French version. */
type Translated<F extends string> = Dated &
  Partial<Record<F, unknown>> & { fr?: Partial<Record<F, unknown>> | null };

export interface SitemapContent {
  packages: (Translated<(typeof PACKAGE_FRENCH_FIELDS)[number]> & { id?: string })[];
  /** The packages' upcoming departures: a change to one is a change of its package's page. */
  departures?: { packageId: string; updatedAt: string }[];
  blogs: Translated<(typeof BLOG_FRENCH_FIELDS)[number]>[];
  reviews: { updatedAt: string }[];
  gallery: { updatedAt: string }[];
}

/** The newest of some ISO times, or undefined for none. */
function newest(times: string[]): string | undefined {
  return times.reduce<string | undefined>((a, b) => (a === undefined || b > a ? b : a), undefined);
}

/** Home, the static pages, and every published package and blog post (drafts never reach here). */
export function sitemapEntries(content: SitemapContent): SitemapEntry[] {
  const at = (items: { updatedAt: string }[]) => newest(items.map((i) => i.updatedAt));
  const departures = content.departures ?? [];
  const packageChanged = (p: SitemapContent['packages'][number]) =>
    at([p, ...departures.filter((d) => p.id !== undefined && d.packageId === p.id)]);
  // Departures of published packages only: a draft's dates change no public page.
  const shown = new Set(content.packages.map((p) => p.id));
  const dates = departures.filter((d) => shown.has(d.packageId));
  const entries: SitemapEntry[] = [
    { path: '/', lastmod: at([...content.packages, ...dates, ...content.reviews]) },
    { path: '/packages', lastmod: at([...content.packages, ...dates]) },
    { path: '/blogs', lastmod: at(content.blogs) },
    { path: '/past-trips', lastmod: at(content.gallery) },
    { path: '/about', lastmod: at(content.reviews) },
    { path: '/contact' },
    { path: '/privacy' },
    { path: '/booking', lastmod: at([...content.packages, ...dates]) },
    ...content.packages.map((p) => ({
      path: `/packages/${p.slug}`,
      lastmod: packageChanged(p),
      versions: contentLocalesOf(hasFrenchVersion(p, PACKAGE_FRENCH_FIELDS)),
    })),
    ...content.blogs.map((b) => ({
      path: `/blogs/${b.slug}`,
      lastmod: b.updatedAt,
      versions: contentLocalesOf(hasFrenchVersion(b, BLOG_FRENCH_FIELDS)),
    })),
  ];
  return entries;
}

/**
 * Every entry in each of its languages, English first, then French, Arabic and Urdu: each mirrors
 * the English path under its prefix, and each names all its versions (Google wants the
 * alternates on every version). An item whose French version is incomplete keeps only its
 * English page, and no item has Arabic or Urdu versions yet (`versions`), so their alternates
 * name only listed pages; the list pages exist in all four languages.
 */
export function localizedEntries(entries: SitemapEntry[]): SitemapEntry[] {
  return LOCALES.flatMap((locale) =>
    entries.flatMap(({ versions: own, ...entry }) => {
      const versions = own ?? localesOfPath(entry.path);
      if (!versions.includes(locale)) return [];
      const alternates = alternatesOf(entry.path, versions);
      return [{ ...entry, path: localizedPath(entry.path, locale), alternates }];
    }),
  );
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** The sitemap protocol's XML (sitemaps.org 0.9), addresses absolute under `siteUrl`. */
export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const loc = `<loc>${escapeXml(siteUrl + entry.path)}</loc>`;
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
    const links = (entry.alternates ?? [])
      .map(
        (a) =>
          `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(siteUrl + a.path)}"/>`,
      )
      .join('');
    return `<url>${loc}${lastmod}${links}</url>`;
  });
  // The xhtml namespace only when some entry names alternates.
  const xhtml = entries.some((e) => e.alternates?.length)
    ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"'
    : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>`,
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
