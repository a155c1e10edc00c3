import { pageQuerySchema } from '@umrah/domain/schemas/paging';
import { Router } from 'express';
import { countAudit, listAudit } from '../data/audit-log';
import { asyncHandler } from '../http/errors';
import { sendPage } from '../http/paging';
import { validateBody } from '../http/validate';

/** GET /api/admin/audit-log (a page, newest first) and /counts. */
export function adminAuditLogRouter(): Router {
  const router = Router();
  router.get(
    '/',
    asyncHandler(async (req, res) => {
      const { limit, cursor } = validateBody(pageQuerySchema, req.query);
      sendPage(res, await listAudit({ limit, cursor }));
    }),
  );
  router.get(
    '/counts',
    asyncHandler(async (_req, res) => {
      res.json(await countAudit());
    }),
  );
  return router;
}
