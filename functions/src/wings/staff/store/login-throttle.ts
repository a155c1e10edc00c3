// Login throttling: growing delays per (username, address), and a looser per-username guard,
// decided in ONE atomic Firestore commit before any password is checked. State lives in Firestore,
// not memory: functions scale out. Addresses are stored only as salted hashes.
//
// Every attempt that is let through is counted as a failure *before* the password is checked
// (and forgiven if it succeeds), so a burst of parallel guesses cannot slip past the count: the
// guarded commit serialises them, and the sixth in a row already sees a delay.
//
// Known-good: an address from which a session did admin work, *together with the browser* that
// did it (the device token in its cookie, auth/cookies.ts). Anyone can name an address (a call to
// the function's own URL chooses it), so guesses naming it without that browser's token are
// counted in the address's own bucket and never spend the admin browser's allowance.
import { createHash } from 'node:crypto';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../../../platform/firebase/firebase';
import { isCollision, writeIfUnchanged } from '../../../platform/firebase/optimistic-write';

/** Attempts per (username, address) before delays begin. */
export const FREE_ATTEMPTS = 5;
/** Attempts per address once the username is under attack (unless the address is known-good). */
export const FREE_ATTEMPTS_UNDER_ATTACK = 1;
/** First delay, doubled with every further attempt. */
export const BASE_DELAY_MS = 1000;
/** The longest delay: never a lock, at worst one attempt per quarter hour. */
export const MAX_DELAY_MS = 15 * 60 * 1000;
/** A (username, address) pair with no attempt for this long starts afresh. */
export const PAIR_MEMORY_MS = 60 * 60 * 1000;
/** Failures of one username from all addresses within NAME_WINDOW_MS that mean "under attack". */
export const NAME_ATTACK_THRESHOLD = 30;
export const NAME_WINDOW_MS = 60 * 60 * 1000;
/** Known-good (address, device) pairs are remembered this long, at most KNOWN_MAX of them. */
export const KNOWN_ADDRESS_MS = 90 * 24 * 60 * 60 * 1000;
export const KNOWN_MAX = 10;

const COLLECTION = 'loginThrottles';

export interface PairState {
  /** Attempts let through and not (yet) forgiven by a success. */
  attempts: number;
  nextAllowedAt: number;
  lastAt: number;
}

export interface NameState {
  failures: number;
  windowStart: number;
  /** While under attack, the next time an address that is not known-good may try. */
  nextAllowedAt: number;
  /** Known-good (address, device) pairs as hashes, with when they last did admin work. */
  known: Record<string, number>;
}

export type Decision =
  { allow: true; pair: PairState; name: NameState } | { allow: false; waitMs: number };

/** Delay after the n-th attempt when `free` attempts are free: 0, then 1 s, 2 s, 4 s … capped. */
export function delayAfter(attempts: number, free: number): number {
  if (attempts < free) return 0;
  const exponent = Math.min(attempts - free, 30);
  return Math.min(BASE_DELAY_MS * 2 ** exponent, MAX_DELAY_MS);
}

export function freshPair(pair: PairState | undefined, now: number): PairState {
  if (!pair || now - pair.lastAt >= PAIR_MEMORY_MS)
    return { attempts: 0, nextAllowedAt: 0, lastAt: 0 };
  return pair;
}

export function freshName(name: NameState | undefined, now: number): NameState {
  const known = Object.fromEntries(
    Object.entries(name?.known ?? {}).filter(([, at]) => now - at < KNOWN_ADDRESS_MS),
  );
  if (!name || now - name.windowStart >= NAME_WINDOW_MS)
    return { failures: 0, windowStart: now, nextAllowedAt: 0, known };
  return { ...name, known };
}

/**
 * The whole policy, pure: may this address try a password for this username now?
 *
 * - Each (username, address) gets FREE_ATTEMPTS, then waits 1 s, 2 s, 4 s … up to MAX_DELAY_MS
 *   between attempts. Strangers' failures never touch another address's pair.
 * - When the username has NAME_ATTACK_THRESHOLD failures within the hour (many addresses guessing),
 *   addresses that are not known-good get only FREE_ATTEMPTS_UNDER_ATTACK each, and they also
 *   share one growing delay for the whole username. Known-good (address, device) pairs are exempt
 *   from that shared delay, so the real admin from their own browser still gets in.
 */
