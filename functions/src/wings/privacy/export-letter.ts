// The letter at the top of an access request's archive, in the requester's language: what the
// agency holds about them, file by file, what the law makes it keep, and whom to ask.
import { localeOfLanguage } from '@umrah/domain/model/locale';
import { formatDocumentDate } from '@umrah/domain/model/locale-format';
import {
  PRIVACY_RECORD_KINDS,
  type PrivacyFindings,
  type PrivacyRecordKind,
} from '@umrah/domain/model/privacy';
import type { FormLanguage } from '@umrah/domain/model/validation-messages';
import type { PublicSettings } from '@umrah/domain/schemas/settings';
import { translatorFor, type MessageId } from '@umrah/i18n/translate';

const KIND_TEXT: Record<PrivacyRecordKind, MessageId> = {
  messages: 'privacyExport.kind.messages',
  bookings: 'privacyExport.kind.bookings',
  payments: 'privacyExport.kind.payments',
  receipts: 'privacyExport.kind.receipts',
  passportScans: 'privacyExport.kind.passportScans',
  travellers: 'privacyExport.kind.travellers',
  groupMessages: 'privacyExport.kind.groupMessages',
  mails: 'privacyExport.kind.mails',
  marketingContacts: 'privacyExport.kind.marketingContacts',
  auditEntries: 'privacyExport.kind.auditEntries',
};

export interface ExportLetter {
  fileName: string;
  text: string;
}

/** The letter as plain text (CRLF, so every mail and text program shows its lines). */
export function exportLetter(
  findings: Pick<PrivacyFindings, 'email' | 'records'>,
  csvNames: Record<PrivacyRecordKind, string>,
  settings: Pick<PublicSettings, 'siteName' | 'email' | 'privacyOfficerEmail'>,
  language: FormLanguage,
  today: string,
): ExportLetter {
  const locale = localeOfLanguage(language);
  const t = translatorFor(locale);
  const agency = settings.siteName || t('mail.agencyFallback');
  const kinds = PRIVACY_RECORD_KINDS.map((kind) => ({
    kind,
    count: findings.records.filter((r) => r.kind === kind).length,
  })).filter((k) => k.count > 0);
  const contact = settings.privacyOfficerEmail?.trim() || settings.email?.trim() || agency;
  const lines = [
    t('privacyExport.title', { agency }),
    '',
    t('privacyExport.intro', { date: formatDocumentDate(today, locale), email: findings.email }),
    '',
    ...(kinds.length
      ? [
          t('privacyExport.contents'),
          `- ${t('privacyExport.everything')}`,
          ...kinds.map(
            ({ kind, count }) =>
              `- ${t('privacyExport.kindLine', { file: csvNames[kind], what: t(KIND_TEXT[kind]), count })}`,
          ),
        ]
      : [t('privacyExport.none')]),
    '',
    t('privacyExport.kept'),
    '',
    t('privacyExport.questions', { contact }),
  ];
  return { fileName: t('privacyExport.fileName'), text: `${lines.join('\r\n')}\r\n` };
}
