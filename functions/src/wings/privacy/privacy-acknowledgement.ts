// The acknowledgement of a request sent from the privacy page: like every acknowledgement it goes
// to an address the visitor typed, so it carries nothing they wrote (submissions/acknowledgements
// says why): what was asked for (one of three), the date we answer by, the reference.
import { localeOfLanguage } from '@umrah/domain/model/locale';
import { formatDocumentDate } from '@umrah/domain/model/locale-format';
import type { PrivacyRequestKind } from '@umrah/domain/model/privacy';
import type { FormLanguage } from '@umrah/domain/model/validation-messages';
import type { PublicSettings } from '@umrah/domain/schemas/settings';
import { translatorFor, type MessageId } from '@umrah/i18n/translate';
import { agencyContacts, type MailMessage } from '../../platform/mail/mail-layout';

const KIND_TEXT: Record<PrivacyRequestKind, MessageId> = {
  access: 'mail.ack.privacyKindAccess',
  correction: 'mail.ack.privacyKindCorrection',
  erasure: 'mail.ack.privacyKindErasure',
};

export function privacyRequestAcknowledgement(
  request: { kind: PrivacyRequestKind; dueDate: string },
  settings: PublicSettings,
  language: FormLanguage,
  reference: string,
): MailMessage {
  const locale = localeOfLanguage(language);
  const t = translatorFor(locale);
  const agency = settings.siteName || t('mail.agencyFallback');
  return {
    language,
    subject: t('mail.ack.privacySubject', { agency }),
    intro: `${t('mail.ack.privacyIntro', { agency })} ${t('mail.ack.notYou')}`,
    lines: [
      [t('mail.ack.reference'), reference],
      [t('mail.ack.privacyKind'), t(KIND_TEXT[request.kind])],
      [t('mail.ack.privacyDue'), formatDocumentDate(request.dueDate, locale)],
    ],
    contacts: agencyContacts(settings, t),
    brandColor: settings.primaryColor,
  };
}
