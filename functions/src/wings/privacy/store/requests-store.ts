// The register of privacy requests: `privacyRequests/{id}`, read and written only here (the rules
// deny clients). Few documents (a handful a year), so the list is read whole.
import { DomainError } from '@umrah/domain/model/errors';
import type { PrivacyRequest } from '@umrah/domain/model/privacy';
import { privacyDueDate } from '@umrah/domain/model/privacy';
import type { PrivacyRequestInput, PrivacyRequestUpdate } from '@umrah/domain/schemas/privacy';
import type { PrivacyWebRequest } from '@umrah/domain/schemas/privacy-web-request';
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { db } from '../../../platform/firebase/firebase';
import { isDocId } from '../../../platform/firebase/doc-id';
import { toIso } from '../../../platform/firebase/timestamps';
import type { MailMessage } from '../../../platform/mail/mail';
import type { SubmissionMails } from '../../../platform/mail/mail-caps';

const col = () => db().collection('privacyRequests');

function toRequest(id: string, d: DocumentData): PrivacyRequest {
  return {
    id,
    kind: d['kind'],
    email: d['email'] ?? '',
    receivedDate: d['receivedDate'] ?? '',
    dueDate: d['dueDate'] ?? '',
    status: d['status'] === 'closed' ? 'closed' : 'open',
    outcome: d['outcome'] ?? '',
    closedDate: d['closedDate'] ?? null,
    createdAt: toIso(d['createdAt']),
    ...(d['source'] === 'website'
      ? {
          source: 'website' as const,
          name: String(d['name'] ?? ''),
          language: d['language'] === 'fr' ? ('fr' as const) : ('en' as const),
          details: String(d['details'] ?? ''),
        }
      : {}),
  };
}

/** Records a request: due 30 days after it was received, open. */
export async function createPrivacyRequest(input: PrivacyRequestInput): Promise<PrivacyRequest> {
  const ref = col().doc();
  const data = {
    kind: input.kind,
    email: input.email,
    receivedDate: input.receivedDate,
    dueDate: privacyDueDate(input.receivedDate),
    status: 'open',
    outcome: '',
    closedDate: null,
  };
  await ref.create({ ...data, createdAt: FieldValue.serverTimestamp() });
  return toRequest(ref.id, { ...data, createdAt: new Date() });
}

/**
 * Records a request sent from the privacy page once per submission id (a retry is stored once),
 * with the staff's notification and the person's acknowledgement (each unless this hour's caps
 * hold it back), in one transaction.
 */
export async function receiveWebPrivacyRequest(
  request: PrivacyWebRequest,
  receivedDate: string,
  mails: SubmissionMails,
  notifyEmail: string,
  mail: MailMessage,
  acknowledgement: MailMessage,
): Promise<{ request: PrivacyRequest; created: boolean }> {
  const ref = col().doc(request.submissionId);
  const data = {
    kind: request.kind,
    email: request.email,
    receivedDate,
    dueDate: privacyDueDate(receivedDate),
    status: 'open',
    outcome: '',
    closedDate: null,
    source: 'website',
    name: request.name,
    language: request.language,
    details: request.details,
  };
  return db().runTransaction(async (tx) => {
    const existing = await tx.get(ref);
    if (existing.exists)
      return { request: toRequest(ref.id, existing.data() ?? {}), created: false };
    tx.create(ref, { ...data, createdAt: FieldValue.serverTimestamp() });
    mails.queueStaff(tx, notifyEmail, mail);
    mails.queueAcknowledgement(tx, request.email, acknowledgement);
    return { request: toRequest(ref.id, { ...data, createdAt: new Date() }), created: true };
  });
}

/** Every request, the most recently received first. */
export async function listPrivacyRequests(): Promise<PrivacyRequest[]> {
  const snap = await col().orderBy('receivedDate', 'desc').get();
  return snap.docs.map((doc) => toRequest(doc.id, doc.data()));
}

/** Closes (with its outcome and the day) or reopens a request, in one transaction. */
export async function updatePrivacyRequest(
  id: string,
  update: PrivacyRequestUpdate,
  today: string,
): Promise<PrivacyRequest> {
  if (!isDocId(id)) throw new DomainError('privacy_request_not_found');
  const ref = col().doc(id);
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new DomainError('privacy_request_not_found');
    const fields = {
      status: update.status,
      outcome: update.outcome,
      closedDate: update.status === 'closed' ? today : null,
    };
    tx.update(ref, { ...fields, updatedAt: FieldValue.serverTimestamp() });
    return toRequest(id, { ...snap.data(), ...fields });
  });
}
