/** Montreal: keeps Canadian pilgrims' data in Canada. Must match the Hosting rewrite in firebase.json. */
export const FUNCTION_REGION = 'northamerica-northeast1';

/** Lets the Hosting CDN serve public reads for a few minutes while browsers recheck every minute. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, s-maxage=300';

export const NO_STORE = 'private, no-store';

export function isEmulator(): boolean {
  return process.env.FUNCTIONS_EMULATOR === 'true';
}

/**
 * The site's address for links in staff notifications. Configured (SITE_URL) rather than read
 * from the request: the function's own URL accepts any Host header, and a mail to staff must not
 * carry a link a stranger chose.
 */
export function siteUrl(): string {
  const configured = process.env.SITE_URL?.trim().replace(/\/$/, '');
  if (configured) return configured;
  if (isEmulator()) return 'http://localhost:5000';
  return `https://${process.env.GCLOUD_PROJECT ?? 'localhost'}.web.app`;
}
