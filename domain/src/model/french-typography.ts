/**
 * French punctuation spacing, done in one place: every French text the site writes from its
 * catalogs goes through `frenchSpacing` (the public pages' and the islands' translators), so the
 * catalogs are written with plain spaces and never carry the special spaces by hand.
 *
 * A no-break space before a colon and inside « guillemets », a narrow no-break space before ; ! ?
 * (Canadian French usage as the OQLF describes it), and a no-break space before %. A colon inside
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
    .replace(/(\d)[ \u00a0\u202f]?%/gu, `$1${NBSP}%`);
}
