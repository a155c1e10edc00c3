import { describe, expect, it } from 'vitest';
import { previewImageOf, responsiveImage, variantName } from './images';

describe('responsiveImage', () => {
  it('lists 480 and 960 for a 960 variant', () => {
    expect(responsiveImage('/images/seed/makkah-960.webp')).toEqual({
      src: '/images/seed/makkah-960.webp',
      srcSet: '/images/seed/makkah-480.webp 480w, /images/seed/makkah-960.webp 960w',
    });
  });

  it('adds 1600 when the URL names the 1600 variant, keeping a query string', () => {
    expect(responsiveImage('https://x.test/o/public%2Fa-1600.webp?alt=media').srcSet).toBe(
      'https://x.test/o/public%2Fa-480.webp?alt=media 480w, https://x.test/o/public%2Fa-960.webp?alt=media 960w, https://x.test/o/public%2Fa-1600.webp?alt=media 1600w',
    );
  });

  it('leaves other images alone', () => {
    expect(responsiveImage('https://example.com/photo.jpg')).toEqual({
      src: 'https://example.com/photo.jpg',
    });
    expect(responsiveImage(null)).toEqual({ src: '' });
    expect(responsiveImage('/a-961.webp')).toEqual({ src: '/a-961.webp' });
  });

  it('names variants', () => {
    expect(variantName('abc', 480)).toBe('abc-480.webp');
  });
});

describe('previewImageOf', () => {
  it('names the 1200×630 JPEG beside an image’s WebP renditions, keeping the query', () => {
    expect(previewImageOf('/images/seed/dunes-dawn-960.webp')).toBe(
      '/images/seed/dunes-dawn-preview.jpg',
    );
    expect(previewImageOf('https://storage.example/o/public%2Fab-cd-1600.webp?alt=media')).toBe(
      'https://storage.example/o/public%2Fab-cd-preview.jpg?alt=media',
    );
  });

  it('is null for an image without renditions', () => {
    expect(previewImageOf('https://example.com/photo.png')).toBeNull();
    expect(previewImageOf(null)).toBeNull();
    expect(previewImageOf('')).toBeNull();
  });
});
