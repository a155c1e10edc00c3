// A message staff send a departure's group, as one booking's pilgrim gets it: the staff's subject
// and text in the booking's language, then the booking's reference, its trip page and the
// agency's contacts (words from the mail catalogs). The preview renders the same builder.
import type { GroupText } from '@umrah/domain/model/group-messages';
import { localeOfLanguage } from '@umrah/domain/model/locale';
import type { FormLanguage } from '@umrah/domain/model/validation-messages';
import type { PublicSettings } from '@umrah/domain/schemas/settings';
import { translatorFor } from '@umrah/i18n/translate';
import type { MailMessage } from '../../../platform/mail/mail';

export interface GroupMailBooking {
  reference: string;
  /** The booking's trip page ('' for a booking not confirmed yet: it has none). */
  tripLink: string;
}

export function groupMessageMail(
  text: GroupText,
  booking: GroupMailBooking,
  settings: PublicSettings,
  language: FormLanguage,
): MailMessage {
  const t = translatorFor(localeOfLanguage(language));
  return {
    language,
    subject: text.subject,
    // The hint names the trip page: only for a booking that has one.
    intro: booking.tripLink ? `${text.body}\n\n${t('mail.group.replyHint')}` : text.body,
    lines: [
      [t('mail.group.reference'), booking.reference],
      ...(booking.tripLink ? [[t('mail.trip.page'), booking.tripLink] as [string, string]] : []),
      [t('mail.questions'), [settings.phone, settings.email].filter(Boolean).join(' · ') || '-'],
    ],
  };
}
