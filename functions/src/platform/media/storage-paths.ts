/** storage.rules: `public/**` is world-readable; everything else (e.g. `private/`) is not. */
export const PUBLIC_PREFIX = 'public/';
export const PRIVATE_PREFIX = 'private/';
