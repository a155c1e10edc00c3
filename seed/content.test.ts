import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { blogSchema } from '@umrah/domain/schemas/blog';
import { splitParagraphs } from '@umrah/domain/model/text';
import { gallerySchema } from '@umrah/domain/schemas/gallery';
import { packageSchema } from '@umrah/domain/schemas/package';
import { reviewSchema } from '@umrah/domain/schemas/review';
import { settingsSchema } from '@umrah/domain/schemas/settings';
import { SLUG_PATTERN } from '@umrah/domain/model/slugify';
import {
  seedBlogs,
  seedCreatedAt,
  seedGallery,
  seedPackages,
  seedReviews,
  seedSettings,
} from './content';

const webPublic = fileURLToPath(new URL('../web/public/', import.meta.url));

/** The file a site-relative URL such as '/images/seed/x-960.webp' is served from. */
const publicFile = (url: string) => `${webPublic}${url.replace(/^\//, '')}`;

const withoutCreatedAt = <T extends { createdAt: string }>({ createdAt: _, ...rest }: T) => rest;

const drafts = (items: readonly { isPublished: boolean }[]) =>
  items.filter((i) => !i.isPublished).length;

const has = (n: number | null) => n !== null;

function expectNewestFirst(items: readonly { createdAt: string }[]) {
  const times = items.map((i) => Date.parse(i.createdAt));
  expect(times.every((t) => Number.isFinite(t))).toBe(true);
  expect([...times].sort((a, b) => b - a)).toEqual(times);
  expect(new Set(times).size).toBe(times.length);
}

