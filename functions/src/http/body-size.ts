import { PASSPORT_MAX_BYTES, UPLOAD_MAX_BYTES } from '@umrah/domain/constants';
import type { RequestHandler } from 'express';
import { HttpError } from './errors';

/** A JSON body: the longest blog post with its fields fits with room to spare. */
export const JSON_BODY_MAX_BYTES = 100 * 1024;

/** A multipart body: one file (passport or image) plus its form fields and part headers. */
export const MULTIPART_BODY_MAX_BYTES =
  Math.max(PASSPORT_MAX_BYTES, UPLOAD_MAX_BYTES) + 2 * 1024 * 1024;

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/**
 * Refuses a body whose declared length is over what any route accepts, before it is read where
 * the runtime allows (plain Node, the emulator). In Cloud Functions the platform has already read
 * the body by then (README: memory and instances), but the route still never parses it.
 */
export const refuseOversizedBody: RequestHandler = (req, _res, next) => {
  const declared = Number(req.get('content-length'));
  const multipart = typeof req.is('multipart/form-data') === 'string';
  const limit = multipart ? MULTIPART_BODY_MAX_BYTES : JSON_BODY_MAX_BYTES;
  if (Number.isFinite(declared) && declared > limit) {
    next(
      new HttpError(
        413,
        `Request body is too large: the limit is ${multipart ? megabytes(limit) : `${limit / 1024} KB`}`,
      ),
    );
    return;
  }
  next();
};
