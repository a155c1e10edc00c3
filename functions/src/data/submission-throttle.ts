// Spam throttles for public submissions: per client address and per mailbox. State in Firestore
// (functions scale out); addresses are stored only as salted hashes. Each document carries
// `expireAt` (the end of its window), which a Firestore TTL policy (firestore.indexes.json) uses
// to delete it, so the collection stays small.
//
// No hot document (issue 31): a window of `limit` submissions is `limit` slot documents, and a
// submission takes the first free one with `create()`, which fails at once when another request
// took it first. Nothing waits on a lock: a flood on one mailbox or address reads the full
// slots in one call and is refused without a write, and everyone else's submissions never touch
// its documents. Windows are fixed (aligned to the clock), so the limit is per clock window.
import { createHash } from 'node:crypto';
import { mailboxOf } from '@umrah/domain/mailbox';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../firebase';

export const ADDRESS_WINDOW_MS = 10 * 60 * 1000;
export const EMAIL_WINDOW_MS = 60 * 60 * 1000;

/** Limits above this are refused as settings: each slot is a document read per submission. */
const MAX_LIMIT = 50;

/**
 * A limit from the environment: a number from 1 to MAX_LIMIT, or `off` (the benchmark's own
 * stack, whose traffic all comes from one address); anything else keeps the default.
 */
function limitFromEnv(name: string, fallback: number): number | null {
  const raw = process.env[name]?.trim();
  if (raw === 'off') return null;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 && n <= MAX_LIMIT ? n : fallback;
}

/** Submissions allowed per client address per 10 minutes; SUBMISSION_LIMIT overrides. */
export const addressLimit = () => limitFromEnv('SUBMISSION_LIMIT', 10);

/**
 * Submissions allowed per mailbox per hour; SUBMISSION_EMAIL_LIMIT overrides. It keeps one
 * person's address (perhaps not the sender's own) from being used to flood the inbox.
 */
export const emailLimit = () => limitFromEnv('SUBMISSION_EMAIL_LIMIT', 5);

function hashed(kind: string, value: string): string {
  const salt = process.env.GCLOUD_PROJECT ?? 'umrah';
  return createHash('sha256').update(`${salt}:${kind}:${value}`).digest('hex').slice(0, 40);
}

const ALREADY_EXISTS = 6;

/** Counts one event in a fixed window; answers false when the window is full (nothing counted). */
async function takeSlot(
  kind: 'address' | 'email',
  value: string,
  limit: number | null,
  windowMs: number,
  now: number,
): Promise<boolean> {
  if (limit === null) return true;
  const windowIndex = Math.floor(now / windowMs);
  const windowStart = windowIndex * windowMs;
  const base = `${hashed(kind, value)}-${windowIndex}`;
  const slots = Array.from({ length: limit }, (_, i) =>
    db().collection('submissionThrottles').doc(`${base}-${i}`),
  );
  const taken = await db().getAll(...slots);
  for (const [i, slot] of slots.entries()) {
    if (taken[i]?.exists) continue;
    try {
      await slot.create({
        kind,
        windowStart: Timestamp.fromMillis(windowStart),
        expireAt: Timestamp.fromMillis(windowStart + windowMs),
      });
      return true;
    } catch (err) {
      // Another submission took this slot meanwhile: try the next.
      if ((err as { code?: unknown }).code !== ALREADY_EXISTS) throw err;
    }
  }
  return false;
}

export function takeAddressSlot(address: string, now = Date.now()): Promise<boolean> {
  return takeSlot('address', address, addressLimit(), ADDRESS_WINDOW_MS, now);
}

export function takeEmailSlot(email: string, now = Date.now()): Promise<boolean> {
  return takeSlot('email', mailboxOf(email), emailLimit(), EMAIL_WINDOW_MS, now);
}
