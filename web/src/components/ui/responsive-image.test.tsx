import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './responsive-image';

describe('ResponsiveImage', () => {
  it('builds a srcset from the 480 and 960 variants, with sizes and intrinsic size', () => {
    render(
      <ResponsiveImage
        src="/images/seed/makkah-night-960.webp"
        alt="Makkah at night"
        width={960}
        height={600}
        sizes="100vw"
      />,
    );
    const img = screen.getByRole('img', { name: 'Makkah at night' });
    expect(img).toHaveAttribute(
      'srcset',
      '/images/seed/makkah-night-480.webp 480w, /images/seed/makkah-night-960.webp 960w',
    );
    expect(img).toHaveAttribute('sizes', '100vw');
    expect(img).toHaveAttribute('width', '960');
    expect(img).toHaveAttribute('height', '600');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('loads the priority (LCP) image eagerly with high fetch priority', () => {
    render(
      <ResponsiveImage
        src="/uploads/photo.jpg"
        alt="Hero"
        width={1600}
        height={900}
        sizes="100vw"
        priority
      />,
    );
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    // Not one of our WebP variants: no srcset, no sizes.
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });

  it('draws a labelled placeholder without a URL', () => {
    render(<ResponsiveImage src="" alt="Package photo" width={960} height={600} sizes="100vw" />);
    expect(screen.getByRole('img', { name: 'Package photo' }).tagName).toBe('DIV');
  });
});
