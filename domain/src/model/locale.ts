/**
 * The site's two languages and their addresses. English keeps every address it had; French
 * mirrors it under `/fr` with the same segments and slugs (`/fr/packages/{slug}`): one route
 * table, slugs stay stable ids, and the language switch is a prefix swap that can never miss a
 * page (translated segments would need a second table kept in step with every route).
 */

export const LOCALES = ['en-CA', 'fr-CA'] as const;
export type Locale = (typeof LOCALES)[number];

/** English: the language of every address without a prefix, and the hreflang x-default. */
export const DEFAULT_LOCALE: Locale = 'en-CA';

/** The path prefix of the French pages. */
export const FRENCH_PREFIX = '/fr';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** 'en' or 'fr': the catalog's name and a text's `lang` when the region does not matter. */
export function languageOf(locale: Locale): 'en' | 'fr' {
  return locale === 'fr-CA' ? 'fr' : 'en';
}

/** The locale of a language as forms, bookings and messages store it: 'fr' -> 'fr-CA'. */
export function localeOfLanguage(language: 'en' | 'fr'): Locale {
  return language === 'fr' ? 'fr-CA' : 'en-CA';
}

/** Open Graph writes locales with an underscore: 'fr_CA'. */
export function ogLocaleOf(locale: Locale): string {
  return locale.replace('-', '_');
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'fr-CA' ? 'en-CA' : 'fr-CA';
}

/**
 * The language of an address path and the English path it mirrors:
 * '/fr/packages/x' -> fr-CA '/packages/x'; '/fr' -> fr-CA '/'; '/french' stays English.
 */
export function localeOfPath(path: string): { locale: Locale; path: string } {
  if (path === FRENCH_PREFIX || path === `${FRENCH_PREFIX}/`) return { locale: 'fr-CA', path: '/' };
  if (path.startsWith(`${FRENCH_PREFIX}/`)) {
    return { locale: 'fr-CA', path: sameSitePath(path.slice(FRENCH_PREFIX.length)) };
  }
  return { locale: 'en-CA', path: sameSitePath(path) };
}

/**
 * A path that stays on this site: one leading slash. `//evil.example/x` (or `/\evil.example`)
 * is an address of another site to a browser; the security review made the language switch of
 * `/fr//evil.example/x` link there.
 */
export function sameSitePath(path: string): string {
  return `/${path.replace(/^[/\\]+/, '')}`;
}

/**
 * The address of an English path (query and fragment kept) in `locale`:
 * ('/packages/x?room=quad', fr-CA) -> '/fr/packages/x?room=quad'; ('/', fr-CA) -> '/fr'.
 */
export function localizedPath(path: string, locale: Locale): string {
  const at = path.search(/[?#]/);
  const pathname = sameSitePath(at === -1 ? path : path.slice(0, at));
  const rest = at === -1 ? '' : path.slice(at);
  if (locale === DEFAULT_LOCALE) return `${pathname}${rest}`;
  return `${FRENCH_PREFIX}${pathname === '/' ? '' : pathname}${rest}`;
}

export interface Alternate {
  /** 'en-CA', 'fr-CA' or 'x-default' (the English page, for every other language). */
  hreflang: Locale | 'x-default';
  /** The page's path in that language. */
  path: string;
}

/** The hreflang alternates of a page given by its English path: each language, then x-default. */
export function alternatesOf(englishPath: string): Alternate[] {
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, path: localizedPath(englishPath, locale) })),
    { hreflang: 'x-default', path: localizedPath(englishPath, DEFAULT_LOCALE) },
  ];
}

/**
 * The first of the browser's languages (navigator.languages, most preferred first) that the site
 * speaks, or null: ['fr-FR', 'en'] -> fr-CA; ['de', 'en-US'] -> en-CA; ['de'] -> null.
 */
export function preferredLocale(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const language = tag.toLowerCase().split('-')[0];
    if (language === 'fr') return 'fr-CA';
    if (language === 'en') return 'en-CA';
  }
  return null;
}

/**
 * An absolute address of our site in a language ('https://x/pay/t' → 'https://x/fr/pay/t' for
 * French); an address already in that language, or one that cannot be read, comes back as is.
 */
export function localizedUrl(url: string, locale: Locale): string {
  // No URL class here: the domain runs without DOM or Node types.
  const parts = /^(https?:\/\/[^/?#]+)(\/[^?#]*)?(.*)$/.exec(url);
  if (!parts) return url;
  const [, origin = '', pathname = '/', rest = ''] = parts;
  return `${origin}${localizedPath(localeOfPath(pathname).path, locale)}${rest}`;
}
