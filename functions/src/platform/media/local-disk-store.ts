import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MediaStore } from './media-port';

/** Public URL prefix served by the `/api/media/:name` route in the local stack. */
export const LOCAL_MEDIA_PREFIX = '/api/media/';

/** MEDIA_DIR is set by our scripts; the fallback is the repository's `.local-media/`. */
export function localMediaDir(): string {
  if (process.env.MEDIA_DIR) return resolve(process.env.MEDIA_DIR);
  // The bundle runs from functions/dist; the repository root is two levels up.
  return fileURLToPath(new URL('../../.local-media/', import.meta.url));
}

const SAFE_NAME = /^[a-z0-9][a-z0-9._-]{0,120}$/;
const SAFE_PATH = /^[a-z0-9][a-z0-9._-]{0,120}(\/[a-z0-9][a-z0-9._-]{0,120}){0,4}$/i;

export function isSafeMediaName(name: string): boolean {
  return SAFE_NAME.test(name) && !name.includes('..');
}

function privateFile(dir: string, path: string): string {
  if (!SAFE_PATH.test(path) || path.includes('..')) throw new Error(`Unsafe private path: ${path}`);
  return join(dir, 'private', path);
}

/** Public files in `<dir>/public`, private ones in `<dir>/private` (never served). */
export function localDiskStore(dir = localMediaDir()): MediaStore {
  const publicDir = join(dir, 'public');
  return {
    async savePublic(name, bytes) {
      if (!isSafeMediaName(name)) throw new Error(`Unsafe media name: ${name}`);
      await mkdir(publicDir, { recursive: true });
      await writeFile(join(publicDir, name), bytes);
      return LOCAL_MEDIA_PREFIX + name;
    },
    async removePublic(name) {
      if (!isSafeMediaName(name)) return;
      await rm(join(publicDir, name), { force: true });
    },
    async savePrivate(path, bytes) {
      const file = privateFile(dir, path);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async readPrivate(path) {
      try {
        return await readFile(privateFile(dir, path));
      } catch {
        return null;
      }
    },
    async removePrivate(path) {
      await rm(privateFile(dir, path), { force: true });
    },
  };
}

export async function readLocalMedia(name: string, dir = localMediaDir()): Promise<Buffer | null> {
  if (!isSafeMediaName(name)) return null;
  try {
    return await readFile(join(dir, 'public', name));
  } catch {
    return null;
  }
}
