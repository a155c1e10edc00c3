import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../firebase';
import { toIso } from './timestamps';

export interface AuditEntry {
  actorUid: string;
  actorUsername: string;
  /** e.g. 'PUT /api/admin/packages/abc' or 'view passport'. */
  action: string;
  target: string;
}

export async function appendAudit(entry: AuditEntry): Promise<void> {
  await db()
    .collection('auditLog')
    .add({ ...entry, at: FieldValue.serverTimestamp() });
}

export async function listAudit(limit = 200) {
  const snap = await db().collection('auditLog').orderBy('at', 'desc').limit(limit).get();
  return snap.docs.map((d) => {
    const { at, ...rest } = d.data();
    return { id: d.id, ...(rest as AuditEntry), at: toIso(at) };
  });
}
