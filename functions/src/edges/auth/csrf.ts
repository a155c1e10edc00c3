import type { Request, RequestHandler } from 'express';
import { DomainError } from '@umrah/domain/model/errors';
import { isEmulator, siteUrl } from '../../platform/config';

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
    next(new DomainError('cross_site_request'));
    return;
  }
  if (!req.is('application/json') && !req.get(CLIENT_HEADER)) {
    next(new DomainError('client_header_missing', { header: CLIENT_HEADER }));
    return;
  }
  next();
};

const LOCAL_HOST = /^(localhost|127\.0\.0\.1)(:\d+)?$/;

/**
 * Origins allowed to make state-changing admin calls: the configured site address (SITE_URL), the
 * project's default Hosting domains, and any listed in ALLOWED_ORIGINS. Never a header's word:
 * `X-Forwarded-Host` and `Host` are whatever a caller of the function's own URL writes. Only the
 * local emulator stack, whose Hosting port varies, takes the forwarded host when it is local.
 */
export function allowedOrigins(req: Request): Set<string> {
  const origins = new Set<string>([new URL(siteUrl()).origin]);
  const project = process.env.GCLOUD_PROJECT;
  if (project) {
    origins.add(`https://${project}.web.app`);
    origins.add(`https://${project}.firebaseapp.com`);
  }
  for (const o of (process.env.ALLOWED_ORIGINS ?? '').split(',')) {
    if (o.trim()) origins.add(o.trim().replace(/\/$/, ''));
  }
  if (isEmulator()) {
    origins.add('http://localhost:5000');
    origins.add('http://127.0.0.1:5000');
    const host = req.get('x-forwarded-host') ?? req.get('host');
    if (host && LOCAL_HOST.test(host)) origins.add(`http://${host}`);
  }
  return origins;
}
