const FIRST_LETTER = /[\p{L}\p{N}]/u;

/**
 * Up to two uppercase initials for an avatar: the first letter of the first
 * and of the last word ('Aisha Rahman' -> 'AR', 'Muhammad Ali Khan' -> 'MK',
 * 'Omar' -> 'O'). Punctuation is skipped; a name with no letters gives '?'.
 */
export function initials(name: string | null | undefined): string {
  const letters = (name ?? '')
    .split(/\s+/)
    .map((word) => FIRST_LETTER.exec(word)?.[0])
    .filter((ch): ch is string => ch !== undefined);
  const first = letters[0];
  if (first === undefined) return '?';
  const last = letters.length > 1 ? letters[letters.length - 1] : undefined;
  return (first + (last ?? '')).toUpperCase();
}
