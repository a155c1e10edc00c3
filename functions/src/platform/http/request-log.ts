import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { log, runWithRequestContext } from '../log';

/** The matched route's pattern (`/api/admin/bookings/:id`), never the address with its values. */
export function routeOf(req: Request): string {
  const pattern = (req.route as { path?: unknown } | undefined)?.path;
  return typeof pattern === 'string' ? `${req.baseUrl}${pattern}` : '(no route)';
}

/**
 * Gives the request an id (Cloud Run's trace id when it sends one, so a line links to its trace)
 * and the context that every log line within it carries, answers it as `X-Request-Id` (staff
 * can quote it), and writes one line per request when it ends: method, route, status, duration.
 */
export const requestLog: RequestHandler = (req, res, next) => {
  const trace = req.get('x-cloud-trace-context')?.split('/')[0];
  const requestId = trace && /^[0-9a-f]{16,64}$/i.test(trace) ? trace : randomUUID();
  const context = { requestId, route: () => routeOf(req) };
  const started = performance.now();
  res.set('X-Request-Id', requestId);
  res.once('finish', () => {
    runWithRequestContext(context, () =>
      log.at(res.statusCode >= 500 ? 'ERROR' : 'INFO', 'Request', {
        method: req.method,
        status: res.statusCode,
        durationMs: Math.round(performance.now() - started),
      }),
    );
  });
  runWithRequestContext(context, next);
};
