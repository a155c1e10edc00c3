// The server's "now". Production reads the system clock. A test walking bookings through months
// (plans, reminders, cancellations) runs a request or a job at another moment with `atMoment`,
// so every use case in it sees the same day; nothing else can move it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { todayInTimeZone } from '@umrah/domain/model/dates';

const moments = new AsyncLocalStorage<Date>();

/** The current moment: the system clock, or the moment a test runs this work at. */
export function now(): Date {
  const at = moments.getStore();
  return at ? new Date(at.getTime()) : new Date();
}

/** Today in the agency's time zone (YYYY-MM-DD), by `now()`. */
export function today(): string {
  return todayInTimeZone(undefined, now());
}

/** Runs `fn` with `now()` reading `at` (tests only: see platform/http/test-clock.ts). */
export function atMoment<T>(at: Date, fn: () => T): T {
  return moments.run(at, fn);
}
