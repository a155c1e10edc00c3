import type { RequestHandler } from 'express';
import { HttpError } from '../http/errors';
import { allowedOrigins } from './origin';

/** Sent by our web client on every call; a cross-site form cannot set it. */
export const CLIENT_HEADER = 'x-requested-with';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF guard for state-changing calls. SameSite=Strict already keeps the cookie off cross-site
 * requests; on top, the call must come from an allowed Origin and carry a JSON body or our custom
 * header (neither is possible for a plain cross-site form).
 */
export const requireSameOrigin: RequestHandler = (req, _res, next) => {
  if (SAFE_METHODS.has(req.method)) {
    next();
    return;
  }
  const origin = req.get('origin');
  if (!origin || !allowedOrigins(req).has(origin)) {
    next(new HttpError(403, 'This request must come from the admin area of this site'));
    return;
  }
  if (!req.is('application/json') && !req.get(CLIENT_HEADER)) {
    next(new HttpError(403, `Missing JSON body or ${CLIENT_HEADER} header`));
    return;
  }
  next();
};
