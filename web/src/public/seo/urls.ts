/**
 * Absolute addresses for canonical links, link previews and structured data: always from the
 * configured site address (SITE_URL, passed to the renderer), never from the request's Host.
 */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
