// The register of privacy requests: `privacyRequests/{id}`, read and written only here (the rules
// deny clients). Few documents (a handful a year), so the list is read whole.
import { DomainError } from '@umrah/domain/model/errors';
import type { PrivacyRequest } from '@umrah/domain/model/privacy';
import { privacyDueDate } from '@umrah/domain/model/privacy';
import type { PrivacyRequestInput, PrivacyRequestUpdate } from '@umrah/domain/schemas/privacy';
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { db } from '../../../platform/firebase/firebase';
import { isDocId } from '../../../platform/firebase/doc-id';
import { toIso } from '../../../platform/firebase/timestamps';

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
