// The public pages as Hosting serves them: rendered by the `site` function with Firestore data.
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../platform/firebase/firebase';
import { baseUrl, clearFirestore, putDoc } from '../../../test-support/emulators';
import { aPackage } from '../../../test-support/fixtures';

const SITE_NAME = 'Site Render Travels';
const PUBLISHED = [
  { title: 'Published Alpha Umrah', slug: 'published-alpha-umrah' },
  { title: 'Published Beta Umrah', slug: 'published-beta-umrah' },
];
const DRAFT = { title: 'Secret Draft Gamma', slug: 'secret-draft-gamma' };
const HOSTILE = { title: '</script><script>window.__xss=1</script>', slug: 'hostile-title' };

const PAGE_CACHE = 'public, max-age=0, s-maxage=300';
const NOT_FOUND_CACHE = 'public, max-age=0, s-maxage=60';

beforeAll(async () => {
  await clearFirestore();
  await db().collection('settings').doc('public').set({ siteName: SITE_NAME });
  await putDoc('packages', aPackage(PUBLISHED[0]), 30);
  await putDoc('packages', aPackage(PUBLISHED[1]), 20);
  await putDoc('packages', aPackage({ ...DRAFT, isPublished: false }), 10);
  await putDoc('packages', aPackage(HOSTILE), 40);
});

interface Page {
  status: number;
  headers: Headers;
  html: string;
}

async function get(path: string, init?: RequestInit): Promise<Page> {
  const res = await fetch(baseUrl + path, init);
  return { status: res.status, headers: res.headers, html: await res.text() };
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

/** The slugs of the package pages a page links to, in order, once each. */
function linkedPackages(html: string): string[] {
  const slugs = [...html.matchAll(/href="\/packages\/([^"]+)"/g)].map((m) => m[1]!);
  return [...new Set(slugs)];
}

/** The props of each island on the page: JSON in a data attribute, unescaped as a browser would. */
function islandProps(html: string): unknown[] {
  return [...html.matchAll(/data-props="([^"]*)"/g)].map((m) =>
    JSON.parse(
      m[1]!
        .replaceAll('&quot;', '"')
        .replaceAll('&#x27;', "'")
        .replaceAll('&lt;', '<')
        .replaceAll('&gt;', '>')
        .replaceAll('&amp;', '&'),
    ),
  );
}

describe('public pages are rendered on the server with their data', () => {
  it.each(['/', '/packages'])(
    '%s answers 200 HTML with the published packages and no draft',
    async (path) => {
      const page = await get(path);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      for (const { title } of PUBLISHED) expect(page.html).toContain(title);
      expect(page.html).not.toContain(DRAFT.title);
      expect(page.html).not.toContain(DRAFT.slug);
      expect(titleOf(page.html)).toContain(SITE_NAME);
      expect(linkedPackages(page.html).sort()).toEqual(
        [...PUBLISHED.map((p) => p.slug), HOSTILE.slug].sort(),
      );
    },
  );

  it('a published package answers 200 with its title in <title>', async () => {
    const page = await get(`/packages/${PUBLISHED[0]!.slug}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(titleOf(page.html)).toBe(`${PUBLISHED[0]!.title} | ${SITE_NAME}`);
    expect(page.html).toContain(`<h1`);
    expect(page.html).toContain(PUBLISHED[0]!.title);
  });

  it.each([
    [`/packages/${DRAFT.slug}`, 'Package Not Found'],
    ['/packages/nope', 'Package Not Found'],
    ['/no-such-page', 'Page Not Found'],
  ])('%s answers a 404 HTML page with %s', async (path, heading) => {
    const page = await get(path);
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.html).toContain(heading);
    expect(page.html).not.toContain(DRAFT.title);
    expect(page.headers.get('cache-control')).toBe(NOT_FOUND_CACHE);
  });

  it('a HEAD request answers 200 without a body', async () => {
    const res = await fetch(`${baseUrl}/packages`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });
});

describe('page headers', () => {
  it.each(['/', '/packages', `/packages/${PUBLISHED[1]!.slug}`])(
    '%s is cached by the CDN for 5 minutes, not by the browser',
    async (path) => {
      const page = await get(path);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe(PAGE_CACHE);
    },
  );

  it('pages carry the security headers of firebase.json', async () => {
    for (const path of ['/', '/no-such-page']) {
      const { headers } = await get(path);
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    }
  });

  it('a page is gzipped when the client accepts it', async () => {
    // Node's fetch would decompress on its own: read the raw bytes through a plain request.
    const url = new URL('/packages', baseUrl);
    const { encoding, body } = await new Promise<{ encoding?: string; body: Buffer }>(
      (resolve, reject) => {
        const req = request(url, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
          );
          res.on('error', reject);
        });
        req.on('error', reject);
        req.end();
      },
    );
    expect(encoding).toBe('gzip');
    expect(gunzipSync(body).toString('utf8')).toContain(PUBLISHED[0]!.title);
  });

  it('POST to a page answers 405 with the allowed methods', async () => {
    const res = await fetch(`${baseUrl}/`, { method: 'POST', body: 'x=1' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('the admin area', () => {
  it.each(['/admin', '/admin/dashboard'])(
    '%s gets the plain app shell, without server data, not to be cached',
    async (path) => {
      const page = await get(path);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page.html).toContain('<div id="root"></div>');
      expect(page.html).not.toContain('data-island');
      expect(page.html).not.toContain(PUBLISHED[0]!.title);
      // The shell names this build's scripts: a browser must recheck it on every visit.
      expect(page.headers.get('cache-control')).toBe('no-cache');
    },
  );
});

describe('content that looks like HTML', () => {
  it('a package titled with a script tag renders escaped and island props still parse', async () => {
    for (const path of ['/packages', `/packages/${HOSTILE.slug}`]) {
      const page = await get(path);
      expect(page.status).toBe(200);
      expect(page.html).not.toContain('<script>window.__xss');
      expect(page.html).toContain('&lt;/script&gt;&lt;script&gt;window.__xss=1');
    }
    const detail = await get(`/packages/${HOSTILE.slug}`);
    expect(titleOf(detail.html)).toBe(
      `&lt;/script&gt;&lt;script&gt;window.__xss=1&lt;/script&gt; | ${SITE_NAME}`,
    );
    // The booking form island carries the package list as props: escaped, and parsed back whole.
    const booking = await get('/booking');
    expect(booking.html).not.toContain('<script>window.__xss');
    expect(JSON.stringify(islandProps(booking.html))).toContain(JSON.stringify(HOSTILE.title));
  });
});