export function decide(
  pairIn: PairState | undefined,
  nameIn: NameState | undefined,
  knownKey: string | undefined,
  now: number,
): Decision {
  const pair = freshPair(pairIn, now);
  const name = freshName(nameIn, now);
  if (pair.nextAllowedAt > now) return { allow: false, waitMs: pair.nextAllowedAt - now };
  const underAttack = name.failures >= NAME_ATTACK_THRESHOLD;
  const knownGood = knownKey !== undefined && knownKey in name.known;
  const shared = underAttack && !knownGood;
  if (shared && name.nextAllowedAt > now) return { allow: false, waitMs: name.nextAllowedAt - now };

  const attempts = pair.attempts + 1;
  const free = shared ? FREE_ATTEMPTS_UNDER_ATTACK : FREE_ATTEMPTS;
  const failures = name.failures + 1;
  return {
    allow: true,
    pair: { attempts, lastAt: now, nextAllowedAt: now + delayAfter(attempts, free) },
    name: {
      ...name,
      failures,
      nextAllowedAt: shared
        ? now + delayAfter(failures - NAME_ATTACK_THRESHOLD, 1)
        : name.nextAllowedAt,
    },
  };
}

function hash(text: string): string {
  const salt = process.env.GCLOUD_PROJECT ?? 'umrah';
  return createHash('sha256').update(`${salt}:${text}`).digest('hex').slice(0, 40);
}

const refs = (username: string, address: string, device: string | undefined) => {
  const collection = db().collection(COLLECTION);
  return {
    knownKey: device === undefined ? undefined : hash(`known:${address}\n${device}`),
    /** The bucket of every attempt from this address that is not its known-good browser. */
    addressPair: collection.doc(`pair-${hash(`${username}\n${address}`)}`),
    /** The known-good browser's own bucket, used only once the pair is known-good. */
    devicePair:
      device === undefined
        ? undefined
        : collection.doc(`pair-${hash(`${username}\n${address}\n${device}`)}`),
    name: collection.doc(`name-${hash(`name:${username}`)}`),
  };
};

const ms = (value: unknown): number => (value instanceof Timestamp ? value.toMillis() : 0);
const ts = (millis: number) => Timestamp.fromMillis(millis);

const seconds = (waitMs: number) => Math.max(1, Math.ceil(waitMs / 1000));

function parse(
  pairSnap: DocumentSnapshot | undefined,
  nameSnap: DocumentSnapshot | undefined,
): [PairState | undefined, NameState | undefined] {
  const p = pairSnap?.data();
  const n = nameSnap?.data();
  const pair: PairState | undefined = p && {
    attempts: Number(p.attempts ?? 0),
    nextAllowedAt: ms(p.nextAllowedAt),
    lastAt: ms(p.lastAt),
  };
  const name: NameState | undefined = n && {
    failures: Number(n.failures ?? 0),
    windowStart: ms(n.windowStart),
    nextAllowedAt: ms(n.nextAllowedAt),
    known: Object.fromEntries(
      Object.entries((n.known ?? {}) as Record<string, unknown>).map(([k, v]) => [k, ms(v)]),
    ),
  };
  return [pair, name];
}

function nameDoc(name: NameState, now: number) {
  const lastKnown = Math.max(0, ...Object.values(name.known));
  return {
    failures: name.failures,
    windowStart: ts(name.windowStart),
    nextAllowedAt: ts(name.nextAllowedAt),
    known: Object.fromEntries(Object.entries(name.known).map(([k, v]) => [k, ts(v)])),
    // Firestore's TTL policy on `expireAt` (firestore.indexes.json) deletes forgotten documents.
    expireAt: ts(
      Math.max(
        now + NAME_WINDOW_MS,
        name.nextAllowedAt,
        lastKnown ? lastKnown + KNOWN_ADDRESS_MS : 0,
      ),
    ),
  };
}

export type Ticket =
  | { allowed: true; username: string; address: string; knownGood: boolean }
  | { allowed: false; retryAfterSeconds: number };

/** Rounds before a contended decision is refused (429 with a short wait, never 503). */
const COMMIT_ROUNDS = 25;

/**
 * Reads the name's document and the pair's, decides, and commits the new states in one atomic
 * write that holds only if neither document changed since it was read (an optimistic
 * transaction). Which pair document counts (the address's, or its known-good browser's) depends
 * on the name's document, so both candidates are read. A collision means another attempt counted
 * first: read again and decide again. Lock-based Firestore transactions were tried first and
 * measured too slow under a burst (20 parallel logins: over 10 s in the emulator, so the request
 * deadline answered 503).
 */
