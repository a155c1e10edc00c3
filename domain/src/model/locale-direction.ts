/**
 * Groundwork for Arabic and Urdu (right to left), not yet wired into the routes: the planned
 * `/ar` and `/ur` prefixes, the writing direction of a language and the reading of a prefixed
 * path. The site's locales (`locale.ts`) stay English and French until the catalogs exist.
 */

export const RTL_LANGUAGES = ['ar', 'ur'] as const;
export type RtlLanguage = (typeof RTL_LANGUAGES)[number];

/** `dir` of a page or text in a language: Arabic and Urdu right to left, the rest left to right. */
export function directionOf(language: string): 'rtl' | 'ltr' {
  const base = language.toLowerCase().split('-')[0] ?? '';
  return (RTL_LANGUAGES as readonly string[]).includes(base) ? 'rtl' : 'ltr';
}

/**
 * The right-to-left language of an address path and the English path it mirrors, or null:
 * '/ar/packages/x' -> ar '/packages/x'; '/ur' -> ur '/'; '/arabic' and '/fr/ar' -> null.
 */
export function rtlLanguageOfPath(path: string): { language: RtlLanguage; path: string } | null {
  for (const language of RTL_LANGUAGES) {
    const prefix = `/${language}`;
    if (path === prefix || path === `${prefix}/`) return { language, path: '/' };
    if (path.startsWith(`${prefix}/`)) {
      // One leading slash: '/ar//evil.example' must not become another site's address.
      return { language, path: `/${path.slice(prefix.length).replace(/^[/\\]+/, '')}` };
    }
  }
  return null;
}
