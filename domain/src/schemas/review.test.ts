import { describe, expect, it } from 'vitest';
import { reviewSchema } from './review';
import { parseWith } from './validation';

const valid = { name: 'Aisha Rahman', location: 'Toronto, ON', comment: 'Wonderful trip.' };

describe('reviewSchema', () => {
  it('defaults rating to 5, photo to null and draft', () => {
    const r = parseWith(reviewSchema, valid);
    expect(r).toEqual({
      ok: true,
      value: { ...valid, rating: 5, imageUrl: null, isPublished: false, language: 'en' },
    });
  });

  it('requires name, location and comment', () => {
    const r = parseWith(reviewSchema, { name: ' ', rating: 3 });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.errors).toEqual({
        name: 'Name is required',
        location: 'Location is required',
        comment: 'Comment is required',
      });
  });

  it.each([0, 6, 4.5, 'five'])('rejects rating %j', (rating) => {
    const r = parseWith(reviewSchema, { ...valid, rating });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Object.keys(r.errors)).toEqual(['rating']);
  });

  it('accepts ratings 1 to 5, also as form strings', () => {
    for (const rating of [1, 2, 3, 4, 5, '3']) {
      const r = parseWith(reviewSchema, { ...valid, rating });
      expect(r.ok).toBe(true);
    }
  });

  it('treats an empty or null photo as none and checks a given one', () => {
    for (const imageUrl of ['', null, undefined]) {
      const r = parseWith(reviewSchema, { ...valid, imageUrl });
      expect(r.ok && r.value.imageUrl).toBeNull();
    }
    expect(parseWith(reviewSchema, { ...valid, imageUrl: '/uploads/a.png' }).ok).toBe(true);
    expect(parseWith(reviewSchema, { ...valid, imageUrl: 'not a url' }).ok).toBe(false);
  });
});
