import { getApps, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import type { MediaStore } from './media-port';
import { PRIVATE_PREFIX, PUBLIC_PREFIX } from './storage-paths';

export { PRIVATE_PREFIX, PUBLIC_PREFIX };

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
    async savePrivate(path, bytes, contentType) {
      await bucket.file(PRIVATE_PREFIX + path).save(bytes, {
        contentType,
        resumable: false,
        metadata: { cacheControl: 'private, no-store' },
      });
    },
    async readPrivate(path) {
      const file = bucket.file(PRIVATE_PREFIX + path);
      const [exists] = await file.exists();
      if (!exists) return null;
      const [bytes] = await file.download();
      return bytes;
    },
    async removePrivate(path) {
      await bucket.file(PRIVATE_PREFIX + path).delete({ ignoreNotFound: true });
    },
  };
}
