import type { AuditCounts } from '@umrah/domain/schemas/paging';
import { log } from '../log';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { db } from '../firebase';
import { countWhere, readPage, type ListSource, type PageRequest } from './paging';
import { toIso } from './timestamps';

export interface AuditEntry {
  actorUid: string;
  actorUsername: string;
  /** e.g. 'PUT /api/admin/packages/abc' or 'view passport'. */
  action: string;
  target: string;
  /** The client address, for sign-in, sign-out and password-change entries. */
  address?: string;
}

const col = () => db().collection('auditLog');

export async function appendAudit(entry: AuditEntry): Promise<void> {
  await col().add({ ...entry, at: FieldValue.serverTimestamp() });
}

/** The staff member an entry names. */
export interface Actor {
  uid: string;
  username: string;
}

/**
 * Appends an entry inside the caller's transaction, so the step it records and its entry are
 * written together or not at all (the privacy erasure's steps).
 */
export function auditInTransaction(
  tx: Transaction,
  actor: Actor,
  action: string,
  target: string,
): void {
  tx.create(col().doc(), {
    actorUid: actor.uid,
    actorUsername: actor.username,
    action,
    target,
    at: FieldValue.serverTimestamp(),
  });
}

/**
 * Appends an entry without letting a failed write break the request it records (sign-in, sign-out):
 * the failure is logged instead. Awaited, so the entry is written before the answer goes.
 */
export async function appendAuditSafely(entry: AuditEntry): Promise<void> {
  try {
    await appendAudit(entry);
  } catch (err) {
    log.error('Audit log write failed', { err: String(err), action: entry.action });
  }
}

/**
 * An entry about a staff member's own account (signing in or out, the password, the second
 * factor): who, what, from where. Written safely (appendAuditSafely).
 */
export function auditAccount(
  actor: { uid: string; username: string },
  action: string,
  address: string,
): Promise<void> {
  return appendAuditSafely({
    actorUid: actor.uid,
    actorUsername: actor.username,
    action,
    target: `from ${address}`,
    address,
  });
}

export type StoredAuditEntry = AuditEntry & { id: string; at: string };

const auditList: ListSource<StoredAuditEntry> = {
  query: col,
  sortField: 'at',
  toItem: (d) => {
    const { at, ...rest } = d.data();
    return { id: d.id, ...(rest as AuditEntry), at: toIso(at) };
  },
};

/** A page of the audit log, newest first. */
export function listAudit(request: PageRequest) {
  return readPage(auditList, request);
}

export async function countAudit(): Promise<AuditCounts> {
  return { all: await countWhere(col()) };
}

/**
 * The entries about these records: each target names a record ('bookings/abc', 'receipts/R-1')
 * and finds the entries on it and below it ('bookings/abc/payments'), oldest first.
 */
export async function auditEntriesAbout(targets: readonly string[]): Promise<StoredAuditEntry[]> {
  const snaps = await Promise.all(
    [...new Set(targets)].map((target) =>
      Promise.all([
        col().where('target', '==', target).get(),
        col().where('target', '>=', `${target}/`).where('target', '<', `${target}/\uf8ff`).get(),
      ]),
    ),
  );
  const found = new Map<string, StoredAuditEntry>();
  for (const snap of snaps.flat())
    for (const doc of snap.docs) found.set(doc.id, auditList.toItem(doc));
  return [...found.values()].sort((a, b) => a.at.localeCompare(b.at));
}
