// The regulators' reports as a PDF (Letter, portrait): the agency and its registration, the
// period, Ontario's gross sales to its residents by month, Quebec's FICAV contributions by month,
// how the figures reconcile with the receipts register, the receipts whose address names no
// province, and that these are the agency's records, not accounting or legal advice. Texts from
// the documents catalog (`regulators.*`) in the language staff asked for; the figures are
// domain/src/model/money/regulator-reports.ts's.
import { localeOfLanguage } from '@umrah/domain/model/locale';
import {
  formatDocumentDate,
  formatDocumentDateTime,
  formatMoneyCents,
} from '@umrah/domain/model/locale-format';
import type { RegulatorReport } from '@umrah/domain/model/money/regulator-reports';
import type { ReceiptAgency } from '@umrah/domain/model/receipts';
import type { FormLanguage } from '@umrah/domain/model/validation-messages';
import { translatorFor } from '@umrah/i18n/translate';
import { INK, MUTED, RULE, layoutOf } from '../../../platform/documents/layout';
import { pdfText, renderPdf, type Pdf } from '../../../platform/documents/pdf';
import { listLetterhead } from '../../../platform/documents/table';

const ROW_HEIGHT = 16;
/** The month column's share of the width; the amounts share the rest. */
const MONTH_SHARE = 0.31;
/** At most this many receipt numbers are listed to check (the CSV has them all). */
const UNKNOWN_LISTED = 40;

