import { describe, expect, it } from 'vitest';
import { gallerySchema } from './gallery';
import { parseWith } from './validation';

describe('gallerySchema', () => {
  it('defaults to published with an empty description', () => {
    expect(parseWith(gallerySchema, { title: 'Madinah 2025', imageUrl: '/uploads/m.jpg' })).toEqual(
      {
        ok: true,
        value: {
          title: 'Madinah 2025',
          imageUrl: '/uploads/m.jpg',
          description: '',
          isPublished: true,
          fr: null,
        },
      },
    );
  });

  it('keeps an explicit draft', () => {
    const r = parseWith(gallerySchema, {
      title: 'T',
      imageUrl: 'https://x.example/a.jpg',
      isPublished: false,
    });
    expect(r.ok && r.value.isPublished).toBe(false);
  });

  it('requires title and image', () => {
    const r = parseWith(gallerySchema, { description: 'x' });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.errors).toEqual({ title: 'Title is required', imageUrl: 'Image is required' });
  });
});
