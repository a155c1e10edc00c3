import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../../platform/firebase/firebase';
import { DomainError } from '@umrah/domain/model/errors';

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

async function tryTake(token: string): Promise<boolean> {
  return db().runTransaction(async (tx) => {
    const lease = await tx.get(leaseRef());
    const until = lease.get('until') as Timestamp | undefined;
    if (lease.exists && until && until.toMillis() > Date.now()) return false;
    tx.set(leaseRef(), { token, until: Timestamp.fromMillis(Date.now() + LEASE_MS) });
    return true;
  });
}

async function release(token: string): Promise<void> {
  await db().runTransaction(async (tx) => {
    const lease = await tx.get(leaseRef());
    if (lease.get('token') === token) tx.delete(leaseRef());
  });
}

/** Runs `change` while holding the roster lease (waiting for it up to WAIT_MS). */
export async function withAdminRosterLock<T>(change: () => Promise<T>): Promise<T> {
  const token = randomUUID();
  const deadline = Date.now() + WAIT_MS;
  while (!(await tryTake(token))) {
    if (Date.now() > deadline) {
      throw new DomainError('admin_roster_busy');
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  try {
    return await change();
  } finally {
    await release(token);
  }
}
