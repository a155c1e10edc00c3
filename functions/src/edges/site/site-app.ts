import compression from 'compression';
import express, { type Request, type Response } from 'express';
import { MANIFEST_PATH, webManifest } from '@umrah/domain/model/site-icons';
import { requestLog } from '../../platform/http/request-log';
import { log } from '../../platform/log';
import { NO_STORE, siteUrl } from '../../platform/config';
import { blogs } from '../../wings/content/blogs';
import { gallery } from '../../wings/content/gallery';
import { packages } from '../../wings/content/packages';
import { readPublic } from '../../views/read-public';
import { reviews } from '../../wings/content/reviews';
import { getPublicSettings } from '../../wings/content/settings';
import { asyncHandler, RETRY_AFTER_SECONDS } from '../../platform/http/errors';
import { pageHeaders } from './page-answer';
import { loadPageRendering } from './page-renderer';
import { readTripPage } from '../../views/read-trip-page';
import { readGroupPage } from '../../views/read-group-page';
import {
  groupBookingPath,
  isGroupCode,
  normalizeGroupCode,
} from '@umrah/domain/model/group-leaders';
import { localeOfPath, localizedPath } from '@umrah/domain/model/locale';
import { readPayView } from '../../wings/money/pay-page';
import { readUnsubscribeView } from '../../wings/marketing/unsubscribe';
import { upcomingDepartureChanges } from '../../wings/departures/departure-changes';
import { localizedEntries, sitemapEntries, sitemapXml } from './sitemap';

/** Pages change when staff edit content: the CDN keeps them 5 minutes (as the API's reads). */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=300';
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

/**
 * Browsers with Speculation Rules fetch the page behind a link the visitor is about to follow
 * (pointer resting on it, or pressed): moving between public pages, each a plain link to a
 * CDN-cached page, is then instant. Named in a header, not an inline script, so the CSP holds.
 */
export const SPECULATION_RULES = '"/speculation-rules.json"';

/**
 * How long a page waits for its data. Past it the visitor gets a short "try again" page at once
 * (503, not cached) rather than a blank wait.
 */
export const PAGE_DATA_DEADLINE_MS = 3000;

