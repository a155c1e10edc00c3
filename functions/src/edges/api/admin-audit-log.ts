import { auditFiltersSchema, auditListQuerySchema } from '@umrah/domain/schemas/paging';
import { Router } from 'express';
import { countAudit, listAudit } from '../../wings/audit/audit-log';
import { asyncHandler } from '../../platform/http/errors';
import { sendPage } from '../../platform/http/paging';
import { validateBody } from '../../platform/http/validate';

/**
 * GET /api/admin/audit-log (a page, newest first) and /counts, each of ?person=&booking=&kind=&from=&to=.
 */
export function adminAuditLogRouter(): Router {
  const router = Router();
  router.get(
    '/',
    asyncHandler(async (req, res) => {
      const { limit, cursor, ...filters } = validateBody(auditListQuerySchema, req.query);
      sendPage(res, await listAudit({ limit, cursor, filters }));
    }),
  );
  router.get(
    '/counts',
    asyncHandler(async (req, res) => {
      res.json(await countAudit(validateBody(auditFiltersSchema, req.query)));
    }),
  );
  return router;
}
