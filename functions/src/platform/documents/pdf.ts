// The one PDF library of the server's documents (receipts now; confirmations, rooming lists and
// manifests later): pdfkit. Chosen over pdfmake because pdfmake is a layout layer on top of
// pdfkit (it pulls pdfkit in anyway, plus its own fonts and a virtual file system), and our
// documents are short, fixed layouts that a few lines of pdfkit draw directly. pdfkit 0.20 has no
// engines limit and runs on Node 20 and 22; it stays an external runtime dependency of the bundle
// (functions/build.mjs), so its standard fonts' metrics (in 0.20 JS modules under
// `pdfkit/js/standard-fonts`, not .afm files read at run time) come with the package the
// deploy installs; the API tests fetch receipts from the built function in the emulator.
// Measured here (Node 20, two shared cores): importing pdfkit takes 0.3-0.5 s, so it is imported
// on the first document an instance makes, not at every cold start of the API;
// the first receipt renders in 70-150 ms, later ones in 10-45 ms; a receipt is 2.7-3.5 KB
// (standard fonts are referenced, not embedded). Installed size: pdfkit 12 MB, about 27 MB with
// fontkit and its other dependencies (pdfmake would add its own on top of the same pdfkit).
//
// Only the standard 14 fonts are used (Helvetica), written in WinAnsi: French accents, « » and
// the euro sign are in it; characters outside it are replaced before drawing (see pdfText).
import type PDFDocumentType from 'pdfkit';

export type Pdf = PDFKit.PDFDocument;

let pdfkit: Promise<typeof PDFDocumentType> | null = null;
const loadPdfkit = () => (pdfkit ??= import('pdfkit').then((m) => m.default));

/** Letter paper (North America), in points (portrait; landscape swaps them); margins of 0.75 in. */
export const PAGE = { width: 612, height: 792, margin: 54 } as const;

/**
 * Text as the standard fonts can draw it: the narrow no-break space (French typography) becomes
 * a no-break space, typographic quotes and dashes stay (WinAnsi has them), anything else outside
 * WinAnsi becomes '?', never a wrong glyph.
 */
export function pdfText(text: string): string {
  return text
    .replace(/[\u202f\u2009]/g, '\u00a0')
    .replace(
      /[^\t\n\u0020-\u007e\u00a0-\u00ff\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018-\u201a\u201c-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]/gu,
      '?',
    );
}

/** Draws a document with `draw` and answers its bytes. */
export async function renderPdf(
  info: {
    title: string;
    language: string;
    layout?: 'portrait' | 'landscape';
    /** Letter (Canada's paper) unless a document is meant for A4 readers abroad. */
    size?: 'LETTER' | 'A4';
  },
  draw: (doc: Pdf) => void,
): Promise<Buffer> {
  const PDFDocument = await loadPdfkit();
  const doc = new PDFDocument({
    size: info.size ?? 'LETTER',
    layout: info.layout ?? 'portrait',
    margin: PAGE.margin,
    lang: info.language,
    info: { Title: pdfText(info.title), Producer: 'pdfkit', Creator: 'umrah-agency' },
    displayTitle: true,
    bufferPages: true,
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}
