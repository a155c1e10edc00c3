import type { Request, RequestHandler, Response } from 'express';
import { log } from '../log';
import { runWithDeadline, type DeadlineSlot } from '../time-left';
import { sendUnavailable } from './errors';

/**
 * How long an API request may take before it answers 503. When Firestore does not answer, the
 * Admin SDK waits and retries for minutes (one read call may wait 5, retries go on for 10), far
 * past the function's own 60 s timeout: a visitor should hear within seconds to try again.
 * Normal requests take well under a second.
 */
export const REQUEST_DEADLINE_MS = 10_000;

/** Image uploads resize in several widths on a fraction of a CPU: they get longer. */
export const UPLOAD_DEADLINE_MS = 45_000;

const timers = new WeakMap<Response, NodeJS.Timeout>();
/** When each request's deadline falls, as the work below reads it (`timeLeft`). */
const slots = new WeakMap<Response, DeadlineSlot>();

/**
 * Answers 503 (see `sendUnavailable`) when the request has not answered within `ms`. A later
 * `requestDeadline` on the same request replaces the earlier one (a route that needs longer).
 *
 * The work itself is not cancelled (the Admin SDK offers no way) and may still finish: writes
 * must therefore stay safe to repeat, as submissions are through their client-made ids.
 */
export function requestDeadline(ms: number): RequestHandler {
  return (req, res, next) => {
    runWithDeadline(setDeadline(req, res, ms), next);
  };
}

/**
 * Sets the request's deadline to `ms` from now, replacing the one set before: for a handler that
 * learns only from the body that it has slow work to do (e.g. fetching an image from an address).
 */
export function setDeadline(_req: Request, res: Response, ms: number): DeadlineSlot {
  const slot = slots.get(res) ?? { at: 0 };
  slot.at = Date.now() + ms;
  slots.set(res, slot);
  const previous = timers.get(res);
  if (previous) clearTimeout(previous);
  else {
    const clear = () => clearTimeout(timers.get(res));
    res.once('finish', clear);
    res.once('close', clear);
  }
  timers.set(
    res,
    setTimeout(() => {
      if (res.headersSent) return;
      log.error('Request deadline exceeded', { ms });
      sendUnavailable(res);
    }, ms),
  );
  return slot;
}
