import { describe, expect, it } from 'vitest';
import { localizedEntries, sitemapEntries, sitemapXml } from './sitemap';

const SITE = 'https://umrah.example';

const content = {
  packages: [
    { slug: 'ramadan-umrah', updatedAt: '2026-10-02T10:00:00.000Z' },
    { slug: 'winter-umrah', updatedAt: '2026-11-01T09:30:00.000Z' },
  ],
  blogs: [{ slug: 'visa-guide', updatedAt: '2026-09-15T08:00:00.000Z' }],
  reviews: [{ updatedAt: '2026-11-20T12:00:00.000Z' }],
  gallery: [],
};

describe('sitemapEntries', () => {
  it('lists home, the static pages and each published package and post with its own lastmod', () => {
    const entries = sitemapEntries(content);
    expect(entries.map((e) => e.path)).toEqual([
      '/',
      '/packages',
      '/blogs',
      '/past-trips',
      '/about',
      '/contact',
      '/privacy',
      '/booking',
      '/packages/ramadan-umrah',
      '/packages/winter-umrah',
      '/blogs/visa-guide',
    ]);
    const lastmod = Object.fromEntries(entries.map((e) => [e.path, e.lastmod]));
    expect(lastmod['/packages/ramadan-umrah']).toBe('2026-10-02T10:00:00.000Z');
    // A list page changes when its newest item does; home shows packages and reviews.
    expect(lastmod['/packages']).toBe('2026-11-01T09:30:00.000Z');
    expect(lastmod['/']).toBe('2026-11-20T12:00:00.000Z');
    // Nothing known, nothing claimed (never the build or request time).
    expect(lastmod['/past-trips']).toBeUndefined();
    expect(lastmod['/contact']).toBeUndefined();
  });
});

describe('sitemapEntries with departures', () => {
  it('dates a package page by its newest change or its upcoming departures’ (drafts’ left out)', () => {
    const entries = sitemapEntries({
      ...content,
      packages: [
        { id: 'p1', slug: 'ramadan-umrah', updatedAt: '2026-10-02T10:00:00.000Z' },
        { id: 'p2', slug: 'winter-umrah', updatedAt: '2026-11-01T09:30:00.000Z' },
      ],
      departures: [
        { packageId: 'p1', updatedAt: '2026-11-10T08:00:00.000Z' },
        { packageId: 'p1', updatedAt: '2026-10-20T08:00:00.000Z' },
        { packageId: 'draft', updatedAt: '2026-11-25T08:00:00.000Z' },
      ],
    });
    const lastmod = Object.fromEntries(entries.map((e) => [e.path, e.lastmod]));
    expect(lastmod['/packages/ramadan-umrah']).toBe('2026-11-10T08:00:00.000Z');
    expect(lastmod['/packages/winter-umrah']).toBe('2026-11-01T09:30:00.000Z');
    expect(lastmod['/packages']).toBe('2026-11-10T08:00:00.000Z');
    expect(lastmod['/booking']).toBe('2026-11-10T08:00:00.000Z');
  });
});

describe('sitemapXml', () => {
  it('writes absolute addresses under the site address, escaped', () => {
    const xml = sitemapXml(SITE, [
      { path: '/', lastmod: '2026-11-20T12:00:00.000Z' },
      { path: '/blogs/a&b' },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      '<url><loc>https://umrah.example/</loc><lastmod>2026-11-20T12:00:00.000Z</lastmod></url>',
    );
    expect(xml).toContain('<url><loc>https://umrah.example/blogs/a&amp;b</loc></url>');
  });
});

describe('localizedEntries', () => {
  it('lists each page in English, French, Arabic and Urdu, each naming all four and x-default', () => {
    const entries = localizedEntries([
      { path: '/', lastmod: '2026-11-20T12:00:00.000Z' },
      { path: '/packages/ramadan-umrah' },
    ]);
    expect(entries.map((e) => e.path)).toEqual([
      '/',
      '/packages/ramadan-umrah',
      '/fr',
      '/fr/packages/ramadan-umrah',
      '/ar',
      '/ar/packages/ramadan-umrah',
      '/ur',
      '/ur/packages/ramadan-umrah',
    ]);
    const all = [
      { hreflang: 'en-CA', path: '/' },
      { hreflang: 'fr-CA', path: '/fr' },
      { hreflang: 'ar', path: '/ar' },
      { hreflang: 'ur', path: '/ur' },
      { hreflang: 'x-default', path: '/' },
    ];
    expect(entries[2]).toEqual({
      path: '/fr',
      lastmod: '2026-11-20T12:00:00.000Z',
      alternates: all,
    });
    expect(entries[4]).toEqual({
      path: '/ar',
      lastmod: '2026-11-20T12:00:00.000Z',
      alternates: all,
    });
    expect(entries[6]?.alternates).toEqual(all);
  });

  it('writes the alternates as xhtml:link elements in the xhtml namespace', () => {
    const xml = sitemapXml(SITE, localizedEntries([{ path: '/about' }]));
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml).toContain(
      '<url><loc>https://umrah.example/fr/about</loc>' +
        '<xhtml:link rel="alternate" hreflang="en-CA" href="https://umrah.example/about"/>' +
        '<xhtml:link rel="alternate" hreflang="fr-CA" href="https://umrah.example/fr/about"/>' +
        '<xhtml:link rel="alternate" hreflang="ar" href="https://umrah.example/ar/about"/>' +
        '<xhtml:link rel="alternate" hreflang="ur" href="https://umrah.example/ur/about"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://umrah.example/about"/>' +
        '</url>',
    );
  });
});

