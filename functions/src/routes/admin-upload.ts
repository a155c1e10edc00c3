import { UPLOAD_MAX_BYTES } from '@umrah/domain/constants';
import { IMAGE_WIDTHS, PREVIEW_IMAGE, previewName, variantName } from '@umrah/domain/images';
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { HttpError, asyncHandler } from '../http/errors';
import { parseMultipart } from '../http/multipart';
import { UPLOAD_IMAGE_TYPES, sniffAllowed } from '../media/file-types';
import { previewJpeg, webpVariants } from '../media/image-variants';
import { mediaStore } from '../media/media-store';

const LARGEST = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;

/**
 * POST /api/admin/upload (multipart, field `file`): an image up to 5 MB, judged by its bytes,
 * stored as WebP in several widths and a 1200×630 JPEG for link previews, under a server-made
 * name; answers `{ url }` of the largest WebP.
 */
export const uploadImage: RequestHandler = asyncHandler(async (req, res) => {
  const { files } = await parseMultipart(req, { maxFileBytes: UPLOAD_MAX_BYTES });
  const file = files.find((f) => f.field === 'file');
  if (!file || file.bytes.length === 0) {
    throw new HttpError(400, 'Choose an image file to upload (field "file")');
  }
  if (!sniffAllowed(file.bytes, UPLOAD_IMAGE_TYPES)) {
    throw new HttpError(415, 'Only JPEG, PNG, WebP and GIF images can be uploaded');
  }
  let variants;
  let preview;
  try {
    [variants, preview] = await Promise.all([webpVariants(file.bytes), previewJpeg(file.bytes)]);
  } catch {
    throw new HttpError(
      415,
      'This image could not be read. Please upload a valid JPEG, PNG, WebP or GIF.',
    );
  }
  const base = `${Date.now().toString(36)}-${randomUUID()}`;
  const store = await mediaStore();
  const [urls] = await Promise.all([
    Promise.all(
      variants.map((v) => store.savePublic(variantName(base, v.width), v.bytes, 'image/webp')),
    ),
    store.savePublic(previewName(base), preview, PREVIEW_IMAGE.type),
  ]);
  res.status(201).json({ url: urls[variants.findIndex((v) => v.width === LARGEST)] });
});
