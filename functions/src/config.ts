/** Montreal: keeps Canadian pilgrims' data in Canada. Must match the Hosting rewrite in firebase.json. */
export const FUNCTION_REGION = 'northamerica-northeast1';

/** Lets the Hosting CDN serve public reads for a few minutes while browsers recheck every minute. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, s-maxage=300';

export const NO_STORE = 'private, no-store';

export function isEmulator(): boolean {
  return process.env.FUNCTIONS_EMULATOR === 'true';
}