describe('seed packages', () => {
  it('has at least 6 packages with exactly one draft', () => {
    expect(seedPackages.length).toBeGreaterThanOrEqual(6);
    expect(drafts(seedPackages)).toBe(1);
  });

  it('covers all, some and none of the room prices', () => {
    const counts = seedPackages.map(
      (p) => [p.quadPrice, p.triplePrice, p.doublePrice].filter(has).length,
    );
    expect(counts).toContain(3);
    expect(counts.some((c) => c === 1 || c === 2)).toBe(true);
    expect(counts).toContain(0);
  });

  it('has hotel ratings 3, 4 and 5', () => {
    const ratings = new Set(seedPackages.map((p) => p.hotelRating));
    for (const r of [3, 4, 5]) expect(ratings).toContain(r);
  });

  it('has packages with and without dates and hotels', () => {
    expect(seedPackages.some((p) => p.departureDate && p.returnDate)).toBe(true);
    expect(seedPackages.some((p) => p.departureDate === null && p.returnDate === null)).toBe(true);
    expect(seedPackages.some((p) => p.makkaHotel !== '' && p.madinaHotel !== '')).toBe(true);
    expect(seedPackages.some((p) => p.makkaHotel === '' && p.madinaHotel === '')).toBe(true);
  });

  it('has realistic whole-dollar prices and dates in 2027 with the return after departure', () => {
    for (const p of seedPackages) {
      for (const price of [p.price, p.quadPrice, p.triplePrice, p.doublePrice].filter(has)) {
        expect(Number.isInteger(price)).toBe(true);
        expect(price).toBeGreaterThanOrEqual(2400);
        expect(price).toBeLessThanOrEqual(8900);
      }
      if (p.departureDate !== null) {
        expect(p.departureDate).toMatch(/^2027-\d\d-\d\d$/);
        expect(p.returnDate! > p.departureDate).toBe(true);
      }
    }
  });

  it('has a multi-paragraph full description and a short description on each package', () => {
    for (const p of seedPackages) {
      expect(splitParagraphs(p.fullDescription).length).toBeGreaterThanOrEqual(2);
      expect(p.description.length).toBeLessThanOrEqual(170);
      expect(p.airports.split('\n').length).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives each package its own image', () => {
    expect(new Set(seedPackages.map((p) => p.imageUrl)).size).toBe(seedPackages.length);
  });

  it('lists packages newest first', () => expectNewestFirst(seedPackages));

  it('keeps the spec’s hotel names in step with the stays', () => {
    for (const p of seedPackages) {
      expect(p.makkaHotel).toBe(p.makkahStay?.hotel ?? '');
      expect(p.madinaHotel).toBe(p.madinahStay?.hotel ?? '');
    }
  });

  it('has stays near and far from the Haram, and a package without hotels yet', () => {
    const distances = seedPackages.flatMap((p) =>
      [p.makkahStay, p.madinahStay].flatMap((s) => (s ? [s.distanceMetres] : [])),
    );
    expect(Math.min(...distances)).toBeLessThanOrEqual(150);
    expect(distances.some((d) => d >= 1000)).toBe(true);
    expect(seedPackages.some((p) => !p.makkahStay && !p.madinahStay)).toBe(true);
  });

  it('gives every package a plan that ends after its nights in the two cities', () => {
    for (const p of seedPackages) {
      const last = p.itinerary.at(-1);
      expect(last?.title).toBe('Fly home');
      expect(last!.day).toBeGreaterThanOrEqual(p.nightsInMakkah + p.nightsInMadina + 1);
      expect(packageSchema.validateSync(p).itinerary).toEqual(p.itinerary);
    }
  });
});

describe('seed reviews', () => {
  it('has 5 reviews with one draft, one without a photo and ratings 4-5', () => {
    expect(seedReviews).toHaveLength(5);
    expect(drafts(seedReviews)).toBe(1);
    expect(seedReviews.filter((r) => r.imageUrl === null).length).toBeGreaterThanOrEqual(1);
    expect(seedReviews.filter((r) => r.rating === 4)).toHaveLength(1);
    expect(seedReviews.filter((r) => r.rating === 5).length).toBeGreaterThanOrEqual(3);
  });

  it('gives every reviewer a Canadian city and province', () => {
    for (const r of seedReviews)
      expect(r.location).toMatch(/^[A-Z][\w .'-]+, (ON|QC|BC|AB|MB|SK|NS|NB|NL|PE)$/);
  });

  it('lists reviews newest first', () => expectNewestFirst(seedReviews));
});

describe('seed blogs', () => {
  it('has 4 blogs with one draft and multi-paragraph content', () => {
    expect(seedBlogs).toHaveLength(4);
    expect(drafts(seedBlogs)).toBe(1);
    for (const b of seedBlogs) expect(splitParagraphs(b.content).length).toBeGreaterThanOrEqual(4);
  });

  it('dates every blog on a different day of 2026, newest first', () => {
    expectNewestFirst(seedBlogs);
    const days = seedBlogs.map((b) => b.createdAt.slice(0, 10));
    expect(new Set(days).size).toBe(days.length);
    for (const d of days) expect(d.startsWith('2026-')).toBe(true);
  });
});

describe('seed gallery', () => {
  it('has 6 items with one draft and one without a description', () => {
    expect(seedGallery).toHaveLength(6);
    expect(drafts(seedGallery)).toBe(1);
    expect(seedGallery.filter((g) => !g.description).length).toBeGreaterThanOrEqual(1);
  });

  it('lists gallery items newest first', () => expectNewestFirst(seedGallery));
});

describe('seed slugs and images', () => {
  it('uses unique, valid slugs', () => {
    for (const list of [seedPackages, seedBlogs]) {
      const slugs = list.map((i) => i.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const s of slugs) expect(s).toMatch(SLUG_PATTERN);
    }
  });

  const urls = [
    seedSettings.logoUrl,
    seedSettings.heroImageUrl,
    ...seedPackages.map((p) => p.imageUrl),
    ...seedReviews.flatMap((r) => (r.imageUrl ? [r.imageUrl] : [])),
    ...seedBlogs.flatMap((b) => (b.imageUrl ? [b.imageUrl] : [])),
    ...seedGallery.map((g) => g.imageUrl),
  ];

  it.each(urls)('%s exists under web/public', (url) => {
    expect(url.startsWith('/images/seed/')).toBe(true);
    expect(existsSync(publicFile(url))).toBe(true);
    expect(statSync(publicFile(url)).size).toBeGreaterThan(0);
  });

  it('has every responsive width of the WebP images (see domain/src/model/images.ts)', () => {
    for (const url of urls) {
      const m = /^(.*)-(960|1600)\.webp$/.exec(url);
      if (!m) continue;
      const widths = m[2] === '1600' ? [480, 960, 1600] : [480, 960];
      for (const w of widths) expect(existsSync(publicFile(`${m[1]}-${w}.webp`))).toBe(true);
    }
  });
});

describe('seed content passes the domain schemas unchanged', () => {
  it('settings', () => {
    expect(settingsSchema.validateSync(seedSettings, { abortEarly: false })).toEqual(seedSettings);
  });

  it.each(seedPackages.map((p) => [p.slug, p] as const))('package %s', (_, p) => {
    const input = withoutCreatedAt(p);
    expect(packageSchema.validateSync(input, { abortEarly: false })).toEqual(input);
  });

  it.each(seedReviews.map((r) => [r.name, r] as const))('review %s', (_, r) => {
    const input = withoutCreatedAt(r);
    expect(reviewSchema.validateSync(input, { abortEarly: false })).toEqual(input);
  });

  it.each(seedBlogs.map((b) => [b.slug, b] as const))('blog %s', (_, b) => {
    const input = withoutCreatedAt(b);
    expect(blogSchema.validateSync(input, { abortEarly: false })).toEqual(input);
  });

  it.each(seedGallery.map((g) => [g.title, g] as const))('gallery item %s', (_, g) => {
    const input = withoutCreatedAt(g);
    expect(gallerySchema.validateSync(input, { abortEarly: false })).toEqual(input);
  });
});

describe('seedCreatedAt', () => {
  it('gives index 0 the newest time, one day apart', () => {
    expect(Date.parse(seedCreatedAt(0)) - Date.parse(seedCreatedAt(1))).toBe(86_400_000);
    expect(seedCreatedAt(0)).toBe('2026-10-01T12:00:00.000Z');
  });
});
