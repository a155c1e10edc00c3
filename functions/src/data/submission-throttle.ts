// Spam throttles for public submissions: per client address and per email address. State in
// Firestore (functions scale out); addresses are stored only as salted hashes. Each document
// carries `expireAt` (the end of its window), which a Firestore TTL policy
// (firestore.indexes.json) uses to delete it, so the collection stays small.
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../firebase';

export const ADDRESS_WINDOW_MS = 10 * 60 * 1000;
export const EMAIL_WINDOW_MS = 60 * 60 * 1000;

function positiveFromEnv(name: string, fallback: number): number {
  const fromEnv = Number(process.env[name]);
  return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : fallback;
}

/** Submissions allowed per client address per 10 minutes; SUBMISSION_LIMIT overrides (load tests). */
export const addressLimit = () => positiveFromEnv('SUBMISSION_LIMIT', 10);

/**
 * Submissions allowed per email address per hour; SUBMISSION_EMAIL_LIMIT overrides. It keeps
 * one person's address (perhaps not the sender's own) from being used to flood the inbox.
 */
export const emailLimit = () => positiveFromEnv('SUBMISSION_EMAIL_LIMIT', 5);

function hashed(kind: string, value: string): string {
  const salt = process.env.GCLOUD_PROJECT ?? 'umrah';
  return createHash('sha256').update(`${salt}:${kind}:${value}`).digest('hex').slice(0, 40);
}

/**
 * One mailbox, however it is spelled: case and a `+tag` in the local part do not make a new
 * address (most providers deliver `a+1@x` to `a@x`).
 */
export function mailboxOf(email: string): string {
  const [local = '', domain = ''] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  return `${local.replace(/\+.*$/, '')}@${domain}`;
}

/** Counts one event in a fixed window; answers false when over the limit (nothing counted). */
async function takeSlot(
  kind: 'address' | 'email',
  value: string,
  limit: number,
  windowMs: number,
  now: number,
) {
  const ref = db().collection('submissionThrottles').doc(hashed(kind, value));
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const windowStart = (snap.get('windowStart') as Timestamp | undefined)?.toMillis() ?? 0;
    const fresh = now - windowStart < windowMs;
    const count = fresh ? Number(snap.get('count') ?? 0) : 0;
    if (count >= limit) return false;
    const start = fresh ? windowStart : now;
    tx.set(ref, {
      kind,
      count: count + 1,
      windowStart: Timestamp.fromMillis(start),
      expireAt: Timestamp.fromMillis(start + windowMs),
    });
    return true;
  });
}

export function takeAddressSlot(address: string, now = Date.now()): Promise<boolean> {
  return takeSlot('address', address, addressLimit(), ADDRESS_WINDOW_MS, now);
}

export function takeEmailSlot(email: string, now = Date.now()): Promise<boolean> {
  return takeSlot('email', mailboxOf(email), emailLimit(), EMAIL_WINDOW_MS, now);
}
