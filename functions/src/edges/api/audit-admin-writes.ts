import type { RequestHandler, Response } from 'express';
import { log } from '../../platform/log';
import { adminOf } from '../auth/session';
import { appendAudit } from '../../wings/audit/audit-log';
import { isReplay } from '../../platform/http/idempotency';

/**
 * Appends who, what, which and when to the audit log for every successful admin write.
 *
 * The entry is written before the answer ends, not after: a function instance may be throttled
 * or stopped once its answer has gone, which would lose the entry. So `res.end` waits for it.
 * A repeated create (same Idempotency-Key) answers the first one's result and is not logged again.
 * A route may add facts for the entry's sentence with `auditDetails(res, …)`.
 */
const DETAILS = 'auditDetails';

/** Facts the audit entry of this request keeps (e.g. `{ travellers: 2 }` for a confirmation). */
export function auditDetails(res: Response, details: Record<string, string | number>): void {
  res.locals[DETAILS] = details;
}

export const auditAdminWrites: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD') {
    next();
    return;
  }
  const admin = adminOf(req);
  const target = (req.originalUrl.split('?')[0] ?? '').replace(/^\/api\/admin\//, '');
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.end = ((...args: unknown[]) => {
    if (res.statusCode >= 400 || isReplay(res)) return end(...args);
    appendAudit({
      actorUid: admin.uid,
      actorUsername: admin.username,
      action: req.method,
      target,
      ...(res.locals[DETAILS] && {
        details: res.locals[DETAILS] as Record<string, string | number>,
      }),
    })
      .catch((err: unknown) => log.error('Audit log write failed', { err: String(err), target }))
      .finally(() => end(...args));
    return res;
  }) as Response['end'];
  next();
};
