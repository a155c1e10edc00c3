// The media store of this process: one of the two adapters of the port (media-port.ts), loaded on
// first use so a process loads only the one it runs.
import type { MediaStore } from './media-port';

let store: Promise<MediaStore> | undefined;

export function mediaStore(): Promise<MediaStore> {
  store ??= chooseStore();
  return store;
}

async function chooseStore(): Promise<MediaStore> {
  const useLocal =
    process.env.FUNCTIONS_EMULATOR === 'true' && !process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  if (useLocal || process.env.MEDIA_STORE === 'local') {
    const { localDiskStore } = await import('./local-disk-store');
    return localDiskStore();
  }
  const { firebaseStorageStore } = await import('./firebase-storage-store');
  return firebaseStorageStore();
}
