import { Router } from 'express';
import { NO_STORE } from '../../platform/config';
import { firestoreAnswers } from '../../platform/firebase/health';
import { asyncHandler } from '../../platform/http/errors';
import { log } from '../../platform/log';

/**
 * How long /api/health waits for Firestore: under the request deadline (10 s) and an uptime
 * check's own timeout, above a cold instance's first read (its connection is made then).
 */
export const HEALTH_FIRESTORE_TIMEOUT_MS = 5_000;

/**
 * GET /api/health: 200 `{ status: 'ok' }` when Firestore answers a read within the timeout,
 * 503 `{ status: 'degraded' }` otherwise; nothing else (no versions, no error text), never cached.
 * For uptime checks and the operating alerts.
 */
export function healthRouter(): Router {
  const router = Router();
  router.get(
    '/health',
    asyncHandler(async (_req, res) => {
      const ok = await firestoreAnswers(HEALTH_FIRESTORE_TIMEOUT_MS);
      if (!ok)
        log.error('Health check: Firestore did not answer', {
          timeoutMs: HEALTH_FIRESTORE_TIMEOUT_MS,
        });
      res
        .status(ok ? 200 : 503)
        .set('Cache-Control', NO_STORE)
        .json({ status: ok ? 'ok' : 'degraded' });
    }),
  );
  return router;
}
