/**
 * The site's four languages and their addresses. English keeps every address it had; French,
 * Arabic and Urdu mirror it under `/fr`, `/ar` and `/ur` with the same segments and slugs
 * (`/ar/packages/{slug}`): one route table, slugs stay stable ids, and the language switch is a
 * prefix swap that can never miss a page (translated segments would need a table per language
 * kept in step with every route).
 *
 * Codes: English and French are Canada's (`en-CA`, `fr-CA`: Canadian spelling and formats).
 * Arabic and Urdu are the bare languages (`ar`, `ur`): there is no Canadian variety of either,
 * a region would narrow hreflang to visitors in that one country, and Intl and fonts key on the
 * language. The page's `lang` is its locale code as is; `dir` follows the language
 * (locale-direction.ts).
 *
 * What is stored (a booking's or message's `language`) and what mails and PDFs are written in
 * stays English or French for now: `storedLanguageOf` maps Arabic and Urdu to English.
 */
import { directionOf } from './locale-direction';

export const LOCALES = ['en-CA', 'fr-CA', 'ar', 'ur'] as const;
export type Locale = (typeof LOCALES)[number];

/** The languages the pages' catalogs name: the first part of a locale. */
export type Language = 'en' | 'fr' | 'ar' | 'ur';

/**
 * English and French: the languages of stored data, mails, documents and the private pages
 * reached from mails (pay, trip, unsubscribe), whose texts are not in Arabic or Urdu yet.
 */
export const BILINGUAL_LOCALES = ['en-CA', 'fr-CA'] as const satisfies readonly Locale[];
export type BilingualLocale = (typeof BILINGUAL_LOCALES)[number];

/** English: the language of every address without a prefix, and the hreflang x-default. */
export const DEFAULT_LOCALE: Locale = 'en-CA';

/** The path prefix of each language ('' for English): the locale's language. */
const PREFIXES: Record<Locale, string> = { 'en-CA': '', 'fr-CA': '/fr', ar: '/ar', ur: '/ur' };

/** The path prefix of the French pages. */
export const FRENCH_PREFIX = PREFIXES['fr-CA'];

/**
 * The English paths whose pages exist in English and French only: the private pages a mail
 * links to (pay, trip, unsubscribe). In Arabic or Urdu their address is the English one.
 */
// A leader's group booking page: leaders choose English or French (model/group-leaders.ts).
const BILINGUAL_ONLY_PATHS = ['/pay', '/trip', '/unsubscribe', '/booking/group'];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** 'en', 'fr', 'ar' or 'ur': a catalog text's `lang` when the region does not matter. */
export function languageOf(locale: Locale): Language {
  return locale === 'en-CA' ? 'en' : locale === 'fr-CA' ? 'fr' : locale;
}

/** `dir` of a page in `locale`: 'rtl' for Arabic and Urdu. */
export function dirOf(locale: Locale): 'rtl' | 'ltr' {
  return directionOf(locale);
}

/**
 * The language a form sent from a page of `locale` is stored with (and its mails written in):
 * French for French, English for the rest, until mails and admin speak Arabic and Urdu.
 */
export function storedLanguageOf(locale: Locale): 'en' | 'fr' {
  return locale === 'fr-CA' ? 'fr' : 'en';
}

/** The locale of a language as forms, bookings and messages store it: 'fr' -> 'fr-CA'. */
export function localeOfLanguage(language: 'en' | 'fr'): BilingualLocale {
  return language === 'fr' ? 'fr-CA' : 'en-CA';
}

/** The locale a page of the private, bilingual kind speaks on an address of `locale`. */
export function bilingualLocaleOf(locale: Locale): BilingualLocale {
  return localeOfLanguage(storedLanguageOf(locale));
}

const OG_LOCALES: Record<Locale, string> = {
  'en-CA': 'en_CA',
  'fr-CA': 'fr_CA',
  // Open Graph wants language_TERRITORY; these are the ones link previews know.
  ar: 'ar_AR',
  ur: 'ur_PK',
};

