import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../../platform/firebase/firebase';
import { DomainError } from '@umrah/domain/model/errors';
import {
  deleteIfUnchanged,
  isCollision,
  writeIfUnchanged,
} from '../../../platform/firebase/optimistic-write';

/**
 * Admins live in Firebase Auth, which has no transactions: two admins deleting each other at
 * once would each count two admins and leave none. So changes that can shrink the roster hold
 * this lease, one at a time, while they count and delete. A lease whose holder died (no release)
 * lapses after LEASE_MS.
 */
const LEASE_MS = 30_000;
/** How long a request waits for the lease before answering 503 (try again). */
const WAIT_MS = 8_000;
const POLL_MS = 100;

const leaseRef = () => db().collection('locks').doc('adminRoster');

// The lease is taken and given back with writes that hold only if the lease is as read, never
// in a lock-based transaction: waiting deletes then poll without holding a lock that the holder's
// release must wait for (in the emulator, six deletes at once took 8 s, past the deadline).
async function tryTake(token: string): Promise<boolean> {
  const lease = await leaseRef().get();
  const until = lease.get('until') as Timestamp | undefined;
  if (lease.exists && until && until.toMillis() > Date.now()) return false;
  const batch = db().batch();
  writeIfUnchanged(batch, leaseRef(), lease, {
    token,
    until: Timestamp.fromMillis(Date.now() + LEASE_MS),
  });
  try {
    await batch.commit();
    return true;
  } catch (err) {
    if (isCollision(err)) return false;
    throw err;
  }
}

async function release(token: string): Promise<void> {
  const lease = await leaseRef().get();
  if (lease.get('token') !== token) return;
  const batch = db().batch();
  deleteIfUnchanged(batch, leaseRef(), lease);
  await batch.commit().catch((err: unknown) => {
    // Changed since read: it lapsed and another request holds it now.
    if (!isCollision(err)) throw err;
  });
}

/** Runs `change` while holding the roster lease (waiting for it up to WAIT_MS). */
// eslint-disable-next-line no-restricted-syntax -- a lock around the roster change, like platform/firebase/lease
export async function withAdminRosterLock<T>(change: () => Promise<T>): Promise<T> {
  const token = randomUUID();
  const deadline = Date.now() + WAIT_MS;
  while (!(await tryTake(token))) {
    if (Date.now() > deadline) {
      throw new DomainError('admin_roster_busy', { retryAfterSeconds: 1 });
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  try {
    return await change();
  } finally {
    await release(token);
  }
}
