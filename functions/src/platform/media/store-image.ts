import { IMAGE_WIDTHS, PREVIEW_IMAGE, previewName, variantName } from '@umrah/domain/model/images';
import { randomUUID } from 'node:crypto';
import { UPLOAD_IMAGE_TYPES, sniffAllowed } from './file-types';
import { previewJpeg, webpVariants } from './image-variants';
import type { MediaStore } from './media-port';
import { mediaStore } from './media-store';

const LARGEST = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;

/** Why bytes were not taken as an image: not one of the allowed types, or not decodable. */
export type ImageRejection = 'type' | 'unreadable';

export class UnacceptableImage extends Error {
  constructor(readonly reason: ImageRejection) {
    super(reason === 'type' ? 'Not a JPEG, PNG, WebP or GIF image' : 'The image could not be read');
  }
}

/** An image stored with its renditions: the URL to save, and the names to remove it again. */
export interface StoredImage {
  url: string;
  names: string[];
}

/**
 * Judges `bytes` by their content (JPEG, PNG, WebP or GIF), makes the renditions public pages use
 * (WebP in every width of IMAGE_WIDTHS and the 1200×630 JPEG link preview) and stores them under a
 * server-made name. Answers the largest WebP's URL. The one way an admin's image (uploaded, or
 * fetched from an address) reaches the site. Throws UnacceptableImage for anything else.
 */
export async function storeImage(bytes: Buffer, store?: MediaStore): Promise<StoredImage> {
  if (!sniffAllowed(bytes, UPLOAD_IMAGE_TYPES)) throw new UnacceptableImage('type');
  let variants;
  let preview;
  try {
    [variants, preview] = await Promise.all([webpVariants(bytes), previewJpeg(bytes)]);
  } catch {
    throw new UnacceptableImage('unreadable');
  }
  const base = `${Date.now().toString(36)}-${randomUUID()}`;
  const target = store ?? (await mediaStore());
  const [urls] = await Promise.all([
    Promise.all(
      variants.map((v) => target.savePublic(variantName(base, v.width), v.bytes, 'image/webp')),
    ),
    target.savePublic(previewName(base), preview, PREVIEW_IMAGE.type),
  ]);
  return {
    url: urls[variants.findIndex((v) => v.width === LARGEST)]!,
    names: [...variants.map((v) => variantName(base, v.width)), previewName(base)],
  };
}

/** Removes an image stored by storeImage (e.g. when the write it was for failed). */
export async function removeStoredImage(image: StoredImage, store?: MediaStore): Promise<void> {
  const target = store ?? (await mediaStore());
  await Promise.all(image.names.map((name) => target.removePublic(name)));
}
