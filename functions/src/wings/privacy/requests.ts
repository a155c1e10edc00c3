// The privacy requests register's use cases (the store is privacy/store/requests-store.ts).
import { todayInTimeZone } from '@umrah/domain/model/dates';
import { localeOfLanguage } from '@umrah/domain/model/locale';
import { formatDocumentDate } from '@umrah/domain/model/locale-format';
import { privacyDueDate } from '@umrah/domain/model/privacy';
import { submissionReference } from '@umrah/domain/model/reference';
import type { PrivacyRequestUpdate } from '@umrah/domain/schemas/privacy';
import type { PrivacyWebRequest } from '@umrah/domain/schemas/privacy-web-request';
import { siteUrl } from '../../platform/config';
import { admitSubmission } from '../submissions/admit-submission';
import { privacyRequestAcknowledgement } from './privacy-acknowledgement';
import { receiveWebPrivacyRequest, updatePrivacyRequest } from './store/requests-store';

export { createPrivacyRequest, listPrivacyRequests } from './store/requests-store';

/** Closes or reopens a request; a closed one is dated today, in the agency's time zone. */
export function setPrivacyRequestStatus(id: string, update: PrivacyRequestUpdate) {
  return updatePrivacyRequest(id, update, todayInTimeZone());
}

const KIND_NAMES = { access: 'Access', correction: 'Correction', erasure: 'Erasure' } as const;
const LANGUAGE_NAMES = { en: 'English', fr: 'French' } as const;

/**
 * A request sent from the privacy page: admitted like every public form (spam check, per-address
 * and per-mailbox limits, mail caps), then in the register as received today (due in 30 days),
 * with the staff's notification and the person's acknowledgement in their language.
 */
export async function receivePrivacyRequest(
  request: PrivacyWebRequest,
  clientAddress: string,
  solution: unknown,
) {
  const { settings, mails } = await admitSubmission(
    clientAddress,
    solution,
    'privacy',
    request.email,
  );
  const receivedDate = todayInTimeZone();
  const dueDate = privacyDueDate(receivedDate);
  const reference = submissionReference(request.submissionId);
  const language = request.language === 'fr' ? 'fr' : 'en';
  const result = await receiveWebPrivacyRequest(
    request,
    receivedDate,
    mails,
    settings.email,
    {
      subject: `Privacy request (${KIND_NAMES[request.kind].toLowerCase()}) from ${request.name}`,
      intro: `A person asked through the privacy page. The law gives 30 days to answer: by ${formatDocumentDate(dueDate, localeOfLanguage('en'))}.`,
      lines: [
        ['Reference', reference],
        ['Request', KIND_NAMES[request.kind]],
        ['Name', request.name],
        ['Email', request.email],
        ['Language', `${LANGUAGE_NAMES[language]}: answer in ${LANGUAGE_NAMES[language]}`],
        ['Details', request.details || '-'],
        ['Open the register', `${siteUrl()}/admin/privacy`],
      ],
    },
    privacyRequestAcknowledgement({ kind: request.kind, dueDate }, settings, language, reference),
  );
  return { ...result, reference, emailed: mails.acknowledges };
}
