import { Router } from 'express';
import { countFrenchGaps } from '../../wings/content/french-gaps';
import { asyncHandler } from '../../platform/http/errors';

/** GET /api/admin/french-gaps: published items per collection lacking French (the dashboard). */
export function adminFrenchGapsRouter(): Router {
  const router = Router();
  router.get(
    '/',
    asyncHandler(async (_req, res) => {
      res.json(await countFrenchGaps());
    }),
  );
  return router;
}
