// The mail of a departure the agency cancelled (issue 44 item 6), in the booking's language:
// either the choices the pilgrim is asked to make (a full refund, a credit, another date) with
// the link to answer on the trip page, or what was done for the booking (refunded, credited,
// moved). No fee applies either way: the agency cancelled.
import { localeOfLanguage } from '@umrah/domain/model/locale';
import { formatDocumentDate, formatMoneyCents } from '@umrah/domain/model/locale-format';
import type { FormLanguage } from '@umrah/domain/model/validation-messages';
import {
  offeredChoices,
  type DepartureCancelChoice,
  type DepartureCancellationOffer,
} from '@umrah/domain/model/money/departure-cancellation';
import type { RefundMethod } from '@umrah/domain/schemas/cancellation-decision';
import { translatorFor } from '@umrah/i18n/translate';
import type { MailMessage } from '../../../platform/mail/mail-layout';

export interface DepartureCancelledMailFacts {
  language: FormLanguage;
  reference: string;
  offer: DepartureCancellationOffer;
  /** The full refund (all that was paid), in cents. */
  refundCents: number;
  /** What was done (null: the pilgrim is asked to choose). */
  done: {
    choice: DepartureCancelChoice;
    /** How a refund went back. */
    method: RefundMethod | '';
    credit: { reference: string; amountCents: number; expiresOn: string } | null;
    /** YYYY-MM-DD: the date moved to. */
    movedTo: string;
  } | null;
  agency: { name: string; phone: string; email: string };
  /** The pilgrim's trip page ('' when the booking has none). */
  tripLink: string;
}

export function departureCancelledMail(f: DepartureCancelledMailFacts): MailMessage {
  const locale = localeOfLanguage(f.language);
  const t = translatorFor(locale);
  const money = (cents: number) => formatMoneyCents(cents, locale);
  const day = (iso: string) => formatDocumentDate(iso, locale);
  const date = day(f.offer.departureDate);
  const reason: [string, string][] = f.offer.reason
    ? [[t('mail.departureCancelled.reason'), t('mail.asWritten', { text: f.offer.reason })]]
    : [];
  if (!f.done) {
    // One line per choice, the refund first (always offered).
    const choices = offeredChoices(f.offer).map((c): [string, string] =>
      c === 'refund'
        ? [t('mail.departureCancelled.choice.refund'), money(f.refundCents)]
        : c === 'credit'
          ? [
              t('mail.departureCancelled.choice.credit'),
              t('mail.departureCancelled.creditValue', {
                amount: money(f.refundCents),
                date: day(f.offer.creditExpiresOn),
              }),
            ]
          : [
              t('mail.departureCancelled.choice.move'),
              f.offer.moveTo.map((m) => day(m.departureDate)).join(', '),
            ],
    );
    return {
      language: f.language,
      subject: t('mail.departureCancelled.subject', { date, reference: f.reference }),
      intro: t('mail.departureCancelled.introAsk', { date }),
      actions: f.tripLink ? [{ label: t('mail.departureCancelled.action'), url: f.tripLink }] : [],
      lines: [...reason, ...choices],
      contacts: contactsOf(f, t),
    };
  }
  const { done } = f;
  const what =
    done.choice === 'move'
      ? t('mail.departureCancelled.done.move', { date: day(done.movedTo) })
      : done.choice === 'credit' && done.credit
        ? t('mail.cancellation.creditValue', {
            amount: money(done.credit.amountCents),
            date: day(done.credit.expiresOn),
            reference: done.credit.reference,
          })
        : done.method === 'card'
          ? t('mail.cancellation.refundCard', { amount: money(f.refundCents) })
          : t('mail.cancellation.refundOther', {
              amount: money(f.refundCents),
              method: t(
                `mail.cancellation.method.${done.method || 'other'}` as 'mail.cancellation.method.other',
              ),
            });
  return {
    language: f.language,
    subject: t('mail.departureCancelled.subject', { date, reference: f.reference }),
    intro: t('mail.departureCancelled.introDone', { date }),
    actions: f.tripLink ? [{ label: t('mail.action.trip'), url: f.tripLink }] : [],
    lines: [...reason, [t('mail.departureCancelled.done'), what]],
    contacts: contactsOf(f, t),
  };
}

function contactsOf(f: DepartureCancelledMailFacts, t: ReturnType<typeof translatorFor>) {
  return {
    name: f.agency.name || t('mail.agencyFallback'),
    phone: f.agency.phone,
    email: f.agency.email,
  };
}
