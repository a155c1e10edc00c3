// Spam throttles for public submissions: per client address and per mailbox. State in Firestore
// (functions scale out); addresses are stored only as salted hashes. Each document carries
// `expireAt` (the end of its window), which a Firestore TTL policy (firestore.indexes.json) uses
// to delete it, so the collection stays small.
//
// No hot document: a window of `limit` submissions is `limit` slot documents, and a
// submission takes a free one, at random, with `create()`, which fails at once when another
// request took it first (takeOne). Nothing waits on a lock: a flood on one mailbox or address reads the full
// slots in one call and is refused without a write, and everyone else's submissions never touch
// its documents. Windows are fixed (aligned to the clock), so the limit is per clock window.
// Both windows are read in one call and taken in parallel: two round trips per submission.
//
// A flood is refused after that one read, with nothing else done: each instance remembers the
// windows it saw full until they end (full windows only fill until then), and a submission on
// one of them reads its windows first, alone, instead of beside the submission's other work.
// The memory only orders the reads: whether a window is full is always what Firestore says.
import { createHash } from 'node:crypto';
import { mailboxOf } from '@umrah/domain/model/mailbox';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { db } from '../../../platform/firebase/firebase';

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

export type LimitKind = 'address' | 'email' | 'booking';

interface Window {
  kind: LimitKind;
  /** The window's own id (the slots' ids without their number). */
  key: string;
  /** The window's slot documents (none when the limit is off). */
  slots: DocumentReference[];
  windowStart: number;
  windowMs: number;
}

/**
 * The windows one instance saw full, each until its end. A hint, never the decision: it can be
 * wrong only towards "full" (the documents were deleted since, as tests do), and a submission
 * on a remembered window still reads it before it is refused. Bounded: past `capacity` entries
 * the ended ones go, then the oldest.
 */
export class FullWindows {
  private readonly ends = new Map<string, number>();

  constructor(private readonly capacity = 10_000) {}

  remember(key: string, endsAt: number, now: number): void {
    this.ends.delete(key);
    this.ends.set(key, endsAt);
    if (this.ends.size <= this.capacity) return;
    for (const [k, end] of this.ends) if (end <= now) this.ends.delete(k);
    for (const k of this.ends.keys()) {
      if (this.ends.size <= this.capacity) break;
      this.ends.delete(k);
    }
  }

  has(key: string, now: number): boolean {
    const end = this.ends.get(key);
    if (end === undefined) return false;
    if (end > now) return true;
    this.ends.delete(key);
    return false;
  }

  forget(key: string): void {
    this.ends.delete(key);
  }

  get size(): number {
    return this.ends.size;
  }
}

const fullWindows = new FullWindows();

function windowOf(
  kind: LimitKind,
  value: string,
  limit: number | null,
  windowMs: number,
  now: number,
): Window {
  const windowIndex = Math.floor(now / windowMs);
  const key = `${hashed(kind, value)}-${windowIndex}`;
  return {
    kind,
    key,
    slots: Array.from({ length: limit ?? 0 }, (_, i) =>
      db().collection('submissionThrottles').doc(`${key}-${i}`),
    ),
    windowStart: windowIndex * windowMs,
    windowMs,
  };
}

/** One of `slots`, at random. */
const anyOf = (slots: DocumentReference[]) => slots[Math.floor(Math.random() * slots.length)]!;

/**
 * Takes one of the `free` slots, or answers false when no one is left. Each try is a slot at
 * random, so a burst of submissions spreads over the free slots instead of all racing for the
 * first; one that loses its slot re-reads the window (one call) rather than trying the others
 * one by one, so in a flood the losers learn that the window is full after two round trips.
 * Each loss leaves fewer free slots (slots are only ever created in a window): it ends.
 */
async function takeOne(window: Window, free: DocumentReference[]): Promise<boolean> {
  let left = free;
  while (left.length > 0) {
    try {
      await anyOf(left).create({
        kind: window.kind,
        windowStart: Timestamp.fromMillis(window.windowStart),
        expireAt: Timestamp.fromMillis(window.windowStart + window.windowMs),
      });
      return true;
    } catch (err) {
      // Another submission took this slot meanwhile: see which are still free.
      if ((err as { code?: unknown }).code !== ALREADY_EXISTS) throw err;
      const snaps = await db().getAll(...window.slots);
      left = snaps.filter((s) => !s.exists).map((s) => s.ref);
    }
  }
  return false;
}

export interface SubmissionSlots {
  /** The limit that is full already ('address' before 'email'), or null. */
  full: LimitKind | null;
  /**
   * Counts the submission in both windows; answers the limit another request filled meanwhile,
   * or null. (In that race the other window keeps its count: a refusal may count once.)
   */
  take(): Promise<LimitKind | null>;
}

const windowsOf = (address: string, email: string, now: number): Window[] => [
  windowOf('address', address, addressLimit(), ADDRESS_WINDOW_MS, now),
  windowOf('email', mailboxOf(email), emailLimit(), EMAIL_WINDOW_MS, now),
];

const endOf = (window: Window) => window.windowStart + window.windowMs;

/**
 * Whether this instance saw one of a submission's windows full (FullWindows): then its caller
 * reads them first (readSubmissionSlots) and refuses on that one read when they are still full.
 */
export function mayBeFull(address: string, email: string, now = Date.now()): boolean {
  return windowsOf(address, email, now).some(
    (w) => w.slots.length > 0 && fullWindows.has(w.key, now),
  );
}

/**
 * Reads a submission's two windows, per client address and per mailbox, in one call; nothing is
 * counted until `take()`, so a caller can read them beside its other checks and count only a
 * submission that passed them. Windows found full, or lost in `take()`, are remembered.
 */
export function readSubmissionSlots(
  address: string,
  email: string,
  now = Date.now(),
): Promise<SubmissionSlots> {
  return readWindows(windowsOf(address, email, now), now);
}

/**
 * The one window of a booking's messages from its trip page (`limit` per `windowMs`), read and
 * taken as a submission's are: a booking's flood never touches another booking's documents.
 */
export function readBookingSlots(
  bookingId: string,
  limit: number,
  windowMs: number,
  now = Date.now(),
): Promise<SubmissionSlots> {
  return readWindows([windowOf('booking', bookingId, limit, windowMs, now)], now);
}

async function readWindows(windows: Window[], now: number): Promise<SubmissionSlots> {
  const all = windows.flatMap((w) => w.slots);
  const snaps = all.length ? await db().getAll(...all) : [];
  const taken = new Set(snaps.filter((s) => s.exists).map((s) => s.ref.path));
  const free = windows.map((w) => ({ window: w, free: w.slots.filter((r) => !taken.has(r.path)) }));
  const limited = free.filter(({ window }) => window.slots.length > 0);
  for (const { window, free: left } of limited) {
    if (left.length === 0) fullWindows.remember(window.key, endOf(window), now);
    else fullWindows.forget(window.key);
  }
  return {
    full: limited.find(({ free }) => free.length === 0)?.window.kind ?? null,
    async take() {
      const results = await Promise.all(limited.map(({ window, free }) => takeOne(window, free)));
      limited.forEach(({ window }, i) => {
        if (!results[i]) fullWindows.remember(window.key, endOf(window), Date.now());
      });
      const lost = limited.find((_, i) => !results[i]);
      return lost?.window.kind ?? null;
    },
  };
}
