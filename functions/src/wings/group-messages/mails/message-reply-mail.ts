// A staff reply to a message the pilgrim wrote from the trip page, as the pilgrim gets it: the
// reply in the booking's language (French with the pages' spacing), what they wrote and when,
// the booking's reference, the trip page as a button and the agency's contacts in the footer.
import { localeOfLanguage } from '@umrah/domain/model/locale';
import { formatDocumentDate } from '@umrah/domain/model/locale-format';
import type { FormLanguage } from '@umrah/domain/model/validation-messages';
import type { PublicSettings } from '@umrah/domain/schemas/settings';
import { translatorFor } from '@umrah/i18n/translate';
import { agencyContacts, spacedFor, type MailMessage } from '../../../platform/mail/mail-layout';

export interface MessageReplyMail {
  reference: string;
  /** The booking's trip page ('' when it has none: no button, no hint). */
  tripLink: string;
  reply: string;
  /** What the pilgrim wrote, and when (ISO-8601). */
  message: string;
  receivedAt: string;
}

export function messageReplyMail(
  r: MessageReplyMail,
  settings: PublicSettings,
  language: FormLanguage,
): MailMessage {
  const locale = localeOfLanguage(language);
  const t = translatorFor(locale);
  const reply = spacedFor(language, r.reply);
  return {
    language,
    subject: t('mail.reply.subject', { reference: r.reference }),
    intro: r.tripLink ? `${reply}\n\n${t('mail.reply.hint')}` : reply,
    actions: r.tripLink ? [{ label: t('mail.action.trip'), url: r.tripLink }] : [],
    lines: [
      [t('mail.group.reference'), r.reference],
      [
        t('mail.reply.yourMessage', {
          date: formatDocumentDate(r.receivedAt.slice(0, 10), locale),
        }),
        r.message,
      ],
    ],
    contacts: agencyContacts(settings, t),
    brandColor: settings.primaryColor,
  };
}