describe('the French sitemap and incomplete French versions', () => {
  const complete = {
    slug: 'ramadan-umrah',
    updatedAt: '2026-10-02T10:00:00.000Z',
    title: 'Ramadan Umrah',
    description: 'Ten nights',
    features: ['Visa'],
    fr: { title: 'Omra du Ramadan', description: 'Dix nuits', features: ['Visa'] },
  };
  // English features but no French ones: the French page would be half English.
  const incomplete = {
    ...complete,
    slug: 'winter-umrah',
    fr: { title: "Omra d'hiver", description: 'Dix nuits' },
  };
  const untranslatedPost = {
    slug: 'visa-guide',
    updatedAt: '2026-09-15T08:00:00.000Z',
    title: 'Visa',
    fr: null,
  };

  const entries = localizedEntries(
    sitemapEntries({ ...content, packages: [complete, incomplete], blogs: [untranslatedPost] }),
  );
  const byPath = new Map(entries.map((e) => [e.path, e]));

  it('leaves out the French page of a package or post whose French version is incomplete', () => {
    expect(byPath.has('/fr/packages/ramadan-umrah')).toBe(true);
    expect(byPath.has('/packages/winter-umrah')).toBe(true);
    expect(byPath.has('/fr/packages/winter-umrah')).toBe(false);
    expect(byPath.has('/blogs/visa-guide')).toBe(true);
    expect(byPath.has('/fr/blogs/visa-guide')).toBe(false);
  });

  it('keeps the list pages, past trips included, in all four languages', () => {
    for (const prefix of ['/fr', '/ar', '/ur']) {
      for (const path of ['', '/packages', '/blogs', '/past-trips', '/privacy', '/booking']) {
        expect(byPath.has(`${prefix}${path}`), `${prefix}${path}`).toBe(true);
      }
    }
  });

  it('leaves out the Arabic and Urdu pages of packages and posts: their content is English', () => {
    expect(byPath.has('/ar/packages/ramadan-umrah')).toBe(false);
    expect(byPath.has('/ur/blogs/visa-guide')).toBe(false);
    expect(byPath.get('/fr/packages/ramadan-umrah')?.alternates?.map((a) => a.hreflang)).toEqual([
      'en-CA',
      'fr-CA',
      'x-default',
    ]);
  });

  it('names only listed pages as alternates: every fr-CA alternate is itself in the sitemap', () => {
    expect(byPath.get('/packages/winter-umrah')?.alternates).toEqual([
      { hreflang: 'en-CA', path: '/packages/winter-umrah' },
      { hreflang: 'x-default', path: '/packages/winter-umrah' },
    ]);
    expect(byPath.get('/packages/ramadan-umrah')?.alternates).toContainEqual({
      hreflang: 'fr-CA',
      path: '/fr/packages/ramadan-umrah',
    });
    for (const entry of entries) {
      for (const alternate of entry.alternates ?? []) expect(byPath.has(alternate.path)).toBe(true);
    }
    const xml = sitemapXml(SITE, entries);
    expect(xml).not.toContain('/fr/packages/winter-umrah');
    expect(xml).not.toContain('/fr/blogs/visa-guide');
  });

  it('adds no flag of its own to the written entries', () => {
    expect(entries.every((e) => !('versions' in e))).toBe(true);
  });
});