async function decideAndCommit(
  r: ReturnType<typeof refs>,
  clock: () => number,
  write: (
    pair: PairState | undefined,
    name: NameState | undefined,
    knownGood: boolean,
    now: number,
  ) =>
    { pair?: Record<string, unknown> | null; name: Record<string, unknown> } | { refuseMs: number },
): Promise<{ committed: true; knownGood: boolean } | { committed: false; waitMs: number }> {
  for (let round = 0; round < COMMIT_ROUNDS; round++) {
    const [nameSnap, addressSnap, deviceSnap] = await db().getAll(
      r.name,
      r.addressPair,
      ...(r.devicePair ? [r.devicePair] : []),
    );
    const now = clock();
    const [, nameState] = parse(undefined, nameSnap);
    const knownGood =
      r.knownKey !== undefined && r.knownKey in freshName(nameState, now).known && !!deviceSnap;
    const pairRef = knownGood ? r.devicePair! : r.addressPair;
    const pairSnap = knownGood ? deviceSnap! : addressSnap!;
    const outcome = write(parse(pairSnap, undefined)[0], nameState, knownGood, now);
    if ('refuseMs' in outcome) return { committed: false, waitMs: outcome.refuseMs };
    const batch = db().batch();
    if (outcome.pair === null) batch.delete(pairRef);
    else if (outcome.pair) writeIfUnchanged(batch, pairRef, pairSnap, outcome.pair);
    writeIfUnchanged(batch, r.name, nameSnap!, outcome.name);
    try {
      await batch.commit();
      return { committed: true, knownGood };
    } catch (err) {
      if (!isCollision(err)) throw err;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * (round + 1)));
    }
  }
  return { committed: false, waitMs: 1000 };
}

/**
 * Counts this attempt and decides (allow, or wait N seconds) in one atomic step, before the
 * password is checked. `device` is the browser's device token, if it sent one. Contention that
 * outlasts the retries is refused: counting never fails open.
 */
export async function takeLoginAttempt(
  username: string,
  address: string,
  device: string | undefined,
  clock: () => number = Date.now,
): Promise<Ticket> {
  const r = refs(username, address, device);
  const result = await decideAndCommit(r, clock, (pair, name, knownGood, now) => {
    const decision = decide(pair, name, knownGood ? r.knownKey : undefined, now);
    if (!decision.allow) return { refuseMs: decision.waitMs };
    return {
      pair: {
        attempts: decision.pair.attempts,
        lastAt: ts(decision.pair.lastAt),
        nextAllowedAt: ts(decision.pair.nextAllowedAt),
        // Firestore's TTL policy on `expireAt` (firestore.indexes.json) deletes forgotten documents.
        expireAt: ts(Math.max(now + PAIR_MEMORY_MS, decision.pair.nextAllowedAt)),
      },
      name: nameDoc(decision.name, now),
    };
  });
  if (!result.committed) return { allowed: false, retryAfterSeconds: seconds(result.waitMs) };
  return { allowed: true, username, address, knownGood: result.knownGood };
}

/**
 * A correct password: forgets the attempts of the bucket it was counted in and takes the attempt
 * back from the username's count. It does not make the address known-good: only admin work done
 * by the session does (rememberKnownGood).
 */
export async function forgiveLoginAttempt(
  username: string,
  address: string,
  device: string | undefined,
  clock: () => number = Date.now,
): Promise<void> {
  const r = refs(username, address, device);
  await decideAndCommit(r, clock, (_pair, name, _knownGood, now) => {
    const fresh = freshName(name, now);
    return {
      pair: null,
      name: nameDoc({ ...fresh, failures: Math.max(0, fresh.failures - 1) }, now),
    };
  });
}

/**
 * A session did admin work from this address in this browser: the pair becomes (or stays)
 * known-good for the username, keeping the KNOWN_MAX most recent.
 */
export async function rememberKnownGood(
  username: string,
  address: string,
  device: string,
  clock: () => number = Date.now,
): Promise<void> {
  const r = refs(username, address, device);
  await decideAndCommit(r, clock, (_pair, name, _knownGood, now) => {
    const fresh = freshName(name, now);
    const known = Object.entries({ ...fresh.known, [r.knownKey!]: now })
      .sort(([, a], [, b]) => b - a)
      .slice(0, KNOWN_MAX);
    return { name: nameDoc({ ...fresh, known: Object.fromEntries(known) }, now) };
  });
}
