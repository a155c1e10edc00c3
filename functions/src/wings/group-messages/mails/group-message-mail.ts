// A message staff send a departure's group, as one booking's pilgrim gets it: the staff's subject
// and text in the booking's language (French with the pages' spacing), then the booking's
// reference, its trip page as a button and the agency's contacts in the footer (words from the
// mail catalogs). The preview renders the same builder.
import type { GroupText } from '@umrah/domain/model/group-messages';
import { localeOfLanguage } from '@umrah/domain/model/locale';
import type { FormLanguage } from '@umrah/domain/model/validation-messages';
import type { PublicSettings } from '@umrah/domain/schemas/settings';
import { translatorFor } from '@umrah/i18n/translate';
import { agencyContacts, spacedFor, type MailMessage } from '../../../platform/mail/mail-layout';

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
  const body = spacedFor(language, text.body);
  return {
    language,
    subject: spacedFor(language, text.subject),
    // The hint names the trip page: only for a booking that has one.
    intro: booking.tripLink ? `${body}\n\n${t('mail.group.replyHint')}` : body,
    actions: booking.tripLink ? [{ label: t('mail.action.trip'), url: booking.tripLink }] : [],
    lines: [[t('mail.group.reference'), booking.reference]],
    contacts: agencyContacts(settings, t),
    brandColor: settings.primaryColor,
  };
}
