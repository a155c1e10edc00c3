import type { FieldErrors } from '@umrah/domain/schemas/validation';
import type { Request, Response } from 'express';
import { log } from '../log';
import { isForeignImageAddress } from '../media/own-image';
import { REMOTE_IMAGE_MAX_BYTES, RemoteImageError, importRemoteImage } from '../media/remote-image';
import { removeStoredImage, type StoredImage } from '../media/store-image';
import { UPLOAD_DEADLINE_MS, setDeadline } from './deadline';
import { DomainError } from '@umrah/domain/model/errors';

/** A body's image fields and their labels as the form shows them, e.g. `{ imageUrl: 'Image' }`. */
export type ImageFields = Readonly<Record<string, string>>;

const REQUIREMENT = `It must be a public https address of a JPEG, PNG, WebP or GIF image up to ${Math.round(
  REMOTE_IMAGE_MAX_BYTES / (1024 * 1024),
)} MB.`;

/**
 * Writes a validated body whose image fields may hold another site's address (which the public
 * pages' CSP would block): each such address is fetched once and stored like an upload, and the
 * field is given the stored image's address before `write` runs. Addresses that are already ours
 * are written as given. When a fetch fails: 400 naming the field and what is wrong, nothing
 * stored or written. When `write` fails, or `keepImages` says its result does not use them (a
 * repeated create answering the first one's item), the images fetched for it are removed again.
 */
export async function writeWithImportedImages<T extends object, R>(
  req: Request,
  res: Response,
  input: T,
  fields: ImageFields,
  write: (input: T) => Promise<R>,
  keepImages: (result: R) => boolean = () => true,
): Promise<R> {
  const values = input as Record<string, unknown>;
  const foreign = Object.keys(fields).filter((key) => {
    const value = values[key];
    return typeof value === 'string' && isForeignImageAddress(value);
  });
  if (foreign.length === 0) return write(input);

  // A fetch may take its whole time limit, then the renditions: the upload's deadline.
  setDeadline(req, res, UPLOAD_DEADLINE_MS);
  const imports = new Map<string, Promise<StoredImage>>();
  const results = await Promise.allSettled(
    foreign.map((key) => {
      const address = values[key] as string;
      let pending = imports.get(address);
      if (!pending) imports.set(address, (pending = importRemoteImage(address)));
      return pending;
    }),
  );
  const stored = [...new Set(results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : [])))];
  const discard = () =>
    Promise.all(stored.map((image) => removeStoredImage(image))).catch((err: unknown) => {
      log.warn('Could not remove fetched images after a failed write', { err: String(err) });
    });

  const errors: FieldErrors = {};
  const output: Record<string, unknown> = { ...values };
  for (const [i, result] of results.entries()) {
    const key = foreign[i]!;
    if (result.status === 'fulfilled') {
      output[key] = result.value.url;
      continue;
    }
    if (!(result.reason instanceof RemoteImageError)) {
      await discard();
      throw result.reason;
    }
    errors[key] = `${fields[key]} could not be fetched: ${result.reason.message}. ${REQUIREMENT}`;
  }
  if (Object.keys(errors).length > 0) {
    await discard();
    throw new DomainError('image_not_fetched', {}, errors);
  }
  let result: R;
  try {
    result = await write(output as T);
  } catch (err) {
    await discard();
    throw err;
  }
  if (!keepImages(result)) await discard();
  return result;
}
