/**
 * The writing direction of a language: Arabic and Urdu right to left, the rest left to right.
 * `dir` on a page (`<html dir>`) and on a text shown in another language than its page's.
 */

export const RTL_LANGUAGES = ['ar', 'ur'] as const;
export type RtlLanguage = (typeof RTL_LANGUAGES)[number];

/** `dir` of a page or text in a language: Arabic and Urdu right to left, the rest left to right. */
export function directionOf(language: string): 'rtl' | 'ltr' {
  const base = language.toLowerCase().split('-')[0] ?? '';
  return (RTL_LANGUAGES as readonly string[]).includes(base) ? 'rtl' : 'ltr';
}
