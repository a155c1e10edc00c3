import { describe, expect, it } from 'vitest';
import { brandColors } from './brand-colors';
import { iconLinks, webManifest } from './site-icons';

describe('iconLinks', () => {
  it('is the default mark without a logo', () => {
    expect(iconLinks('')).toEqual([
      { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
    ]);
  });

  it('puts a PNG logo on the tab and the home screen', () => {
    const logo = 'https://cdn.example/logo.png';
    expect(iconLinks(logo).slice(1)).toEqual([
      { rel: 'icon', href: logo },
      { rel: 'apple-touch-icon', href: logo },
    ]);
  });

  it('keeps the default home-screen icon for an SVG or WebP logo', () => {
    for (const logo of ['/images/seed/logo.svg', '/media/logo-960.webp']) {
      expect(iconLinks(logo).at(-1)).toEqual({
        rel: 'apple-touch-icon',
        href: '/apple-touch-icon.png',
      });
    }
  });
});

describe('webManifest', () => {
  it('carries the name, a short name and the brand colour', () => {
    const manifest = webManifest({
      siteName: 'Noor Haramain Travels',
      primaryColor: '150 45% 25%',
    });
    expect(manifest).toMatchObject({
      name: 'Noor Haramain Travels',
      short_name: 'Noor',
      start_url: '/',
      theme_color: brandColors({ primary: '150 45% 25%' }).light.primary,
    });
    expect(manifest.icons.map((i) => i.sizes)).toEqual(['192x192', '512x512', '512x512']);
  });

  it('falls back to the default name and colour', () => {
    const manifest = webManifest({ siteName: ' ', primaryColor: '' });
    expect(manifest.name).toBe('Premium Umrah Services');
    expect(manifest.short_name).toBe('Premium');
    expect(manifest.theme_color).toBe(brandColors().light.primary);
  });
});
