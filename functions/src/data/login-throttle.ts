// Login throttling per username. State lives in Firestore, not memory: functions scale out.
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../firebase';

export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOCK_MS = 15 * 60 * 1000;

interface ThrottleDoc {
  failures: number;
  windowStart: Timestamp;
  lockedUntil?: Timestamp | null;
}

const ref = (username: string) =>
  db()
    .collection('loginThrottles')
    .doc(encodeURIComponent(username).slice(0, 200) || '_');

/** Milliseconds until the lock ends, or 0 when sign-in may be tried. */
export async function lockRemainingMs(username: string, now = Date.now()): Promise<number> {
  const snap = await ref(username).get();
  const lockedUntil = (snap.data() as ThrottleDoc | undefined)?.lockedUntil?.toMillis() ?? 0;
  return Math.max(0, lockedUntil - now);
}

/** Counts a failure; locks the username after MAX_FAILURES within the window. Returns the lock in ms. */
export async function recordFailure(username: string, now = Date.now()): Promise<number> {
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref(username));
    const current = snap.data() as ThrottleDoc | undefined;
    const windowFresh = current && now - current.windowStart.toMillis() < FAILURE_WINDOW_MS;
    const failures = windowFresh ? current.failures + 1 : 1;
    const windowStart = windowFresh ? current.windowStart : Timestamp.fromMillis(now);
    const locked = failures >= MAX_FAILURES;
    tx.set(ref(username), {
      failures: locked ? 0 : failures,
      windowStart: locked ? Timestamp.fromMillis(now) : windowStart,
      lockedUntil: locked ? Timestamp.fromMillis(now + LOCK_MS) : (current?.lockedUntil ?? null),
    });
    return locked ? LOCK_MS : 0;
  });
}

export async function clearFailures(username: string): Promise<void> {
  await ref(username).delete();
}
