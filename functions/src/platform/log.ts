/**
 * The functions' one logger (platform): every line is a structured Cloud Logging entry
 * (firebase-functions' `logger.write` prints JSON that Cloud Logging reads as fields) with its
 * severity and, inside a request, the request's id and route (the matched pattern, e.g.
 * `/api/admin/bookings/:id`, never the address itself). Fields are scrubbed of personal data
 * (design section 4: no email addresses, names, phone numbers or client addresses in logs): a
 * personal field is dropped and an email address inside any text becomes "[email]".
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { logger } from 'firebase-functions';

export type Severity = 'DEBUG' | 'INFO' | 'WARNING' | 'ERROR';

/** What a request's log lines carry; `route` is read when a line is written (routing runs late). */
export interface RequestLogContext {
  requestId: string;
  route: () => string;
}

const requests = new AsyncLocalStorage<RequestLogContext>();

/** Runs `fn` (a request's handling) so that every line logged within it names the request. */
export function runWithRequestContext<T>(context: RequestLogContext, fn: () => T): T {
  return requests.run(context, fn);
}

/** Field names whose values are personal data: never logged, whatever the caller passes. */
const PERSONAL_FIELD =
  /^(e-?mail|emails?|username|user|name|fullName|firstName|lastName|phone|address|ip|clientAddress|message|body|passport\w*|birth\w*|dateOfBirth)$/i;
const EMAIL = /[^\s@/?&=:;,"'<>()[\]]+@[^\s@/?&=:;,"'<>()[\]]+\.[^\s@/?&=:;,"'<>()[\]]+/g;

/** `value` without personal data (see above), at most a few levels deep. */
export function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.replace(EMAIL, '[email]');
  if (value === null || typeof value !== 'object') return value;
  if (depth > 4) return '[nested]';
  if (value instanceof Error) return scrub(value.stack ?? value.message, depth);
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (PERSONAL_FIELD.test(key)) continue;
    out[key] = scrub(inner, depth + 1);
  }
  return out;
}

function write(severity: Severity, message: string, fields: Record<string, unknown> = {}): void {
  const request = requests.getStore();
  logger.write({
    severity,
    message: scrub(message) as string,
    ...(scrub(fields) as Record<string, unknown>),
    ...(request ? { requestId: request.requestId, route: request.route() } : {}),
  });
}

export const log = {
  info: (message: string, fields?: Record<string, unknown>) => write('INFO', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('WARNING', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('ERROR', message, fields),
  /** A line with a severity chosen by the caller (the request line: by status). */
  at: write,
};
