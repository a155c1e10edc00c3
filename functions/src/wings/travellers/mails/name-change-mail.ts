// The mail that tells the pilgrim a traveller of their booking was replaced (a name change), in
// the booking's language: who now travels, the fee and the new total, and that the new
// traveller's passport details are to be entered on the trip page. Queued in the transaction
// that records the change.
import { localeOfLanguage } from '@umrah/domain/model/locale';
import { formatMoneyCents } from '@umrah/domain/model/locale-format';
import type { FormLanguage } from '@umrah/domain/model/validation-messages';
import { translatorFor } from '@umrah/i18n/translate';
import type { MailMessage } from '../../../platform/mail/mail-layout';

export interface NameChangeMailFacts {
  language: FormLanguage;
  reference: string;
  index: number;
  /** "HADDAD, Zainab": the new traveller. */
  to: string;
  feeCents: number;
  newTotalCents: number;
  agency: { name: string; phone: string; email: string };
  /** The pilgrim's trip page ('' when the booking has none). */
  tripLink: string;
}

export function nameChangeMail(f: NameChangeMailFacts): MailMessage {
  const locale = localeOfLanguage(f.language);
  const t = translatorFor(locale);
  const money = (cents: number) => formatMoneyCents(cents, locale);
  return {
    language: f.language,
    subject: t('mail.nameChange.subject', { reference: f.reference }),
    intro: t('mail.nameChange.intro', { index: f.index, name: f.to }),
    actions: f.tripLink ? [{ label: t('mail.action.trip'), url: f.tripLink }] : [],
    lines: [
      [t('mail.nameChange.traveller', { index: f.index }), f.to],
      ...(f.feeCents
        ? [
            [t('mail.nameChange.fee'), money(f.feeCents)] as [string, string],
            [t('mail.cancellation.newTotal'), money(f.newTotalCents)] as [string, string],
          ]
        : []),
    ],
    contacts: {
      name: f.agency.name || t('mail.agencyFallback'),
      phone: f.agency.phone,
      email: f.agency.email,
    },
  };
}
