// How long the current request has before its deadline answers 503 for it (platform/http's
// deadline sets it), readable below the edges without knowing HTTP: a writer that waits its turn
// (platform/firebase/lease.ts) stops waiting in time to answer "busy, try again" itself.
import { AsyncLocalStorage } from 'node:async_hooks';

/** The deadline's time (ms since the epoch); a later deadline on the request moves it. */
export interface DeadlineSlot {
  at: number;
}

const slots = new AsyncLocalStorage<DeadlineSlot>();

/** Runs `fn` (the rest of a request's handling) under `slot`. */
export function runWithDeadline<T>(slot: DeadlineSlot, fn: () => T): T {
  return slots.getStore() === slot ? fn() : slots.run(slot, fn);
}

/** Milliseconds left before the current request's deadline; null outside a request. */
export function timeLeft(): number | null {
  const slot = slots.getStore();
  return slot ? slot.at - Date.now() : null;
}
