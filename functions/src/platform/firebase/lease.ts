// One writer at a time on a hot document (a departure's last seats, the receipts' counter).
// Firestore's server transactions lock what they read; on the emulator, twenty of them reading
// one document at once wait on each other until every request passes its 10 s deadline and none
// commits (20 confirmations on 3 seats through Hosting: 20 × 503, no seat sold). A lease taken
// with create() never waits on a lock: the holder runs its short transaction alone, the others
// try again a few milliseconds later, and whoever cannot get it within LEASE_WAIT_MS is refused
// as busy before it has written anything (so a retry is always safe).
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { DomainError } from '@umrah/domain/model/errors';
import { timeLeft } from '../time-left';
import { db } from './firebase';
import { isCollision } from './optimistic-write';

/** The collection of leases (server only; rules deny browsers; a TTL policy on `expireAt`). */
export const LEASES = 'leases';
/** A holder that crashed frees its lease after this: longer than any transaction behind one. */
const LEASE_MS = 8_000;
/** How long a writer waits for a lease before `record_busy` (well inside the 10 s deadline). */
const LEASE_WAIT_MS = 5_000;
/**
 * Inside a request, the wait also ends this long before its deadline: time for the holder-to-be's
 * transaction, or for the refusal to be answered, before the deadline's own 503 (which says
 * nothing of whether the write happened). On a busy 2-core emulator the reads before the lease
 * alone took 3 to 5 s, and 5 s of waiting on top answered the deadline's 503.
 */
const LEASE_DEADLINE_MARGIN_MS = 3_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface LeaseOptions {
  /** Waits at most this long (tests shorten it). */
  waitMs?: number;
  /**
   * Run every GIVE_UP_CHECK_MS while waiting: throws to stop waiting when the wait has become
   * pointless (the last seats went to the writers before), so late comers hear "sold out" at once.
   */
  giveUpIf?: () => Promise<void>;
}

/** How often a waiting writer reads whether the lease has expired (it lasts LEASE_MS). */
const EXPIRY_CHECK_MS = 500;

/** How often a waiting writer runs its `giveUpIf` check (one read, not one per retry). */
const GIVE_UP_CHECK_MS = 300;

/**
 * Runs `work` while holding the lease `key` (e.g. `departure-<id>`), then frees it, also when
 * `work` throws. Throws `record_busy` (503, Retry-After 1 s) when the lease stays taken.
 */
export async function withLease<T>(
  key: string,
  work: () => Promise<T>,
  { waitMs = LEASE_WAIT_MS, giveUpIf }: LeaseOptions = {},
): Promise<T> {
  const ref = db().collection(LEASES).doc(key);
  const started = Date.now();
  const left = timeLeft();
  if (left !== null) waitMs = Math.max(0, Math.min(waitMs, left - LEASE_DEADLINE_MARGIN_MS));
  let checked = started;
  let expiryChecked = 0;
  let taken: Timestamp | null = null;
  for (let round = 0; !taken; round++) {
    try {
      const expireAt = Timestamp.fromMillis(Date.now() + LEASE_MS);
      taken = (await ref.create({ holder: randomUUID(), expireAt })).writeTime;
    } catch (err) {
      if (!isCollision(err)) throw err;
      // Whether the holder never came back, read at most every EXPIRY_CHECK_MS: twenty waiters
      // reading the lease on every try slowed the holder's own transaction on the emulator.
      if (Date.now() - expiryChecked >= EXPIRY_CHECK_MS) {
        expiryChecked = Date.now();
        const held = await ref.get();
        const expireAt = held.get('expireAt') as Timestamp | undefined;
        if (held.exists && expireAt && expireAt.toMillis() < Date.now()) {
          // A holder that never came back: free its lease (if nobody else did) and try again.
          await ref.delete({ lastUpdateTime: held.updateTime! }).catch(ignoreCollision);
          continue;
        }
      }
      if (Date.now() - started >= waitMs) {
        throw new DomainError('record_busy', { retryAfterSeconds: 1 });
      }
      if (giveUpIf && Date.now() - checked >= GIVE_UP_CHECK_MS) {
        checked = Date.now();
        await giveUpIf();
      }
      // Short, growing, jittered: the holder's transaction takes tens of milliseconds.
      await sleep(10 + Math.random() * 20 * Math.min(round + 1, 8));
    }
  }
  try {
    return await work();
  } finally {
    // Only our own lease: if it expired and another writer holds it now, theirs stays.
    await ref.delete({ lastUpdateTime: taken }).catch(ignoreCollision);
  }
}

function ignoreCollision(err: unknown): void {
  // NOT_FOUND (5): already freed as expired by another writer.
  if (!isCollision(err) && (err as { code?: unknown } | null)?.code !== 5) throw err;
}
