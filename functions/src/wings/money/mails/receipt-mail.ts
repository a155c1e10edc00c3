// The mail that goes with each receipt: the amount, the balance and a link to the receipt's PDF
// through the pilgrim's pay link. A link rather than an attachment: the mail is queued in the
// transaction that records the money (so it exists exactly when the receipt does), and a PDF
// cannot be made inside that transaction without holding the receipts' counter locked for the
// time it takes; the link also keeps the mail small and the receipt's first print the original.
import { localeOfLanguage } from '@umrah/domain/model/locale';
import { formatMoneyCents } from '@umrah/domain/model/locale-format';
import { receiptBalanceCents, type Receipt } from '@umrah/domain/model/receipts';
import { translatorFor } from '@umrah/i18n/translate';
import { CREDIT_METHOD } from '@umrah/domain/model/money/credits';
import type { MailMessage } from '../../../platform/mail/mail-layout';
import { moneyOrToConfirm, nextDueLine } from '../receipt-amounts';

/** `link`: the receipt's PDF; `tripLink`: the pilgrim's trip page (payments and receipts). */
export function receiptMail(receipt: Receipt, link: string, tripLink: string): MailMessage {
  const locale = localeOfLanguage(receipt.language);
  const t = translatorFor(locale);
  const refund = receipt.kind === 'refund';
  // Money moved to or from a credit for a later trip is not money sent or received.
  const credit = receipt.method === CREDIT_METHOD;
  const values = { number: receipt.number, agency: receipt.agency.legalName };
  return {
    language: receipt.language,
    subject: t(
      refund
        ? credit
          ? 'mail.receipt.creditSubject'
          : 'mail.receipt.refundSubject'
        : 'mail.receipt.subject',
      values,
    ),
    intro: t(
      refund
        ? credit
          ? 'mail.receipt.creditIntro'
          : 'mail.receipt.refundIntro'
        : credit
          ? 'mail.receipt.creditPaidIntro'
          : 'mail.receipt.intro',
    ),
    actions: [
      { label: t('mail.action.receipt'), url: link },
      { label: t('mail.action.trip'), url: tripLink },
    ],
    lines: [
      [t('mail.receipt.amount'), formatMoneyCents(Math.abs(receipt.amountCents), locale)],
      [
        t('mail.receipt.balance'),
        moneyOrToConfirm(receiptBalanceCents(receipt), (c) => formatMoneyCents(c, locale), t),
      ],
      ...(receipt.nextDue ? [nextDueLine(receipt.nextDue, locale, t)] : []),
    ],
    contacts: {
      name: receipt.agency.legalName || t('mail.agencyFallback'),
      phone: receipt.agency.phone,
      email: receipt.agency.email,
    },
  };
}
