// The pilgrim's copy of their request to cancel, in the booking's language, with the trip link.
import type { CancellationRequest } from '@umrah/domain/model/money/cancellation';
import { localeOfLanguage } from '@umrah/domain/model/locale';
import type { FormLanguage } from '@umrah/domain/model/validation-messages';
import type { PublicSettings } from '@umrah/domain/schemas/settings';
import { translatorFor } from '@umrah/i18n/translate';
import { agencyContacts, type MailMessage } from '../../../platform/mail/mail-layout';

export function cancellationAskedMail(
  m: { reference: string; request: CancellationRequest; tripLink: string },
  settings: PublicSettings,
  language: FormLanguage,
): MailMessage {
  const t = translatorFor(localeOfLanguage(language));
  const { request: r } = m;
  return {
    language,
    subject: t('mail.cancelAsked.subject', { reference: m.reference }),
    intro: t('mail.cancelAsked.intro', { travellers: r.travellers }),
    actions: [{ label: t('mail.action.trip'), url: m.tripLink }],
    lines: [
      [t('mail.ack.reference'), m.reference],
      [
        t('mail.cancelAsked.travellers'),
        r.names.length ? r.names.join(', ') : String(r.travellers),
      ],
      [t('mail.cancelAsked.reason'), r.reason],
    ],
    contacts: agencyContacts(settings, t),
    brandColor: settings.primaryColor,
  };
}
