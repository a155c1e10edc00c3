// The request body's two guards, run before any route parses it: its size and its declared type.
import { PASSPORT_MAX_BYTES, UPLOAD_MAX_BYTES } from '@umrah/domain/model/constants';
import type { RequestHandler } from 'express';
import { DomainError } from '@umrah/domain/model/errors';

/** A JSON body: the longest blog post with its fields fits with room to spare. */
export const JSON_BODY_MAX_BYTES = 100 * 1024;

/** A multipart body: one file (passport or image) plus its form fields and part headers. */
export const MULTIPART_BODY_MAX_BYTES =
  Math.max(PASSPORT_MAX_BYTES, UPLOAD_MAX_BYTES) + 2 * 1024 * 1024;

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/**
 * The body's size: its real length where the runtime has read it already (Cloud Functions and
 * the emulator keep the bytes in `rawBody`), else the length the client declared. A body sent
 * in chunks declares none (the security review's 4.9 MiB chunked body went on to the route);
 * where nothing has read it yet (plain Node), the parsers' own limits count it as it streams.
 */
function bodySizeOf(req: Parameters<RequestHandler>[0]): number {
  const raw = (req as { rawBody?: unknown }).rawBody;
  if (Buffer.isBuffer(raw)) return raw.length;
  const declared = Number(req.get('content-length'));
  return Number.isFinite(declared) ? declared : 0;
}

/**
 * Refuses a body over what any route accepts, by its real size (bodySizeOf), before any route
 * parses it: 413 naming the limit, whether or not the client declared a length.
 */
export const refuseOversizedBody: RequestHandler = (req, _res, next) => {
  const multipart = typeof req.is('multipart/form-data') === 'string';
  const limit = multipart ? MULTIPART_BODY_MAX_BYTES : JSON_BODY_MAX_BYTES;
  if (bodySizeOf(req) > limit) {
    next(
      new DomainError('body_too_large', {
        limit: multipart ? megabytes(limit) : `${limit / 1024} KB`,
      }),
    );
    return;
  }
  next();
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/**
 * The API reads JSON bodies (multipart on its two upload routes). A body declared as any other
 * type (a plain HTML form, text, XML) answers 415 instead of reaching a route through the
 * platform's form or text parser. A body without a declared type is read by no parser at all.
 */
export const requireKnownBodyType: RequestHandler = (req, _res, next) => {
  if (
    WRITE_METHODS.has(req.method) &&
    req.get('content-type') !== undefined &&
    req.is(['application/json', 'multipart/form-data']) === false
  ) {
    next(new DomainError('body_type_unsupported'));
    return;
  }
  next();
};
