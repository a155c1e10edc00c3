import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MediaStore } from './media-store';

/** Public URL prefix served by the `/api/media/:name` route in the local stack. */
export const LOCAL_MEDIA_PREFIX = '/api/media/';

/** Under the emulators' data folder, so uploads persist with the rest of the local data. */
export function localMediaDir(): string {
  if (process.env.MEDIA_DIR) return resolve(process.env.MEDIA_DIR);
  // The bundle runs from functions/dist; the repository root is two levels up.
  return fileURLToPath(new URL('../../.emulator-data/media/', import.meta.url));
}

const SAFE_NAME = /^[a-z0-9][a-z0-9._-]{0,120}$/;

export function isSafeMediaName(name: string): boolean {
  return SAFE_NAME.test(name) && !name.includes('..');
}

export function localDiskStore(dir = localMediaDir()): MediaStore {
  return {
    async savePublic(name, bytes) {
      if (!isSafeMediaName(name)) throw new Error(`Unsafe media name: ${name}`);
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, name), bytes);
      return LOCAL_MEDIA_PREFIX + name;
    },
    async removePublic(name) {
      if (!isSafeMediaName(name)) return;
      await rm(join(dir, name), { force: true });
    },
  };
}

export async function readLocalMedia(name: string, dir = localMediaDir()): Promise<Buffer | null> {
  if (!isSafeMediaName(name)) return null;
  try {
    return await readFile(join(dir, name));
  } catch {
    return null;
  }
}
