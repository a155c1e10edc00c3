import type { PageQuery } from '@umrah/domain/model/page-render';
import type { Response } from 'express';
import firebaseConfig from '../../../../firebase.json';
import { NO_STORE, siteUrl } from '../../platform/config';
import { loadPageRendering } from './page-renderer';

/** The headers firebase.json gives every file Hosting serves (CSP and the rest), for pages too. */
export const pageHeaders: Record<string, string> = Object.fromEntries(
  (firebaseConfig.hosting.headers.find((h) => h.source === '**')?.headers ?? []).map((h) => [
    h.key,
    h.value,
  ]),
);

/**
 * Answers a form's post with a private page rendered from the data given (the settings, then the
 * page's reads), not read again: the trip page showing a refused traveller form with what was
 * typed, which must never travel in an address or be kept on the server. Never cached, never
 * indexed, no referrer, with the pages' own headers.
 */
export async function sendPrivatePage(
  res: Response,
  path: string,
  queries: PageQuery[],
  status: number,
): Promise<void> {
  const { renderer, manifest } = await loadPageRendering();
  const page = renderer.render({ url: path, queries, manifest, siteUrl: siteUrl() });
  res
    .status(status)
    .set(pageHeaders)
    .set({
      'Cache-Control': NO_STORE,
      'X-Robots-Tag': 'noindex, nofollow',
      'Referrer-Policy': 'no-referrer',
    })
    .type('html')
    .send(page.html);
}
