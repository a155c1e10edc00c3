import { Router } from 'express';
import { DomainError } from '@umrah/domain/model/errors';
import { asyncHandler } from '../../platform/http/errors';
import { typeForExtension } from '../../platform/media/file-types';
import { LOCAL_MEDIA_PREFIX, readLocalMedia } from '../../platform/media/local-disk-store';

/** Serves uploads saved by the local-disk media adapter (local emulator stack only). */
export function localMediaRouter(): Router {
  const router = Router();
  router.get(
    `${LOCAL_MEDIA_PREFIX.replace('/api', '')}:name`,
    asyncHandler(async (req, res) => {
      const name = String(req.params.name);
      const bytes = await readLocalMedia(name);
      const type = typeForExtension(name.split('.').pop() ?? '');
      if (!bytes || !type) throw new DomainError('file_not_found');
      res
        .set('Content-Type', type)
        .set('X-Content-Type-Options', 'nosniff')
        .set('Cache-Control', 'public, max-age=31536000, immutable')
        .send(bytes);
    }),
  );
  return router;
}
