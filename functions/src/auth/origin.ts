import type { Request } from 'express';
import { isEmulator, siteUrl } from '../config';

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
