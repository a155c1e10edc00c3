// A receipt as a PDF, in the booking's language, from the receipt as issued (its agency facts
// were copied from the settings then, so a reprint reads as the original did). What it must show
// is decided in domain/src/model/receipts.ts; this module only lays it out. Reprints carry
// "COPY"/"COPIE" beside the title and across the page.
import { localeOfLanguage } from '@umrah/domain/model/locale';
import { formatDocumentDate, formatMoneyCents } from '@umrah/domain/model/locale-format';
import {
  ficavLinesOf,
  formatRate,
  inLanguage,
  receiptBalanceCents,
  receiptDay,
  type Receipt,
} from '@umrah/domain/model/receipts';
import { isRoomType } from '@umrah/domain/model/rooms';
import { translatorFor, type MessageId } from '@umrah/i18n/translate';
import { INK, RULE, agencyLines, layoutOf } from '../../../platform/documents/layout';
import { PAGE, pdfText, renderPdf, type Pdf } from '../../../platform/documents/pdf';
import { moneyOrToConfirm, nextDueLine } from '../receipt-amounts';

const COPY_RED = '#b00020';

const METHOD_IDS: Record<string, MessageId> = {
  card: 'receipt.method.card',
  etransfer: 'receipt.method.etransfer',
  cash: 'receipt.method.cash',
  cheque: 'receipt.method.cheque',
  other: 'receipt.method.other',
  credit: 'receipt.method.credit',
};

/** Renders the receipt; `copy` for every print after the original. */
export function renderReceiptPdf(
  r: Receipt,
  options: { copy: boolean; logo?: Buffer | null },
): Promise<Buffer> {
  const locale = localeOfLanguage(r.language);
  const t = translatorFor(locale);
  const money = (cents: number) => formatMoneyCents(cents, locale);
  const refund = r.kind === 'refund';
  const title = t(refund ? 'receipt.refundTitle' : 'receipt.title');
  const a = r.agency;
  // 'Date: …' in English, 'Date : …' in French (the translator spaces French punctuation).
  const labelled = (label: string, value: string) => t('document.labelled', { label, value });
  return renderPdf({ title: `${title} ${r.number}`, language: locale }, (doc: Pdf) => {
    const { width, left, text, rule, row, section, footers, letterhead } = layoutOf(doc);

    if (options.copy) {
      // Across the page, light, behind nothing that matters: a reprint cannot pass for the original.
      doc.save();
      doc.rotate(-30, { origin: [PAGE.width / 2, PAGE.height / 2] });
      doc.font('Helvetica-Bold').fontSize(110).fillColor(COPY_RED).fillOpacity(0.08);
      doc.text(t('receipt.copy'), 0, PAGE.height / 2 - 60, { width: PAGE.width, align: 'center' });
      doc.restore();
      doc.fillOpacity(1);
    }

    // The agency, left; the receipt's title, number and date, right.
    letterhead({
      name: a.legalName,
      lines: agencyLines(a, (field, value) => labelled(t(`receipt.${field}`), value)),
      title,
      logo: options.logo ?? null,
      sizes: { name: 15, lines: 9, title: 18 },
      right: (column) => {
        const right = { ...column, align: 'right' as const };
        if (options.copy) {
          doc.font('Helvetica-Bold').fontSize(12).fillColor(COPY_RED);
          text(t('receipt.copy'), right);
        }
        doc.font('Helvetica').fontSize(10).fillColor(INK);
        text(`${t('receipt.number')} ${r.number}`, right);
        text(labelled(t('receipt.date'), formatDocumentDate(receiptDay(r), locale)), right);
        text(labelled(t('receipt.reference'), r.reference), right);
      },
    });
    rule();

    // The customer and the services.
    doc.font('Helvetica-Bold').fontSize(10).fillColor(INK);
    text(t(refund ? 'receipt.refundCustomer' : 'receipt.customer'), { width });
    doc.font('Helvetica').fontSize(10.5);
    text(r.customer.name, { width });
    text(r.customer.address || t('receipt.addressUnknown'), { width });
    if (r.customer.email) text(r.customer.email, { width });
    doc.moveDown(0.6);
    const s = r.services;
    const room = isRoomType(s.roomType) ? t(`mail.pay.room.${s.roomType}`) : s.roomType;
    section(
      t('receipt.services'),
      t('receipt.servicesValue', {
        packageTitle: s.packageTitle,
        room,
        count: s.travellers,
        date: formatDocumentDate(s.departureDate, locale),
      }),
    );
    rule();

    // The amounts, with the FICAV lines and mention beside them (s. 18 (g), (i)).
    const method = t(METHOD_IDS[r.method] ?? 'receipt.method.other');
    row(
      `${t(refund ? 'receipt.amountRefunded' : 'receipt.amountReceived')} (${method})`,
      money(Math.abs(r.amountCents)),
      { bold: true },
    );
    row(t('receipt.total'), moneyOrToConfirm(r.totalCents, money, t));
    row(t('receipt.paidToDate'), money(r.paidCents));
    row(t('receipt.balance'), moneyOrToConfirm(receiptBalanceCents(r), money, t), { bold: true });
    if (r.nextDue) row(...nextDueLine(r.nextDue, locale, t));
    const ficav = ficavLinesOf(r);
    if (ficav) {
      doc.moveDown(0.3);
      if (ficav.contribution) {
        row(
          t('receipt.ficavContribution', {
            rate: formatRate(ficav.contribution.basisPoints, r.language),
          }),
          money(ficav.contribution.cents),
        );
      }
      if (ficav.creditCents !== null) row(t('receipt.ficavCredit'), money(-ficav.creditCents));
      if (ficav.exemption) row(t('receipt.ficavExemption'), ficav.exemption);
      doc.moveDown(0.4);
      const boxTop = doc.y;
      doc.font('Helvetica').fontSize(8.5).fillColor(INK);
      const mention = pdfText(t('receipt.ficavMention'));
      const boxHeight = doc.heightOfString(mention, { width: width - 16 }) + 12;
      doc.rect(left, boxTop, width, boxHeight).lineWidth(0.5).strokeColor(RULE).stroke();
      doc.text(mention, left + 8, boxTop + 6, { width: width - 16 });
      doc.x = left;
      doc.y = boxTop + boxHeight;
    }
    rule();

    // The trust statement, the refund conditions and the counsellor (s. 18 (e), (f), (h)).
    section(
      t('receipt.trust'),
      inLanguage(a.trustStatement, r.language) || t('receipt.trustDefault'),
    );
    section(
      t('receipt.refundConditions'),
      inLanguage(a.refundConditions, r.language) || t('receipt.refundConditionsDefault'),
    );
    if (r.counsellor) section(t('receipt.counsellor'), r.counsellor);

    // Each page's footer names the agency and the receipt.
    footers((page) => t('receipt.footer', { agency: a.legalName, number: r.number, page }));
  });
}
