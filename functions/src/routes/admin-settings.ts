import { SETTINGS_KEYS, settingsSchema } from '@umrah/domain/settings';
import { Router } from 'express';
import { getAdminSettings, saveSettings } from '../data/settings';
import { HttpError, asyncHandler } from '../http/errors';
import { writeWithImportedImages } from '../http/image-addresses';
import { validateBody } from '../http/validate';

/** The settings' images, which may be given as another site's address (fetched on save). */
const IMAGE_FIELDS = { logoUrl: 'Logo URL', heroImageUrl: 'Hero image URL' } as const;

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
      // Every field is optional (blank clears it), so a body without any of them would wipe them all.
      if (!SETTINGS_KEYS.some((key) => Object.hasOwn(req.body as object, key))) {
        throw new HttpError(400, 'Invalid input: the body holds none of the settings fields');
      }
      await writeWithImportedImages(req, res, input, IMAGE_FIELDS, saveSettings);
      res.json(await getAdminSettings());
    }),
  );

  return router;
}