export function renderRegulatorReportPdf(
  report: RegulatorReport,
  agency: ReceiptAgency,
  language: FormLanguage,
  generatedAt: Date,
  options: { logo?: Buffer | null } = {},
): Promise<Buffer> {
  const locale = localeOfLanguage(language);
  const t = translatorFor(locale);
  const money = (cents: number) => formatMoneyCents(cents, locale);
  const title = t('regulators.title');
  const period = t('regulators.period', {
    from: formatDocumentDate(report.period.from, locale),
    to: formatDocumentDate(report.period.to, locale),
  });
  const generated = t('regulators.generated', {
    time: formatDocumentDateTime(generatedAt, locale),
  });
  const monthName = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const monthLabel = (month: string) => {
    const label = monthName.format(new Date(`${month}-01T00:00:00Z`));
    return label.charAt(0).toUpperCase() + label.slice(1);
  };
  const x = report.totals;
  const hasFicav =
    agency.sellsInQuebec || report.lines.some((l) => l.ficavCents !== 0 || l.ficavCreditCents);

  return renderPdf({ title: `${title} ${period}`, language: locale }, (doc: Pdf) => {
    const { width, left, text, footers } = layoutOf(doc);
    const bottom = () => doc.page.height - doc.page.margins.bottom;

    listLetterhead(doc, {
      agency,
      logo: options.logo ?? null,
      title,
      titleSize: 15,
      t,
      right: (column) => {
        const right = { ...column, align: 'right' as const };
        doc.font('Helvetica-Bold').fontSize(10.5).fillColor(INK);
        text(period, right);
        doc.font('Helvetica').fontSize(8.5).fillColor(MUTED);
        text(generated, right);
      },
    });

    const heading = (label: string, note: string) => {
      doc.font('Helvetica').fontSize(8.5);
      const noteHeight = doc.heightOfString(pdfText(note), { width });
      if (doc.y + 24 + noteHeight + 3 * ROW_HEIGHT > bottom()) doc.addPage();
      doc.y += 14;
      doc.font('Helvetica-Bold').fontSize(11.5).fillColor(INK);
      text(label, { width });
      if (note) {
        doc.font('Helvetica').fontSize(8.5).fillColor(MUTED);
        text(note, { width });
      }
      doc.y += 6;
    };

    const rule = (y: number, weight: number) =>
      doc
        .moveTo(left, y)
        .lineTo(left + width, y)
        .lineWidth(weight)
        .strokeColor(weight > 0.6 ? INK : RULE)
        .stroke();

    /** A table of months: the month on the left, amounts right-aligned in equal columns. */
    const table = (
      labels: string[],
      rows: { label: string; values: number[] }[],
      total: number[],
    ) => {
      const amountWidth = (width * (1 - MONTH_SHARE)) / labels.length;
      const draw = (label: string, cells: string[], bold: boolean) => {
        const y = doc.y;
        doc
          .font(bold ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(9.5)
          .fillColor(INK);
        doc.text(pdfText(label), left + 3, y + 4, {
          width: width * MONTH_SHARE - 6,
          lineBreak: false,
          ellipsis: true,
        });
        cells.forEach((cell, i) => {
          doc.text(pdfText(cell), left + width * MONTH_SHARE + i * amountWidth, y + 4, {
            width: amountWidth - 6,
            align: 'right',
            lineBreak: false,
          });
        });
        doc.x = left;
        doc.y = y + ROW_HEIGHT;
      };
      const header = () => {
        draw(t('regulators.column.month'), labels, true);
        rule(doc.y, 0.8);
      };
      // A row that would cross the bottom margin starts a new page under the header again.
      const fits = () => {
        if (doc.y + ROW_HEIGHT <= bottom()) return true;
        doc.addPage();
        header();
        return false;
      };
      header();
      rows.forEach((r, i) => {
        if (fits() && i > 0) rule(doc.y, 0.3);
        draw(r.label, r.values.map(money), false);
      });
      fits();
      rule(doc.y, 0.8);
      draw(t('regulators.total'), total.map(money), true);
    };

    heading(t('regulators.ontario.heading'), t('regulators.ontario.note'));
    table(
      [t('regulators.column.sales'), t('regulators.column.refunds'), t('regulators.column.net')],
      report.months.map((m) => ({
        label: monthLabel(m.month),
        values: [m.ontario.salesCents, m.ontario.refundsCents, m.ontario.netCents],
      })),
      [x.ontario.salesCents, x.ontario.refundsCents, x.ontario.netCents],
    );

    heading(t('regulators.quebec.heading'), t('regulators.quebec.note'));
    if (hasFicav) {
      table(
        [
          t('regulators.column.collected'),
          t('regulators.column.credit'),
          t('regulators.column.remit'),
        ],
        report.months.map((m) => ({
          label: monthLabel(m.month),
          values: [m.ficav.collectedCents, m.ficav.creditCents, m.ficav.remitCents],
        })),
        [x.ficav.collectedCents, x.ficav.creditCents, x.ficav.remitCents],
      );
    } else {
      doc.font('Helvetica').fontSize(9.5).fillColor(INK);
      text(t('regulators.quebec.none'), { width });
    }

    // How the register's money splits: every receipt of the period is in exactly one line.
    heading(t('regulators.reconcile.heading'), '');
    const line = (label: string, value: string, o: { bold?: boolean; indent?: boolean } = {}) => {
      if (doc.y + ROW_HEIGHT > bottom()) doc.addPage();
      const y = doc.y;
      const indent = o.indent ? 14 : 0;
      doc
        .font(o.bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(9.5)
        .fillColor(INK);
      doc.text(pdfText(label), left + 3 + indent, y, {
        width: width * 0.7 - indent,
        lineBreak: false,
        ellipsis: true,
      });
      doc.text(pdfText(value), left + width * 0.7, y, {
        width: width * 0.3 - 6,
        align: 'right',
        lineBreak: false,
      });
      doc.x = left;
      doc.y = y + ROW_HEIGHT - 2;
    };
    line(t('regulators.reconcile.receipts'), String(x.receipts));
    line(t('regulators.reconcile.register'), money(x.registerCents), { bold: true });
    line(t('regulators.reconcile.ontario'), money(x.ontario.netCents), { indent: true });
    line(t('regulators.reconcile.other'), money(x.otherProvincesCents), { indent: true });
    line(t('regulators.reconcile.outside'), money(x.outsideCanadaCents), { indent: true });
    line(t('regulators.reconcile.unknown'), money(x.unknownCents), { indent: true });
    line(t('regulators.reconcile.credits'), money(x.creditMovesCents), { indent: true });

    if (report.unknown.length) {
      doc.y += 8;
      const listed = report.unknown.slice(0, UNKNOWN_LISTED).join(', ');
      const more = report.unknown.length > UNKNOWN_LISTED ? ', …' : '';
      doc.font('Helvetica').fontSize(9).fillColor(INK);
      text(t('regulators.unknownList', { numbers: listed + more }), { width });
    }

    doc.font('Helvetica').fontSize(8.5);
    const disclaimer = t('regulators.disclaimer');
    if (doc.y + 16 + doc.heightOfString(pdfText(disclaimer), { width }) > bottom()) doc.addPage();
    doc.y += 16;
    doc.fillColor(MUTED);
    text(disclaimer, { width });

    footers((page, pages) =>
      t('regulators.footer', { agency: agency.legalName, period, page, pages }),
    );
  });
}
