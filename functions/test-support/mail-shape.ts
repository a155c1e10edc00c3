// Reading a queued mail as its reader sees it, for the tests of its shape: the links it shows
// (where each goes, its visible words) and the HTML part's visible text.

/** The anchors of a mail's HTML part: where each goes and its visible text. */
export function anchorsOf(html: string): { href: string; label: string }[] {
  return [...html.matchAll(/<a\b[^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(
    ([, href, label]) => ({
      href: (href ?? '').replace(/&#38;/g, '&'),
      label: (label ?? '').replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c))),
    }),
  );
}

/** What a reader sees of a mail's HTML part: no head, no tags, entities decoded. */
export function visibleTextOf(html: string): string {
  return html
    .replace(/<head>[\s\S]*<\/head>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c)));
}

/** A text without its web, mail and phone addresses (a date check must not read a token). */
export const withoutAddresses = (text: string) =>
  text.replace(/https?:\/\/\S+|mailto:\S+|tel:\S+/g, '');

/** An ISO day ('2027-05-01'), which no mail shows a reader. */
export const ISO_DAY = /\b\d{4}-\d{2}-\d{2}\b/;
