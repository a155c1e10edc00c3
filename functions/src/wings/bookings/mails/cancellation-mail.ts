// The mail that confirms a cancellation to the pilgrim, in the booking's language: what was
// cancelled, what the policy kept and what goes back, and how (a refund also gets its own
// receipt's mail). Queued in the transaction that records the cancellation.
import type { CancellationQuote } from '@umrah/domain/model/money/cancellation';
import { localeOfLanguage } from '@umrah/domain/model/locale';
import { formatMoneyCents } from '@umrah/domain/model/locale-format';
import type { FormLanguage } from '@umrah/domain/model/validation-messages';
import type { RefundMethod } from '@umrah/domain/schemas/cancellation-decision';
import { translatorFor } from '@umrah/i18n/translate';
import type { MailMessage } from '../../../platform/mail/mail-layout';

export interface CancellationMailFacts {
  language: FormLanguage;
  reference: string;
  quote: CancellationQuote;
  refundMethod: RefundMethod;
  agency: { name: string; phone: string; email: string };
  /** The pilgrim's trip page ('' when the booking has none). */
  tripLink: string;
}

export function cancellationMail(f: CancellationMailFacts): MailMessage {
  const locale = localeOfLanguage(f.language);
  const t = translatorFor(locale);
  const money = (cents: number) => formatMoneyCents(cents, locale);
  const { quote } = f;
  const refund =
    quote.refundCents === 0
      ? money(0)
      : f.refundMethod === 'card'
        ? t('mail.cancellation.refundCard', { amount: money(quote.refundCents) })
        : t('mail.cancellation.refundOther', {
            amount: money(quote.refundCents),
            method: t(`mail.cancellation.method.${f.refundMethod}`),
          });
  const lines: [string, string][] = [
    [t('mail.cancellation.travellers'), String(quote.travellersCancelled)],
    [t('mail.cancellation.fee'), money(quote.feeCents)],
    ...(quote.nonRefundableCents
      ? [[t('mail.cancellation.kept'), money(quote.nonRefundableCents)] as [string, string]]
      : []),
    ...(quote.supplementCents
      ? [[t('mail.cancellation.supplement'), money(quote.supplementCents)] as [string, string]]
      : []),
    [t('mail.cancellation.newTotal'), money(quote.newTotalCents)],
    [t('mail.cancellation.refund'), refund],
  ];
  return {
    language: f.language,
    subject: t('mail.cancellation.subject', { reference: f.reference }),
    intro: quote.whole
      ? t('mail.cancellation.introAll')
      : t('mail.cancellation.introSome', { count: quote.travellersCancelled }),
    actions: f.tripLink ? [{ label: t('mail.action.trip'), url: f.tripLink }] : [],
    lines,
    contacts: {
      name: f.agency.name || t('mail.agencyFallback'),
      phone: f.agency.phone,
      email: f.agency.email,
    },
  };
}
