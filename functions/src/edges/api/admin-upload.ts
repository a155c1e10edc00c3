import { UPLOAD_MAX_BYTES } from '@umrah/domain/model/constants';
import type { RequestHandler } from 'express';
import { asyncHandler } from '../../platform/http/errors';
import { DomainError } from '@umrah/domain/model/errors';
import { parseMultipart } from '../../platform/http/multipart';
import { UnacceptableImage, storeImage } from '../../platform/media/store-image';

/**
 * POST /api/admin/upload (multipart, field `file`): an image up to 5 MB, judged by its bytes,
 * stored as WebP in several widths and a 1200×630 JPEG for link previews, under a server-made
 * name; answers `{ url }` of the largest WebP.
 */
export const uploadImage: RequestHandler = asyncHandler(async (req, res) => {
  const { files } = await parseMultipart(req, { maxFileBytes: UPLOAD_MAX_BYTES });
  const file = files.find((f) => f.field === 'file');
  if (!file || file.bytes.length === 0) {
    throw new DomainError('image_file_missing');
  }
  try {
    const { url } = await storeImage(file.bytes);
    res.status(201).json({ url });
  } catch (err) {
    if (!(err instanceof UnacceptableImage)) throw err;
    throw new DomainError(err.reason === 'type' ? 'image_type' : 'image_unreadable');
  }
});
