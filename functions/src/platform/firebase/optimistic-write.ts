// Read, decide, then write only if the document is still as read (an optimistic transaction).
// Firestore's lock-based transactions make writers of one document wait on each other's locks;
// the emulator resolves two such writers only when its lock times out, seconds past the request
// deadline (six saves of one traveller at once answered 503). A write with a precondition never
// waits: a collision means another writer came first, so read again and decide again.
import type {
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  WriteBatch,
} from 'firebase-admin/firestore';
import { DomainError } from '@umrah/domain/model/errors';
import { db } from './firebase';

/** gRPC codes of a failed precondition: ALREADY_EXISTS (a create) and FAILED_PRECONDITION. */
const PRECONDITION_FAILED = new Set<unknown>([6, 9]);

/** Whether a write failed because the document changed since it was read. */
export function isCollision(err: unknown): boolean {
  return PRECONDITION_FAILED.has((err as { code?: unknown } | null)?.code);
}

/** Writes `data` only if the document is still as read: created if it was absent, else unchanged since. */
export function writeIfUnchanged(
  batch: WriteBatch,
  ref: DocumentReference,
  snap: DocumentSnapshot,
  data: DocumentData,
): void {
  if (snap.exists && snap.updateTime) batch.update(ref, data, { lastUpdateTime: snap.updateTime });
  else batch.create(ref, data);
}

/** Deletes the document only if it is still as read (nothing to do if it was absent). */
export function deleteIfUnchanged(
  batch: WriteBatch,
  ref: DocumentReference,
  snap: DocumentSnapshot,
): void {
  if (snap.exists && snap.updateTime) batch.delete(ref, { lastUpdateTime: snap.updateTime });
}

/** Collisions in a row before the write is refused as busy (503 with a short Retry-After). */
const ROUNDS = 20;
/** Nor retried past this, so the refusal comes well inside the request deadline (10 s). */
const BUSY_AFTER_MS = 6_000;

/**
 * Changes one document optimistically: `change` reads the snapshot and answers the data to write
 * (or null to leave it) and the result; retried on a collision. After ROUNDS collisions in a row
 * (or BUSY_AFTER_MS), `record_busy` (503, try again in a second): never a wait on a lock.
 */
export async function changeIfUnchanged<T>(
  ref: DocumentReference,
  change: (snap: DocumentSnapshot) => { data: DocumentData | null; result: T },
): Promise<T> {
  const started = Date.now();
  for (let round = 0; round < ROUNDS && Date.now() - started < BUSY_AFTER_MS; round++) {
    const snap = await ref.get();
    const { data, result } = change(snap);
    if (!data) return result;
    const batch = db().batch();
    writeIfUnchanged(batch, ref, snap, data);
    try {
      await batch.commit();
      return result;
    } catch (err) {
      if (!isCollision(err)) throw err;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * (round + 1)));
    }
  }
  throw new DomainError('record_busy', { retryAfterSeconds: 1 });
}
