/**
 * French punctuation spacing, done in one place: every French text the site writes from its
 * catalogs goes through `frenchSpacing` (the public pages' and the islands' translators), so the
 * catalogs are written with plain spaces and never carry the special spaces by hand.
 *
 * A no-break space before a colon and inside « guillemets », a narrow no-break space before ; ! ?
 * (Canadian French usage as the OQLF describes it), and a no-break space before % and before the
 * dollar sign after an amount ('2 450 $'). A colon inside
 * a time (9:00) or an address (https://…) and a ? inside an address are left alone: the rule
 * applies only where the mark ends a word.
 */
const NBSP = '\u00a0';
const NNBSP = '\u202f';

export function frenchSpacing(text: string): string {
  return text
    .replace(/(\S)[ \u00a0\u202f]?:(?=\s|$)/gu, `$1${NBSP}:`)
    .replace(/([^\s;!?])[ \u00a0\u202f]?([;!?])(?=\s|$|[»"”)\]])/gu, `$1${NNBSP}$2`)
    .replace(/«[ \u00a0\u202f]?/gu, `«${NBSP}`)
    .replace(/[ \u00a0\u202f]?»/gu, `${NBSP}»`)
    .replace(/(\d)[ \u00a0\u202f]?%/gu, `$1${NBSP}%`)
    .replace(/(\d) ?\$(?=\s|$|[.,;!?)»])/gu, `$1${NBSP}$$`);
}

/**
 * Every string in a value (an object's fields, a list's lines, a day's title) with French
 * punctuation spacing: for the French versions of content staff type, kept as they save them.
 */
export function frenchSpacingDeep<T>(value: T): T {
  if (typeof value === 'string') return frenchSpacing(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => frenchSpacingDeep(v)) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, frenchSpacingDeep(v)]),
    ) as T;
  }
  return value;
}
