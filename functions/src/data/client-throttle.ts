// Spam throttle per client address for public submissions. State in Firestore (functions scale
// out); the address is stored only as a salted hash. Each document carries `expireAt` (the end
// of its window), which a Firestore TTL policy (firestore.indexes.json) uses to delete it.
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../firebase';

export const SUBMISSION_WINDOW_MS = 10 * 60 * 1000;

/** Submissions allowed per address per window; SUBMISSION_LIMIT overrides (load tests). */
export function submissionLimit(): number {
  const fromEnv = Number(process.env.SUBMISSION_LIMIT);
  return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : 10;
}

function addressKey(address: string): string {
  const salt = process.env.GCLOUD_PROJECT ?? 'umrah';
  return createHash('sha256').update(`${salt}:${address}`).digest('hex').slice(0, 40);
}

/** Counts one submission; answers false when the address is over its limit (nothing counted). */
export async function takeSubmissionSlot(address: string, now = Date.now()): Promise<boolean> {
  const ref = db().collection('submissionThrottles').doc(addressKey(address));
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const windowStart = (snap.get('windowStart') as Timestamp | undefined)?.toMillis() ?? 0;
    const fresh = now - windowStart < SUBMISSION_WINDOW_MS;
    const count = fresh ? Number(snap.get('count') ?? 0) : 0;
    if (count >= submissionLimit()) return false;
    const start = fresh ? windowStart : now;
    tx.set(ref, {
      count: count + 1,
      windowStart: Timestamp.fromMillis(start),
      expireAt: Timestamp.fromMillis(start + SUBMISSION_WINDOW_MS),
    });
    return true;
  });
}
