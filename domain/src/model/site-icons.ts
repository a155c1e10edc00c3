/**
 * The site's icons (browser tab, home screen) and its web app manifest. The default mark's files
 * are static (web/public, made by web/icons/build-icons.mjs); an agency logo from the settings
 * takes the browser tab, and the home-screen icon when it is a PNG or JPEG (iOS shows no SVG or
 * WebP there). /favicon.ico stays the default mark: Cloud Functions cannot answer that address.
 */
import { brandColors } from './brand-colors';
import { DEFAULT_SITE_NAME } from './constants';

export interface IconLink {
  rel: 'icon' | 'apple-touch-icon';
  href: string;
  type?: string;
  sizes?: string;
}

export const DEFAULT_ICONS = {
  ico: '/favicon.ico',
  svg: '/favicon.svg',
  appleTouch: '/apple-touch-icon.png',
} as const;

export const MANIFEST_PATH = '/manifest.webmanifest';

const isRaster = (url: string) => /\.(png|jpe?g)(\?|#|$)/i.test(url);

/** The <link>s of a page's icons, most preferred last (browsers take the last one that fits). */
export function iconLinks(logoUrl: string): IconLink[] {
  const links: IconLink[] = [
    { rel: 'icon', href: DEFAULT_ICONS.ico, sizes: '32x32' },
    logoUrl
      ? { rel: 'icon', href: logoUrl }
      : { rel: 'icon', href: DEFAULT_ICONS.svg, type: 'image/svg+xml' },
    {
      rel: 'apple-touch-icon',
      href: logoUrl && isRaster(logoUrl) ? logoUrl : DEFAULT_ICONS.appleTouch,
    },
  ];
  return links;
}

interface ManifestSettings {
  siteName: string;
  primaryColor: string;
}

/** The web app manifest: the agency's name and brand colour, the default mark's icons. */
export function webManifest(settings: ManifestSettings) {
  const name = settings.siteName.trim() || DEFAULT_SITE_NAME;
  return {
    name,
    short_name: name.length <= 12 ? name : (name.split(/\s+/)[0] ?? name).slice(0, 12),
    start_url: '/',
    scope: '/',
    display: 'minimal-ui',
    lang: 'en-CA',
    theme_color: brandColors({ primary: settings.primaryColor }).light.primary,
    background_color: '#ffffff',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
