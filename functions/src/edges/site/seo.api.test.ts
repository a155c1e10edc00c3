// What crawlers and link previews get, through Hosting: robots.txt, the sitemap from Firestore,
// one address per page (301 to it), and the admin area kept out of search results.
import { request } from 'node:http';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../platform/firebase/firebase';
import { baseUrl, clearFirestore, putDoc } from '../../../test-support/emulators';
import { aBlog, aPackage } from '../../../test-support/fixtures';

const PAGE_CACHE = 'public, max-age=0, s-maxage=300';
const PACKAGE_CHANGED = '2026-10-02T08:30:00.000Z';
const BLOG_CREATED_MINUTES_AGO = 90;

let packageId = '';

beforeAll(async () => {
  await clearFirestore();
  await db().collection('settings').doc('public').set({ siteName: 'Sitemap Travels' });
  packageId = await putDoc('packages', {
    ...aPackage({ slug: 'listed-umrah', title: 'Listed Umrah' }),
    // A complete French version: its French page is listed (the post has none: it is not).
    fr: {
      title: 'Omra listée',
      description: 'Deux semaines près du Haram.',
      fullDescription: 'Premier paragraphe.',
      features: ['Traitement du visa'],
      inclusions: ['Vols aller-retour'],
      exclusions: ['Dépenses personnelles'],
    },
    updatedAt: Timestamp.fromDate(new Date(PACKAGE_CHANGED)),
  });
  await putDoc('packages', aPackage({ slug: 'draft-umrah', isPublished: false }));
  await putDoc('blogs', aBlog({ slug: 'listed-post' }), BLOG_CREATED_MINUTES_AGO);
  await putDoc('blogs', aBlog({ slug: 'draft-post', isPublished: false }));
});

/** A GET through Hosting with headers fetch() may not set (Host). */
function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(baseUrl);
    // The path as given: new URL() would read '//host/x' as another host.
    const req = request({ hostname, port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The site's configured address, as robots.txt names the sitemap. */
async function siteAddress(): Promise<string> {
  const text = await (await fetch(`${baseUrl}/robots.txt`)).text();
  const sitemap = /^Sitemap: (.+)\/sitemap\.xml$/m.exec(text)?.[1];
  if (!sitemap) throw new Error(`robots.txt names no sitemap:\n${text}`);
  return sitemap;
}

/** Each English <url> of a sitemap as its address and lastmod (alternates, /fr, /ar, /ur left out). */
function urlsOf(xml: string): { loc: string; lastmod?: string }[] {
  return [
    ...xml.matchAll(
      /<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?(?:<xhtml:link [^>]*\/>)*<\/url>/g,
    ),
  ]
    .map((m) => ({ loc: m[1]!, ...(m[2] ? { lastmod: m[2] } : {}) }))
    .filter((u) => !/^https?:\/\/[^/]+\/(fr|ar|ur)(\/|$)/.test(u.loc));
}

// A static file (Cloud Functions answer /robots.txt with 404 themselves): scripts/write-robots.mjs.
describe('/robots.txt', () => {
  it('opens the public site, closes the admin area and its API, and names the sitemap', async () => {
    const res = await fetch(`${baseUrl}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await res.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /api/admin');
    expect(lines.find((l) => l.startsWith('Sitemap: '))).toMatch(
      /^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/,
    );
  });
});

describe('/sitemap.xml', () => {
  it('lists home, the static pages and the published items, with their last change', async () => {
    const site = await siteAddress();
    const res = await fetch(`${baseUrl}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(res.headers.get('cache-control')).toBe(PAGE_CACHE);
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    const urls = urlsOf(xml);
    // Each page in French too, naming both versions and x-default.
    expect(xml).toContain(`<loc>${site}/fr/packages/listed-umrah</loc>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="fr-CA" href="${site}/fr/packages/listed-umrah"/>`,
    );
    // A post without French: its English page only, naming no French version.
    expect(xml).toContain(`<loc>${site}/blogs/listed-post</loc>`);
    expect(xml).not.toContain(`${site}/fr/blogs/listed-post`);
    // The list and static pages in Arabic and Urdu too; packages and posts not (English content).
    for (const prefix of ['/ar', '/ur']) {
      expect(xml).toContain(`<loc>${site}${prefix}/packages</loc>`);
      expect(xml).toContain(`hreflang="${prefix.slice(1)}" href="${site}${prefix}/privacy"/>`);
      expect(xml).not.toContain(`${site}${prefix}/packages/listed-umrah`);
    }
    const paths = urls.map((u) => u.loc.slice(site.length));
    expect(urls.every((u) => u.loc.startsWith(`${site}/`))).toBe(true);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/packages',
        '/blogs',
        '/past-trips',
        '/about',
        '/contact',
        '/privacy',
        '/booking',
        '/packages/listed-umrah',
        '/blogs/listed-post',
      ]),
    );
    expect(paths).toHaveLength(10);
    expect(xml).not.toContain('draft-');

    const byPath = new Map(urls.map((u) => [u.loc.slice(site.length), u.lastmod]));
    // The package's own updatedAt; the post has none yet, so its creation.
    expect(byPath.get('/packages/listed-umrah')).toBe(PACKAGE_CHANGED);
    const postChanged = Date.parse(byPath.get('/blogs/listed-post') ?? '');
    expect(Date.now() - postChanged).toBeGreaterThan((BLOG_CREATED_MINUTES_AGO - 1) * 60_000);
    expect(Date.now() - postChanged).toBeLessThan((BLOG_CREATED_MINUTES_AGO + 5) * 60_000);
    expect(byPath.get('/packages')).toBe(PACKAGE_CHANGED);
  });

  it('follows publishing: a newly published package appears, an unpublished one leaves', async () => {
    await db().collection('packages').doc(packageId).update({ isPublished: false });
    const draftId = await putDoc('packages', aPackage({ slug: 'fresh-umrah' }));
    try {
      const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
      expect(xml).toContain('/packages/fresh-umrah</loc>');
      expect(xml).not.toContain('/packages/listed-umrah</loc>');
    } finally {
      await db().collection('packages').doc(packageId).update({ isPublished: true });
      await db().collection('packages').doc(draftId).delete();
    }
  });

  it('takes its addresses from the configured site address, never from the Host header', async () => {
    const site = await siteAddress();
    for (const path of ['/sitemap.xml', '/packages/listed-umrah']) {
      const res = await rawGet(path, {
        Host: 'attacker.example',
        'X-Forwarded-Host': 'attacker.example',
      });
      expect(res.body, path).not.toContain('attacker.example');
      if (res.status === 200) expect(res.body, path).toContain(site);
    }
  });
});

