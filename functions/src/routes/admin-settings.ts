import { settingsSchema } from '@umrah/domain/settings';
import { Router } from 'express';
import { getAdminSettings, saveSettings } from '../data/settings';
import { asyncHandler } from '../http/errors';
import { validateBody } from '../http/validate';

export function adminSettingsRouter(): Router {
  const router = Router();

  router.get(
    '/',
    asyncHandler(async (_req, res) => {
      res.json(await getAdminSettings());
    }),
  );

  router.put(
    '/',
    asyncHandler(async (req, res) => {
      const input = validateBody(settingsSchema, req.body);
      await saveSettings(input);
      res.json(await getAdminSettings());
    }),
  );

  return router;
}