/** Open Graph's name of a locale: 'fr_CA'. */
export function ogLocaleOf(locale: Locale): string {
  return OG_LOCALES[locale];
}

/** The languages a page given by its English path exists in: all four, or English and French. */
export function localesOfPath(englishPath: string): readonly Locale[] {
  const pathname = englishPath.split(/[?#]/)[0] ?? '/';
  const bilingual = BILINGUAL_ONLY_PATHS.some(
    (p) => pathname === p || pathname.startsWith(`${p}/`),
  );
  return bilingual ? BILINGUAL_LOCALES : LOCALES;
}

/** The other languages of a page (the language switch's choices), in LOCALES' order. */
export function otherLocales(locale: Locale, englishPath = '/'): Locale[] {
  return localesOfPath(englishPath).filter((l) => l !== locale);
}

/**
 * The language of an address path and the English path it mirrors:
 * '/fr/packages/x' -> fr-CA '/packages/x'; '/ar' -> ar '/'; '/french' and '/arabic' stay English.
 * Whether the page exists in that language is the route table's question (routes.ts).
 */
export function localeOfPath(path: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const prefix = PREFIXES[locale];
    if (!prefix) continue;
    if (path === prefix || path === `${prefix}/`) return { locale, path: '/' };
    if (path.startsWith(`${prefix}/`)) {
      return { locale, path: sameSitePath(path.slice(prefix.length)) };
    }
  }
  return { locale: DEFAULT_LOCALE, path: sameSitePath(path) };
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
 * ('/packages/x?room=quad', fr-CA) -> '/fr/packages/x?room=quad'; ('/', ar) -> '/ar'. A page
 * that does not exist in that language keeps its English address ('/pay/t' in Arabic).
 */
export function localizedPath(path: string, locale: Locale): string {
  const at = path.search(/[?#]/);
  const pathname = sameSitePath(at === -1 ? path : path.slice(0, at));
  const rest = at === -1 ? '' : path.slice(at);
  const prefix = localesOfPath(pathname).includes(locale) ? PREFIXES[locale] : '';
  if (!prefix) return `${pathname}${rest}`;
  return `${prefix}${pathname === '/' ? '' : pathname}${rest}`;
}

export interface Alternate {
  /** A locale, or 'x-default' (the English page, for every other language). */
  hreflang: Locale | 'x-default';
  /** The page's path in that language. */
  path: string;
}

/**
 * The hreflang alternates of a page given by its English path: each language it exists in (or
 * the `versions` its content is complete in), then x-default.
 */
export function alternatesOf(
  englishPath: string,
  versions: readonly Locale[] = localesOfPath(englishPath),
): Alternate[] {
  return [
    ...LOCALES.filter((l) => versions.includes(l)).map((locale) => ({
      hreflang: locale,
      path: localizedPath(englishPath, locale),
    })),
    { hreflang: 'x-default', path: localizedPath(englishPath, DEFAULT_LOCALE) },
  ];
}

/**
 * The first of the browser's languages (navigator.languages, most preferred first) that the site
 * speaks, or null: ['fr-FR', 'en'] -> fr-CA; ['ar-EG'] -> ar; ['de', 'en-US'] -> en-CA; ['de'] -> null.
 */
export function preferredLocale(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const language = tag.toLowerCase().split('-')[0];
    const locale = LOCALES.find((l) => languageOf(l) === language);
    if (locale) return locale;
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

/**
 * A value written left to right (a date, a price, a phone number) as a page of `locale` holds
 * it: inside an Arabic or Urdu page, between LEFT-TO-RIGHT ISOLATE and POP DIRECTIONAL ISOLATE
 * (the text form of `<bdi dir="ltr">`), so "12 March 2027" never shows as "March 2027 12".
 */
export function isolatedIn(locale: Locale, text: string): string {
  return dirOf(locale) === 'rtl' && text ? `\u2066${text}\u2069` : text;
}
