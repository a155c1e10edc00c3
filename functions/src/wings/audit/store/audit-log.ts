import { auditBookingIdOf, auditKindOf } from '@umrah/domain/model/audit-log';
import { bookingReference, isSubmissionReference } from '@umrah/domain/model/reference';
import type { AuditCounts, AuditFilters } from '@umrah/domain/schemas/paging';
import { log } from '../../../platform/log';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { db } from '../../../platform/firebase/firebase';
import {
  countInWindow,
  dayWindow,
  readPage,
  type Filters,
  type ListSource,
  type TimeWindow,
} from '../../../platform/firebase/paging';
import { toIso } from '../../../platform/firebase/timestamps';

export interface AuditEntry {
  actorUid: string;
  actorUsername: string;
  /** e.g. 'PUT /api/admin/packages/abc' or 'view passport'. */
  action: string;
  target: string;
  /** The client address, for sign-in, sign-out and password-change entries. */
  address?: string;
  /** Facts for the entry's sentence (the travellers a confirmation was for). */
  details?: Record<string, string | number>;
}

/**
 * What every entry stores besides what its writer gave: its kind and the booking it is about
 * (id and reference), so the log filters by them (domain/model/audit-log.ts says the sentence).
 */
function indexed(action: string, target: string) {
  const bookingId = auditBookingIdOf(target);
  return {
    kind: auditKindOf(action, target),
    ...(bookingId && { bookingId, bookingReference: bookingReference(bookingId) }),
  };
}

const col = () => db().collection('auditLog');

export async function appendAudit(entry: AuditEntry): Promise<void> {
  await col().add({
    ...entry,
    ...indexed(entry.action, entry.target),
    at: FieldValue.serverTimestamp(),
  });
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
  details?: AuditEntry['details'],
): void {
  tx.create(col().doc(), {
    actorUid: actor.uid,
    actorUsername: actor.username,
    action,
    target,
    ...(details && { details }),
    ...indexed(action, target),
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

export type StoredAuditEntry = AuditEntry & { id: string; at: string; kind: string };

const auditList: ListSource<StoredAuditEntry> = {
  query: col,
  sortField: 'at',
  toItem: (d) => {
    const { at, kind, bookingId: _id, bookingReference: _ref, ...rest } = d.data();
    const entry = rest as AuditEntry;
    // Entries written before kinds were stored get theirs from the same rule.
    const ofEntry = typeof kind === 'string' ? kind : auditKindOf(entry.action, entry.target);
    return { id: d.id, ...entry, kind: ofEntry, at: toIso(at) };
  },
};

/** The list's filters as stored fields, and its date range as a window on `at` (office days). */
function queryOf(filters: AuditFilters): { equal: Filters; window: TimeWindow } {
  const booking = filters.booking?.toUpperCase();
  return {
    equal: {
      actorUsername: filters.person || undefined,
      kind: filters.kind,
      ...(filters.booking &&
        (booking && isSubmissionReference(booking)
          ? { bookingReference: booking }
          : { bookingId: filters.booking })),
    },
    window: dayWindow(filters.from, filters.to),
  };
}

/** A page of the audit log, newest first, of the filters given. */
export function listAudit(request: {
  limit: number;
  cursor?: string | undefined;
  filters: AuditFilters;
}) {
  const { equal, window } = queryOf(request.filters);
  return readPage(auditList, {
    limit: request.limit,
    cursor: request.cursor,
    filters: equal,
    window,
  });
}

/** How many entries the filters hold (the whole filtered log, not a page). */
export async function countAudit(filters: AuditFilters = {}): Promise<AuditCounts> {
  const { equal, window } = queryOf(filters);
  return { all: await countInWindow(col(), 'at', equal, window) };
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