describe('one address per page', () => {
  it.each([
    ['/packages/', '/packages'],
    ['/packages/listed-umrah/', '/packages/listed-umrah'],
    ['/packages?utm_source=whatsapp', '/packages'],
    ['/blogs?page=2&fbclid=x', '/blogs'],
    [
      '/booking?package=listed-umrah&room=double&ref=mail',
      '/booking?package=listed-umrah&room=double',
    ],
  ])('%s answers 301 to %s', async (path, target) => {
    const res = await fetch(baseUrl + path, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(new URL(res.headers.get('location') ?? '', baseUrl).pathname).toBe(target.split('?')[0]);
    const location = new URL(res.headers.get('location') ?? '', baseUrl);
    expect(location.pathname + location.search).toBe(target);
    expect(location.host).toBe(new URL(baseUrl).host);
  });

  it.each(['//attacker.example/', '//attacker.example/packages/', '/\\attacker.example/'])(
    '%s does not redirect to another site',
    async (path) => {
      const res = await rawGet(path, {});
      expect([301, 302, 307, 308]).not.toContain(res.status);
    },
  );

  it('a page at its own address names it as canonical', async () => {
    const site = await siteAddress();
    const res = await fetch(`${baseUrl}/packages/listed-umrah`, { redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(
      `<link rel="canonical" href="${site}/packages/listed-umrah"/>`,
    );
  });
});

describe('icons and the web app manifest', () => {
  it.each([
    ['/favicon.ico', /^image\/(x-icon|vnd\.microsoft\.icon)/],
    ['/apple-touch-icon.png', /^image\/png/],
    ['/icon-192.png', /^image\/png/],
    ['/icon-512.png', /^image\/png/],
    ['/icon-maskable-512.png', /^image\/png/],
  ])('%s is served as an image', async (path, type) => {
    const res = await fetch(baseUrl + path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(type);
  });

  it('the manifest names the agency and its colour, and every page links it', async () => {
    const res = await fetch(`${baseUrl}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as { name: string; theme_color: string; icons: unknown[] };
    expect(manifest.name).toBe('Sitemap Travels');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.icons).toHaveLength(3);
    const html = await (await fetch(`${baseUrl}/packages`)).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>');
  });
});

describe('the admin area stays out of search results', () => {
  it.each(['/admin', '/admin/login', '/api/admin/settings'])('%s carries noindex', async (path) => {
    const res = await fetch(baseUrl + path, { redirect: 'manual' });
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  it('public pages do not', async () => {
    const res = await fetch(`${baseUrl}/packages`);
    expect(res.headers.get('x-robots-tag')).toBeNull();
  });
});
