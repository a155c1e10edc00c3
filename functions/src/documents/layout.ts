// The drawing steps our documents share (receipts, confirmations, manifests): text in the standard fonts,
// a thin rule, a label with its value at the right, a titled paragraph, page footers.
import { PAGE, pdfText, type Pdf } from './pdf';

export const INK = '#111111';
export const MUTED = '#555555';
export const RULE = '#bbbbbb';

export function layoutOf(doc: Pdf) {
  // The page's own size, so a landscape document (manifests) lays out on its wider page.
  const width = doc.page.width - 2 * PAGE.margin;
  const left = PAGE.margin;
  const text = (s: string, opts?: PDFKit.Mixins.TextOptions) => doc.text(pdfText(s), opts);
  return {
    width,
    left,
    text,
    rule() {
      doc.moveDown(0.6);
      doc
        .moveTo(left, doc.y)
        .lineTo(left + width, doc.y)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
      doc.moveDown(0.6);
    },
    /** A label and its value on one line, the value right-aligned (amounts). */
    row(label: string, value: string, opts: { bold?: boolean } = {}) {
      const y = doc.y;
      doc
        .font(opts.bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(10.5)
        .fillColor(INK);
      text(label, { width: width * 0.62 });
      const after = doc.y;
      doc.text(pdfText(value), left + width * 0.62, y, { width: width * 0.38, align: 'right' });
      doc.x = left;
      doc.y = Math.max(after, doc.y) + 2;
    },
    /** A bold heading and its paragraph (or lines, one per bullet). */
    section(label: string, body: string | string[]) {
      doc.font('Helvetica-Bold').fontSize(10).fillColor(INK);
      text(label, { width });
      doc.font('Helvetica').fontSize(9.5).fillColor(INK);
      if (typeof body === 'string') text(body, { width });
      else for (const line of body) text(`•  ${line}`, { width, indent: 0 });
      doc.moveDown(0.5);
    },
    /** Writes `line(page, pages)` under the bottom margin of every page (the pages are buffered). */
    footers(line: (page: number, pages: number) => string) {
      const range = doc.bufferedPageRange();
      for (let i = range.start; i < range.start + range.count; i++) {
        doc.switchToPage(i);
        // Below the bottom margin: lift it, or pdfkit would start a new page for the footer.
        doc.page.margins.bottom = 0;
        doc.font('Helvetica').fontSize(8).fillColor(MUTED);
        doc.text(pdfText(line(i + 1, range.count)), left, doc.page.height - PAGE.margin + 12, {
          width,
          align: 'center',
          lineBreak: false,
        });
      }
    },
  };
}
