import {
  hasFrenchVersion,
  BLOG_FRENCH_FIELDS,
  GALLERY_FRENCH_FIELDS,
  PACKAGE_FRENCH_FIELDS,
} from '@umrah/domain/model/bilingual';
import { frenchSpacing } from '@umrah/domain/model/french-typography';
import { describe, expect, it } from 'vitest';
import { seedBlogs, seedGallery, seedPackages, seedReviews } from './content';

const published = <T extends { isPublished: boolean }>(items: T[]) =>
  items.filter((i) => i.isPublished);

/** Every string inside a value. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(texts);
  return [];
}

describe('seed content in French', () => {
  it('gives every published package a complete French version, days and hotel notes included', () => {
    for (const pkg of published(seedPackages)) {
      expect(hasFrenchVersion(pkg, PACKAGE_FRENCH_FIELDS), pkg.slug).toBe(true);
      const fr = pkg.fr!;
      expect(fr.features).toHaveLength(pkg.features.length);
      expect(fr.inclusions).toHaveLength(pkg.inclusions.length);
      expect(fr.exclusions).toHaveLength(pkg.exclusions.length);
      expect(fr.itinerary.map((d) => d.day)).toEqual(pkg.itinerary.map((d) => d.day));
      expect(fr.itinerary.every((d) => d.title && d.description)).toBe(true);
      if (pkg.makkahStay?.notes) expect(fr.makkahStayNotes, pkg.slug).not.toBe('');
      if (pkg.madinahStay?.notes) expect(fr.madinahStayNotes, pkg.slug).not.toBe('');
    }
  });

  it('gives every published blog post and gallery item a complete French version', () => {
    for (const post of published(seedBlogs)) {
      expect(hasFrenchVersion(post, BLOG_FRENCH_FIELDS), post.slug).toBe(true);
    }
    for (const item of published(seedGallery)) {
      expect(hasFrenchVersion(item, GALLERY_FRENCH_FIELDS), item.title).toBe(true);
    }
  });

  it('leaves a draft without French, so the admin flags show on demo data', () => {
    const drafts = [...seedPackages, ...seedBlogs].filter((i) => !i.isPublished);
    expect(drafts.some((i) => !i.fr)).toBe(true);
  });

  it('writes French with the no-break spaces of Canadian typography', () => {
    const french = [
      ...seedPackages.map((p) => p.fr),
      ...seedBlogs.map((b) => b.fr),
      ...seedGallery.map((g) => g.fr),
    ].flatMap(texts);
    expect(french.length).toBeGreaterThan(100);
    for (const text of french) {
      expect(text, text).not.toMatch(/ [:;!?»]|« /);
      expect(frenchSpacing(text)).toBe(text);
    }
    expect(frenchSpacing('Étape 1 : « oui » ; 2 450 $')).toBe(
      'Étape 1\u00a0: «\u00a0oui\u00a0»\u202f; 2 450\u00a0$',
    );
  });

  it('records the language of every review, one of them written in French', () => {
    expect(seedReviews.every((r) => r.language === 'en' || r.language === 'fr')).toBe(true);
    const french = seedReviews.filter((r) => r.language === 'fr' && r.isPublished);
    expect(french.length).toBeGreaterThanOrEqual(1);
    expect(french[0]?.comment).toMatch(/forfait/);
  });
});