class DeadlineExceeded extends Error {}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineExceeded(`Page data took over ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** What a visitor sees when a page cannot be made now: plain, self-contained, with a retry. */
export const UNAVAILABLE_PAGE = `<!doctype html><html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Please try again</title><meta name="robots" content="noindex"></head><body style="font:1rem/1.6 system-ui,sans-serif;max-width:36rem;margin:15vh auto;padding:0 1rem;text-align:center"><h1 style="font-family:Georgia,serif">Please try again in a moment</h1><p>The site is busy right now. Your page will be back shortly.</p><p><a href="">Try again</a> · <a href="/">Home</a></p></body></html>`;

async function servePage(req: Request, res: Response): Promise<void> {
  const { renderer, manifest } = await loadPageRendering();
  // One address per page: a trailing slash or a query the page does not read (tracking tags,
  // random strings that would bypass the CDN) answers 301 to the page's own address.
  const canonical = renderer.canonicalAddress(req.originalUrl);
  if (canonical !== null && canonical !== req.originalUrl) {
    res.set('Cache-Control', PAGE_CACHE_CONTROL).redirect(301, canonical);
    return;
  }
  try {
    const queries = await withDeadline(
      Promise.all(
        renderer.queriesFor(req.path).map(async (key) => ({ key, data: await readPageData(key) })),
      ),
      PAGE_DATA_DEADLINE_MS,
    );
    const page = renderer.render({ url: req.originalUrl, queries, manifest, siteUrl: siteUrl() });
    const cacheControl = page.private
      ? NO_STORE
      : page.status === 200
        ? PAGE_CACHE_CONTROL
        : NOT_FOUND_CACHE_CONTROL;
    if (page.private)
      res.set({ 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer' });
    res.status(page.status).set('Cache-Control', cacheControl).type('html').send(page.html);
  } catch (err) {
    // Firestore slow or down, or a rendering bug: say so, briefly, and let the visitor retry.
    // No path: /trip/ and /pay/ addresses carry their secret token.
    log.error('Page not rendered; answering 503', {
      error: err instanceof Error ? err.message : String(err),
    });
    res
      .status(503)
      .set({ 'Cache-Control': NO_STORE, 'Retry-After': String(RETRY_AFTER_SECONDS) })
      .type('html')
      .send(UNAVAILABLE_PAGE);
  }
}

/**
 * A page's read: the public API's, or a private one for one person's link: the pay page's
 * (['pay', token]), the trip page's (['trip', token]) or the unsubscribe page's
 * (['unsubscribe', token]).
 */
function readPageData(key: readonly string[]): Promise<unknown> {
  if (key[0] === 'pay') return key.length === 2 ? readPayView(key[1] ?? '') : Promise.resolve(null);
  if (key[0] === 'trip') {
    return key.length === 2 ? readTripPage(key[1] ?? '') : Promise.resolve(null);
  }
  if (key[0] === 'group') {
    return key.length === 2 ? readGroupPage(key[1] ?? '') : Promise.resolve(null);
  }
  if (key[0] === 'unsubscribe') {
    return key.length === 2 ? readUnsubscribeView(key[1] ?? '') : Promise.resolve(null);
  }
  return readPublic(key);
}

/**
 * A leader's short link (/g/CODE, or /g?code=CODE from the booking page's code field, as typed):
 * to the group's booking page in the address's language. The page itself answers 404 for a code
 * no group has.
 */
function serveGroupShortLink(req: Request, res: Response): void {
  const typed =
    req.params['code'] ?? (typeof req.query['code'] === 'string' ? req.query['code'] : '');
  const code = normalizeGroupCode(String(typed));
  const { locale } = localeOfPath(req.path);
  if (!isGroupCode(code) || (req.params['lang'] && locale === 'en-CA')) {
    res.status(404).set('Cache-Control', NOT_FOUND_CACHE_CONTROL).type('text').send('Not found');
    return;
  }
  res
    .set({ 'Cache-Control': PAGE_CACHE_CONTROL, 'X-Robots-Tag': 'noindex' })
    .redirect(302, localizedPath(groupBookingPath(code), locale));
}

/** The sitemap, from the published items in Firestore (drafts never appear). */
async function serveSitemap(_req: Request, res: Response): Promise<void> {
  const [packageList, blogList, reviewList, galleryList, departureList] = await withDeadline(
    Promise.all([
      packages.listPublished(),
      blogs.listPublished(),
      reviews.listPublished(),
      gallery.listPublished(),
      upcomingDepartureChanges(),
    ]),
    PAGE_DATA_DEADLINE_MS,
  );
  const entries = sitemapEntries({
    packages: packageList,
    departures: departureList,
    blogs: blogList,
    reviews: reviewList,
    gallery: galleryList,
  });
  res
    .set('Cache-Control', PAGE_CACHE_CONTROL)
    .type('application/xml')
    .send(sitemapXml(siteUrl(), localizedEntries(entries)));
}

/** The web app manifest: the agency's name and colour from the settings. */
async function serveManifest(_req: Request, res: Response): Promise<void> {
  const settings = await withDeadline(getPublicSettings(), PAGE_DATA_DEADLINE_MS);
  res
    .set('Cache-Control', PAGE_CACHE_CONTROL)
    .type('application/manifest+json')
    .send(JSON.stringify(webManifest(settings)));
}

/**
 * The public pages, rendered on the server with their data (Hosting rewrites every address that
 * is not a file, `/api` or `/admin` here). Only GET and HEAD.
 */
export function createSiteApp(): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.use(requestLog);
  // Pages are compressed here; Hosting's CDN keeps the compressed answer.
  app.use(compression());
  app.use((_req, res, next) => {
    res.set(pageHeaders);
    res.set('Speculation-Rules', SPECULATION_RULES);
    next();
  });
  app.get('/sitemap.xml', asyncHandler(serveSitemap));
  app.get(['/g', '/:lang/g', '/g/:code', '/:lang/g/:code'], serveGroupShortLink);
  app.get(MANIFEST_PATH, asyncHandler(serveManifest));
  app.get('*', asyncHandler(servePage));
  app.all('*', (_req, res) => {
    res.status(405).set('Allow', 'GET, HEAD').type('text/plain').send('Method Not Allowed');
  });
  // Only when the renderer itself cannot load (a broken deploy): nothing to fall back to.
  app.use((err: unknown, _req: Request, res: Response, _next: express.NextFunction) => {
    log.error('Page renderer unavailable', { error: String(err) });
    res
      .status(503)
      .set({ 'Cache-Control': NO_STORE, 'Retry-After': String(RETRY_AFTER_SECONDS) })
      .type('text/plain')
      .send('The site is temporarily unavailable. Please try again shortly.');
  });
  return app;
}
