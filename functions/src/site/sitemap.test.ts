import { describe, expect, it } from 'vitest';
import { sitemapEntries, sitemapXml } from './sitemap';

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
