// The drawing steps our documents share (receipts, confirmations, manifests): text in the standard fonts,
// a thin rule, a label with its value at the right, a titled paragraph, page footers.
import type { ReceiptAgency } from '@umrah/domain/model/receipts';
import { PAGE, pdfText, type Pdf } from './pdf';

export const INK = '#111111';
export const MUTED = '#555555';
export const RULE = '#bbbbbb';
/** The logo's box in the letterhead (points): it keeps its proportions inside. */
const LOGO_BOX = { width: 150, height: 42 };

/**
 * The agency's lines under its name on every document: address, phone and email, registration,
 * Quebec permit (each only when set); `labelled` words the last two in the document's language.
 */
export function agencyLines(
  a: Pick<ReceiptAgency, 'address' | 'phone' | 'email' | 'registration' | 'quebecPermit'>,
  labelled: (field: 'registration' | 'quebecPermit', value: string) => string,
): string[] {
  return [
    a.address,
    [a.phone, a.email].filter(Boolean).join(' · '),
    a.registration && labelled('registration', a.registration),
    a.quebecPermit && labelled('quebecPermit', a.quebecPermit),
  ].filter(Boolean);
}

export function layoutOf(doc: Pdf) {
  // The page's own size, so a landscape document (manifests) lays out on its wider page.
  const width = doc.page.width - 2 * PAGE.margin;
  const left = PAGE.margin;
  const text = (s: string, opts?: PDFKit.Mixins.TextOptions) => doc.text(pdfText(s), opts);
  return {
    width,
    left,
    text,
    /**
     * The letterhead every document opens with: the agency's name and lines on the left, the
     * title on the right with what `right` draws under it (right-aligned in that column); the
     * cursor then goes under the taller side.
     */
    letterhead(o: {
      name: string;
      lines: readonly string[];
      title: string;
      right: (column: { width: number }) => void;
      /** The left column's share of the width. */
      split?: number;
      /** The agency's logo (PNG or JPEG), drawn above its name when there is one. */
      logo?: Buffer | null;
      sizes?: { name: number; lines: number; title: number };
    }) {
      const split = o.split ?? 0.6;
      const sizes = o.sizes ?? { name: 15, lines: 9, title: 15 };
      const top = PAGE.margin;
      let nameTop = top;
      if (o.logo) {
        doc.image(o.logo, left, top, { fit: [LOGO_BOX.width, LOGO_BOX.height] });
        nameTop = top + LOGO_BOX.height + 6;
      }
      doc.font('Helvetica-Bold').fontSize(sizes.name).fillColor(INK);
      doc.text(pdfText(o.name), left, nameTop, { width: width * split });
      doc.font('Helvetica').fontSize(sizes.lines).fillColor(MUTED);
      for (const line of o.lines) text(line, { width: width * split });
      const leftBottom = doc.y;
      doc.font('Helvetica-Bold').fontSize(sizes.title).fillColor(INK);
      doc.text(pdfText(o.title), left + width * split, top, {
        width: width * (1 - split),
        align: 'right',
      });
      o.right({ width: width * (1 - split) });
      doc.x = left;
      doc.y = Math.max(leftBottom, doc.y);
    },
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
    /**
     * A bold heading and its paragraph (or lines, one per bullet). A heading never ends a page
     * alone: when it and its first line do not fit, both start the next page.
     */
    section(label: string, body: string | string[]) {
      const first = typeof body === 'string' ? (body.split('\n')[0] ?? '') : `•  ${body[0] ?? ''}`;
      doc.font('Helvetica').fontSize(9.5);
      const firstHeight = doc.heightOfString(pdfText(first), { width });
      doc.font('Helvetica-Bold').fontSize(10).fillColor(INK);
      const needed = doc.heightOfString(pdfText(label), { width }) + firstHeight;
      if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage();
      text(label, { width });
      doc.font('Helvetica').fontSize(9.5).fillColor(INK);
      if (typeof body === 'string') text(body, { width });
      else for (const line of body) text(`•  ${line}`, { width, indent: 0 });
      doc.moveDown(0.5);
    },
    /** How tall `section(label, body)` would be here, to keep it with what comes before it. */
    sectionHeight(label: string, body: string) {
      doc.font('Helvetica-Bold').fontSize(10);
      const head = doc.heightOfString(pdfText(label), { width });
      doc.font('Helvetica').fontSize(9.5);
      return head + doc.heightOfString(pdfText(body), { width }) + doc.currentLineHeight() * 0.5;
    },
    /**
     * Starts a new page unless `height` points fit above the bottom margin: what must stay
     * together (a document's last sentence and its signature) is never split across pages.
     */
    keepTogether(height: number) {
      if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
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
