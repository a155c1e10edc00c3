import type { ErrorRequestHandler, RequestHandler } from 'express';
import { logger } from 'firebase-functions';
import type { FieldErrors } from '@umrah/domain/validation';
import { NO_STORE } from '../config';

/** The one error shape of the API: `{ message, errors? }` with a fitting status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
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

/** gRPC code 14 (UNAVAILABLE) / 4 (DEADLINE_EXCEEDED) from Firestore: the database is unreachable. */
function isUnavailable(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 14 || code === 4 || code === 'unavailable';
}

export const errorHandler: ErrorRequestHandler = (err, req, res, next) => {
  if (res.headersSent) {
    next(err);
    return;
  }
  res.set('Cache-Control', NO_STORE);
  if (err instanceof HttpError) {
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
    res
      .status(503)
      .json({ message: 'The service is temporarily unavailable. Please try again shortly.' });
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
