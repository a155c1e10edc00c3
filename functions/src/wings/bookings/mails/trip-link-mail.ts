// "Send me my trip link": one mail, in the language of the page the pilgrim asked from, with the
// trip link of each of the address's confirmed bookings (each link in its booking's language).
import { localeOfLanguage } from '@umrah/domain/model/locale';
import type { FormLanguage } from '@umrah/domain/model/validation-messages';
import type { PublicSettings } from '@umrah/domain/schemas/settings';
import { translatorFor } from '@umrah/i18n/translate';
import { agencyContacts, type MailMessage } from '../../../platform/mail/mail-layout';

export function tripLinkMail(
  links: { reference: string; link: string }[],
  settings: PublicSettings,
  language: FormLanguage,
): MailMessage {
  const t = translatorFor(localeOfLanguage(language));
  return {
    language,
    subject: t('mail.tripLink.subject', { agency: settings.siteName || 'Umrah' }),
    intro: t('mail.tripLink.intro'),
    // One button per booking, named by its reference: "Open my trip page" when there is one.
    actions: links.map(({ reference, link }) => ({
      label: links.length === 1 ? t('mail.action.trip') : t('mail.action.tripOf', { reference }),
      url: link,
    })),
    lines: links.length === 1 ? [[t('mail.ack.reference'), links[0]!.reference]] : [],
    contacts: agencyContacts(settings, t),
    brandColor: settings.primaryColor,
  };
}
