// Text helpers the pages and the forms share: lists kept one item per line, paragraphs.

/** Textarea text -> list: one item per line, trimmed, blank lines dropped. */
export function linesToList(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** List -> textarea text, one item per line. */
export function listToLines(list: readonly string[] | null | undefined): string {
  return (list ?? []).join('\n');
}

/**
 * Splits text into paragraphs on blank lines (lines empty or only spaces),
 * trimming each and dropping empty ones. Single line breaks stay inside a
 * paragraph. Used for blog content and a package's full description.
 */
export function splitParagraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}
