import { describe, expect, it } from 'vitest';
import { blogSchema } from './blog';
import { gallerySchema } from './gallery';
import { packageSchema } from './package';
import { reviewSchema } from './review';
import { parseWith } from './validation';

const pkg = {
  title: 'Ramadan Umrah',
  slug: 'ramadan-umrah',
  description: 'Ten nights',
  nightsInMakkah: 7,
  nightsInMadina: 3,
  hotelRating: 5,
  price: 2450,
  imageUrl: 'https://example.com/a.jpg',
};

describe('French versions', () => {
  it('keep "no French version" as null when missing', () => {
    const parsed = parseWith(packageSchema, pkg);
    expect(parsed.ok && parsed.value.fr).toBeNull();
  });

  it('trim the French text, split French lists by lines, and match itinerary days by number', () => {
    const parsed = parseWith(packageSchema, {
      ...pkg,
      fr: {
        title: '  Omra du Ramadan ',
        features: 'Visa\n\n Vols ',
        itinerary: [{ day: 2, title: 'Arrivée à La Mecque', description: '' }],
      },
    });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.fr).toMatchObject({
      title: 'Omra du Ramadan',
      description: '',
      features: ['Visa', 'Vols'],
      inclusions: [],
      itinerary: [{ day: 2, title: 'Arrivée à La Mecque', description: '' }],
    });
  });

  it('name the French field that is too long', () => {
    const parsed = parseWith(blogSchema, {
      title: 'A',
      excerpt: 'B',
      content: 'C',
      fr: { title: 'x'.repeat(121) },
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors['fr.title']).toBe('French title must be at most 120 characters');
  });

  it('refuse a French version that is not an object', () => {
    const parsed = parseWith(gallerySchema, {
      title: 'A',
      imageUrl: 'https://example.com/a.jpg',
      fr: 'Omra',
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors['fr']).toBe('French version must be an object');
  });

  it('record a review in English unless it says French, and refuse other languages', () => {
    const review = { name: 'A', location: 'Montréal', comment: 'Très bien' };
    const en = parseWith(reviewSchema, review);
    expect(en.ok && en.value.language).toBe('en');
    const fr = parseWith(reviewSchema, { ...review, language: 'fr' });
    expect(fr.ok && fr.value.language).toBe('fr');
    const other = parseWith(reviewSchema, { ...review, language: 'de' });
    expect(other.ok).toBe(false);
    if (other.ok) return;
    expect(other.errors['language']).toBe('Language must be en or fr');
  });

  it('store French punctuation spacing, so staff type plain spaces (one rule, frenchSpacing)', () => {
    const parsed = parseWith(packageSchema, {
      ...pkg,
      fr: {
        title: 'Omra du Ramadan : dix nuits',
        features: 'Visa ; vols\nHôtels 5 étoiles !',
        itinerary: [{ day: 2, title: 'Arrivée à La Mecque : Omra', description: 'Prêts ?' }],
      },
    });
    expect(parsed.ok && parsed.value.fr).toMatchObject({
      title: 'Omra du Ramadan\u00a0: dix nuits',
      features: ['Visa\u202f; vols', 'Hôtels 5 étoiles\u202f!'],
      itinerary: [
        { day: 2, title: 'Arrivée à La Mecque\u00a0: Omra', description: 'Prêts\u202f?' },
      ],
    });
    const blog = parseWith(blogSchema, {
      title: 'Umrah guide',
      slug: 'umrah-guide',
      excerpt: 'How to prepare',
      content: 'Text',
      imageUrl: 'https://example.com/a.jpg',
      fr: { title: 'Guide : la Omra' },
    });
    expect(blog.ok && blog.value.fr?.title).toBe('Guide\u00a0: la Omra');
  });
});
