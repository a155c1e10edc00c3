import type { Request } from 'express';

/**
 * The visitor's address, for throttling only. Behind Firebase Hosting the function's own
 * X-Forwarded-For names the CDN, which passes the visitor in `fastly-client-ip`; elsewhere
 * (the emulators, direct calls) Express's `req.ip` (trust proxy) is the best we have.
 */
export function clientAddress(req: Request): string {
  return req.get('fastly-client-ip')?.trim() || req.ip || 'unknown';
}
