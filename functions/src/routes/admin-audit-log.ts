import { Router } from 'express';
import { listAudit } from '../data/audit-log';
import { asyncHandler } from '../http/errors';

export function adminAuditLogRouter(): Router {
  const router = Router();
  router.get(
    '/',
    asyncHandler(async (_req, res) => {
      res.json(await listAudit());
    }),
  );
  return router;
}
