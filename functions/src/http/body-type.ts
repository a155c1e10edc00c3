import type { RequestHandler } from 'express';
import { HttpError } from './errors';

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
    next(
      new HttpError(
        415,
        'Unsupported body type: send JSON (Content-Type: application/json), or multipart/form-data for file uploads',
      ),
    );
    return;
  }
  next();
};
