import { UPLOAD_MAX_BYTES } from '@umrah/domain/constants';
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { HttpError, asyncHandler } from '../http/errors';
import { parseMultipart } from '../http/multipart';
import { UPLOAD_IMAGE_TYPES, extensionFor, sniffAllowed } from '../media/file-types';
import { mediaStore } from '../media/media-store';

/** POST /api/admin/upload (multipart, field `file`): an image up to 5 MB, answered with `{ url }`. */
export const uploadImage: RequestHandler = asyncHandler(async (req, res) => {
  const { files } = await parseMultipart(req, { maxFileBytes: UPLOAD_MAX_BYTES });
  const file = files.find((f) => f.field === 'file');
  if (!file || file.bytes.length === 0) {
    throw new HttpError(400, 'Choose an image file to upload (field "file")');
  }
  const type = sniffAllowed(file.bytes, UPLOAD_IMAGE_TYPES);
  if (!type) throw new HttpError(415, 'Only JPEG, PNG, WebP and GIF images can be uploaded');
  const name = `${Date.now().toString(36)}-${randomUUID()}.${extensionFor(type)}`;
  const url = await (await mediaStore()).savePublic(name, file.bytes, type);
  res.status(201).json({ url });
});
