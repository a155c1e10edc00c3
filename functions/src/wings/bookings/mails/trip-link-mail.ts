// "Send me my trip link": one mail, in the language of the page the pilgrim asked from, with the
// trip link of each of the address's confirmed bookings (each link in its booking's language).
import { localeOfLanguage } from '@umrah/domain/model/locale';
import type { FormLanguage } from '@umrah/domain/model/validation-messages';
import type { PublicSettings } from '@umrah/domain/schemas/settings';
import { translatorFor } from '@umrah/i18n/translate';
import type { MailMessage } from '../../../platform/mail/mail';

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
    lines: [
      ...links.map(
        ({ reference, link }) =>
          [t('mail.tripLink.booking', { reference }), link] as [string, string],
      ),
      [t('mail.questions'), [settings.phone, settings.email].filter(Boolean).join(' · ') || '-'],
    ],
  };
}
