/** Longest slug we produce or accept (matches the longest title). */
export const SLUG_MAX_LENGTH = 120;

/** Lowercase ASCII letters and digits in groups joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Letters that NFKD does not decompose into ASCII but have an obvious spelling. */
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * Builds a URL slug from a title (spec section 5): lowercase, every run of
 * non-alphanumerics becomes one hyphen, leading and trailing hyphens trimmed.
 *
 * Accents are stripped first (NFKD + removing combining marks), so
 * 'Café Médina' becomes 'cafe-medina' rather than 'caf-m-dina'. Letters with no
 * ASCII form (e.g. Arabic script) count as non-alphanumerics, so a title
 * written only in them gives ''. The result is cut to SLUG_MAX_LENGTH.
 */
export function slugify(text: string): string {
  const ascii = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (ch) => SPECIAL_LETTERS[ch] ?? '-');
  return ascii
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}

export function isSlug(s: unknown): s is string {
  return typeof s === 'string' && s.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(s);
}
