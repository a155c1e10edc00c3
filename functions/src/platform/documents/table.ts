// What our lists print (the manifest, the rooming list): their letterhead, and tables of one line
// per cell, clipped to its column with an ellipsis (a list, not paragraphs), a bold header row
// under a firm rule, thin rules between groups. The caller breaks pages (a fixed number of rows a
// page).
import type { ReceiptAgency } from '@umrah/domain/model/receipts';
import type { Translate } from '@umrah/i18n/translate';
import { INK, MUTED, RULE, agencyLines, layoutOf } from './layout';
import { pdfText, type Pdf } from './pdf';

const CELL_PAD = 3;

export interface TableStyle {
  /** Each column's width in points, in order. */
  widths: readonly number[];
  rowHeight: number;
  fontSize: number;
  /** How far below the row's top the text starts. */
  textTop: number;
  /** The header row's height when its labels may take two lines (else one row, clipped). */
  headerHeight?: number;
}

export function tableOf(doc: Pdf, style: TableStyle) {
  const { width, left } = layoutOf(doc);
  const line = (y: number, weight: number) =>
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(weight)
      .strokeColor(weight > 0.6 ? INK : RULE)
      .stroke();
  const cells = (values: readonly string[], y: number, bold: boolean, height = style.rowHeight) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(style.fontSize)
      .fillColor(INK);
    const wraps = height > style.rowHeight;
    let x = left;
    values.forEach((value, i) => {
      const w = style.widths[i] ?? 0;
      doc.text(pdfText(value), x + CELL_PAD, y + style.textTop, {
        width: w - 2 * CELL_PAD,
        height: height - 2,
        lineBreak: wraps,
        lineGap: wraps ? -0.5 : 0,
        ellipsis: true,
      });
      x += w;
    });
  };
  return {
    line,
    cells,
    /** The header row and its rule at `y`; answers where the first row goes. */
    header(labels: readonly string[], y: number): number {
      const height = style.headerHeight ?? style.rowHeight;
      cells(labels, y, true, height);
      const below = y + height;
      line(below, 0.8);
      return below;
    },
    /** A muted sentence in place of rows (an empty list). */
    note(sentence: string, y: number) {
      doc.font('Helvetica').fontSize(9).fillColor(MUTED);
      doc.text(pdfText(sentence), left + CELL_PAD, y + 6, { width });
    },
  };
}

/**
 * A list's letterhead, on every page: the agency (logo, name, lines) on the left half, the list's
 * title on the right with what `right` draws under it.
 */
export function listLetterhead(
  doc: Pdf,
  o: {
    agency: ReceiptAgency;
    logo: Buffer | null;
    title: string;
    titleSize: number;
    t: Translate;
    right: (column: { width: number }) => void;
  },
) {
  layoutOf(doc).letterhead({
    logo: o.logo,
    name: o.agency.legalName,
    lines: agencyLines(o.agency, (field, value) =>
      o.t('document.labelled', { label: o.t(`receipt.${field}`), value }),
    ),
    title: o.title,
    split: 0.5,
    sizes: { name: 13, lines: 8.5, title: o.titleSize },
    right: o.right,
  });
}
