import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { logger } from 'firebase-functions';
import type { FieldErrors } from '@umrah/domain/validation';
import { NO_STORE } from '../config';

/** The one error shape of the API: `{ message, errors? }` with a fitting status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    /** Extra answer headers, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found') => new HttpError(404, what);

export const unknownApiRoute: RequestHandler = (req, _res, next) => {
  next(new HttpError(404, `No API route for ${req.method} ${req.originalUrl.split('?')[0]}`));
};

interface BodyParserError {
  type?: string;
  status?: number;
}

function isBodyParserError(err: unknown): err is BodyParserError {
  return typeof err === 'object' && err !== null && 'type' in err && 'status' in err;
}

/** gRPC codes (numbers from the Admin SDK, text from client SDKs) that mean "try again later". */
const UNAVAILABLE_CODES = new Set<unknown>([
  4, // DEADLINE_EXCEEDED
  8, // RESOURCE_EXHAUSTED: quota or overload
  14, // UNAVAILABLE: no connection, or the service is down
  'deadline-exceeded',
  'resource-exhausted',
  'unavailable',
]);

/** Firestore (or another Google API) is unreachable or overloaded: the client should retry. */
export function isUnavailable(err: unknown): boolean {
  return UNAVAILABLE_CODES.has((err as { code?: unknown } | null)?.code);
}

/** Seconds a client should wait before retrying a 503. */
export const RETRY_AFTER_SECONDS = 10;

/** The 503 answer for a database that does not answer: JSON, not cached, with Retry-After. */
export function sendUnavailable(res: Response): void {
  res
    .status(503)
    .set({ 'Cache-Control': NO_STORE, 'Retry-After': String(RETRY_AFTER_SECONDS) })
    .json({ message: 'The service is temporarily unavailable. Please try again shortly.' });
}

export const errorHandler: ErrorRequestHandler = (err, req, res, next) => {
  if (res.headersSent) {
    // The request's deadline answered already; the work went on and failed (or answered) later.
    // Passing it on would make Express destroy a socket whose answer was complete.
    if (res.writableEnded) {
      logger.warn('Request ended after its answer was sent', { path: req.path, err: String(err) });
      return;
    }
    next(err);
    return;
  }
  res.set('Cache-Control', NO_STORE);
  if (err instanceof HttpError) {
    if (err.headers) res.set(err.headers);
    res
      .status(err.status)
      .json(err.errors ? { message: err.message, errors: err.errors } : { message: err.message });
    return;
  }
  if (isBodyParserError(err)) {
    const status = err.status ?? 400;
    const message =
      err.type === 'entity.too.large'
        ? 'Request body is too large'
        : err.type === 'entity.parse.failed'
          ? 'Request body is not valid JSON'
          : 'Request body could not be read';
    res.status(status).json({ message });
    return;
  }
  if (isUnavailable(err)) {
    logger.error('Database unavailable', { path: req.path, err: String(err) });
    sendUnavailable(res);
    return;
  }
  logger.error('Unhandled error', {
    path: req.path,
    err: err instanceof Error ? err.stack : String(err),
  });
  res.status(500).json({ message: 'Something went wrong on our side. Please try again.' });
};

/** Wraps an async handler so a rejected promise reaches the error handler (Express 4 does not). */
export function asyncHandler(
  fn: (...args: Parameters<RequestHandler>) => Promise<void>,
): RequestHandler {
  return (req, res, next) => {
    fn(req, res, next).catch(next);
  };
}
