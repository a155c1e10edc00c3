// The text of a PDF, page by page, read with pdf.js (pdfjs-dist 4's legacy build runs on Node
// 20 without a canvas): tests check what a document says, not how its bytes look.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
        .join(''),
    );
  }
  await doc.destroy();
  // One space for every run of blanks (no-break spaces included), so tests match words.
  return pages.join('\n').replace(/[ \u00a0\u202f]+/g, ' ');
}
