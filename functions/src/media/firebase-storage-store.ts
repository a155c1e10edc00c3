import { getApps, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import type { MediaStore } from './media-store';

export const PUBLIC_PREFIX = 'public/';

/** Public objects are readable by storage.rules (`public/**`), so a plain media URL loads. */
export function publicMediaUrl(bucket: string, path: string, emulatorHost?: string): string {
  const base = emulatorHost ? `http://${emulatorHost}` : 'https://firebasestorage.googleapis.com';
  return `${base}/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media`;
}

export function firebaseStorageStore(): MediaStore {
  const app = getApps()[0] ?? initializeApp();
  const bucket = getStorage(app).bucket();
  return {
    async savePublic(name, bytes, contentType) {
      const path = PUBLIC_PREFIX + name;
      await bucket.file(path).save(bytes, {
        contentType,
        resumable: false,
        metadata: { cacheControl: 'public, max-age=31536000, immutable' },
      });
      return publicMediaUrl(bucket.name, path, process.env.FIREBASE_STORAGE_EMULATOR_HOST);
    },
    async removePublic(name) {
      await bucket.file(PUBLIC_PREFIX + name).delete({ ignoreNotFound: true });
    },
  };
}
