import { isHttpUrl } from '@umrah/domain/schemas/validation';
import { getApps } from 'firebase-admin/app';
import { siteUrl } from '../config';
import { PUBLIC_PREFIX } from './storage-paths';

/** Where our own images live: the site itself and the public part of our Storage bucket. */
export interface OwnImageHosts {
  /** The site's origin, e.g. 'https://umrah.example'. */
  siteOrigin: string;
  /** Our Storage bucket, when known. */
  bucket?: string | undefined;
  /** host:port of the Storage emulator, when one runs. */
  storageEmulatorHost?: string | undefined;
}

const STORAGE_OBJECT = /^\/v0\/b\/([^/]+)\/o\/([^/]+)$/;

/** The bucket firebase-admin stores uploads in: the app's option, else FIREBASE_CONFIG's. */
function ownBucket(): string | undefined {
  const fromApp = getApps()[0]?.options.storageBucket;
  if (fromApp) return fromApp;
  const config = process.env.FIREBASE_CONFIG?.trim();
  if (!config?.startsWith('{')) return undefined;
  try {
    const bucket = (JSON.parse(config) as { storageBucket?: unknown }).storageBucket;
    return typeof bucket === 'string' && bucket ? bucket : undefined;
  } catch {
    return undefined;
  }
}

export function ownImageHosts(): OwnImageHosts {
  return {
    siteOrigin: new URL(siteUrl()).origin,
    bucket: ownBucket(),
    storageEmulatorHost: process.env.FIREBASE_STORAGE_EMULATOR_HOST,
  };
}

/**
 * True when an image address is another site's: an absolute address that is not ours. Ours, kept
 * as given: a path on this site (`/images/...`, `/api/media/...`), an address on the site's own
 * origin, or a public object of our Storage bucket (what the media store answers in production).
 * Another site's image is one the public pages' CSP does not let browsers load.
 */
export function isForeignImageAddress(
  value: string,
  own: OwnImageHosts = ownImageHosts(),
): boolean {
  return isHttpUrl(value) && !isOwnAddress(new URL(value), own);
}

function isOwnAddress(url: URL, own: OwnImageHosts): boolean {
  if (url.origin === own.siteOrigin) return true;
  const storageOrigins = ['https://firebasestorage.googleapis.com'];
  if (own.storageEmulatorHost) storageOrigins.push(`http://${own.storageEmulatorHost}`);
  if (!own.bucket || !storageOrigins.includes(url.origin)) return false;
  const match = STORAGE_OBJECT.exec(url.pathname);
  if (!match || match[1] !== own.bucket) return false;
  let object: string;
  try {
    object = decodeURIComponent(match[2]!);
  } catch {
    return false;
  }
  return object.startsWith(PUBLIC_PREFIX) && !object.includes('..');
}
