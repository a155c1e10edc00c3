import type { RequestHandler } from 'express';
import { logger } from 'firebase-functions';
import { adminOf } from '../auth/session';
import { appendAudit } from '../data/audit-log';

/** Appends who, what, which and when to the audit log for every successful admin write. */
export const auditAdminWrites: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD') {
    next();
    return;
  }
  const admin = adminOf(req);
  const path = req.originalUrl.split('?')[0] ?? '';
  res.on('finish', () => {
    if (res.statusCode >= 400) return;
    appendAudit({
      actorUid: admin.uid,
      actorUsername: admin.username,
      action: req.method,
      target: path.replace(/^\/api\/admin\//, ''),
    }).catch((err: unknown) => logger.error('Audit log write failed', { err: String(err) }));
  });
  next();
};
