import type { Request } from 'express';

/**
 * Origins allowed to make state-changing admin calls: the origin the request came to (as Hosting
 * forwards it), the project's default Hosting domains, and any listed in ALLOWED_ORIGINS.
 */
export function allowedOrigins(req: Request): Set<string> {
  const origins = new Set<string>();
  const host = req.get('x-forwarded-host') ?? req.get('host');
  const proto = req.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? req.protocol;
  if (host) origins.add(`${proto}://${host}`);
  const project = process.env.GCLOUD_PROJECT;
  if (project) {
    origins.add(`https://${project}.web.app`);
    origins.add(`https://${project}.firebaseapp.com`);
  }
  for (const o of (process.env.ALLOWED_ORIGINS ?? '').split(',')) {
    if (o.trim()) origins.add(o.trim().replace(/\/$/, ''));
  }
  if (process.env.FUNCTIONS_EMULATOR === 'true') {
    origins.add('http://localhost:5000');
    origins.add('http://127.0.0.1:5000');
  }
  return origins;
}
