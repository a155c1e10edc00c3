import { describe, expect, it } from 'vitest';
import { blogSchema } from './blog';
import { parseWith } from './validation';

const valid = {
  title: 'Preparing for Umrah',
  slug: 'preparing-for-umrah',
  excerpt: 'What to pack.',
  content: 'Para one.\n\nPara two.',
};

describe('blogSchema', () => {
  it('accepts a valid post and defaults to draft without image', () => {
    expect(parseWith(blogSchema, valid)).toEqual({
      ok: true,
      value: { ...valid, imageUrl: null, isPublished: false, fr: null },
    });
  });

  it('requires title, slug, excerpt and content', () => {
    const r = parseWith(blogSchema, {});
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.errors).toEqual({
        title: 'Title is required',
        slug: 'Slug is required',
        excerpt: 'Excerpt is required',
        content: 'Content is required',
      });
  });

  it('rejects a malformed slug', () => {
    const r = parseWith(blogSchema, { ...valid, slug: 'preparing--for-umrah-' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors['slug']).toMatch(/^Slug may contain only/);
  });
});
