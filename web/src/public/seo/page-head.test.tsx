// The whole documents the server sends (pageRenderer.render): the SEO head (canonical, Open
// Graph, Twitter), the JSON-LD graph, that no content can break out of a script, and the icon
// sprite versus the islands' inline icons.
import { act } from '@testing-library/react';
import { PREVIEW_IMAGE } from '@umrah/domain/model/images';
import type { PageManifest } from '@umrah/domain/model/page-render';
import type { PublicSettings } from '@umrah/domain/schemas/settings';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { makeBlog, makePackage, makeReview, makeSettings } from '../../testing/data';
import { BookingForm, type BookingFormProps } from '../islands/booking-form/booking-form';
import { ContactForm, type ContactFormProps } from '../islands/contact-form/contact-form';
import { Island } from '../islands/island';
import { CLIENT_ENTRY, pageRenderer } from '../render-page';
import { TEST_SITE_URL } from '../testing/render-page';
import { Icon, IconsProvider, type IconName } from '../ui/icon';

const MANIFEST: PageManifest = {
  [CLIENT_ENTRY]: { file: 'assets/main-abc.js', css: ['assets/main-abc.css'] },
};

const HERO = '/images/seed/hero-1600.webp';
const LOGO = '/images/agency-logo.png';

const PKG = makePackage({
  slug: 'ramadan-umrah-2026',
  title: 'Ramadan Umrah 2026',
  imageUrl: '/images/seed/ramadan-lanterns-960.webp',
  quadPrice: 1999,
  doublePrice: 2799,
});
const BLOG = makeBlog({
  slug: 'preparing-for-umrah',
  title: 'Preparing for Umrah',
  imageUrl: '/images/seed/kaaba-tawaf-960.webp',
});
const HOSTILE = '</script><script>window.x=1</script>';

/**
 * Renders `url` as the site function does: the reads `queriesFor` names, answered with the
 * settings first and then `data` in order (missing answers are the API's 404: null).
 */
function renderDocument(
  url: string,
  data: unknown[] = [],
  settings: Partial<PublicSettings> = { heroImageUrl: HERO, logoUrl: LOGO },
) {
  const pathname = new URL(`http://localhost${url}`).pathname;
  const queries = pageRenderer.queriesFor(pathname).map((key, i) => ({
    key,
    data: i === 0 ? makeSettings(settings) : (data[i - 1] ?? null),
  }));
  const { status, html } = pageRenderer.render({
    url,
    queries,
    manifest: MANIFEST,
    siteUrl: TEST_SITE_URL,
  });
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const meta = (property: string) =>
    doc
      .querySelector(`meta[property="${property}"], meta[name="${property}"]`)
      ?.getAttribute('content') ?? null;
  const canonical = () => doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;
  const jsonLd = () => doc.querySelectorAll('script[type="application/ld+json"]');
  const graphTypes = () => {
    const [script] = jsonLd();
    const graph = JSON.parse(script!.textContent!) as {
      '@context': string;
      '@graph': { '@type': string }[];
    };
    expect(graph['@context']).toBe('https://schema.org');
    return graph['@graph'].map((node) => node['@type']);
  };
  return { status, html, doc, meta, canonical, jsonLd, graphTypes };
}

const PAGES = {
  home: () => renderDocument('/', [[PKG], [makeReview()]]),
  package: () => renderDocument(`/packages/${PKG.slug}`, [PKG]),
  blog: () => renderDocument(`/blogs/${BLOG.slug}`, [BLOG]),
  booking: () => renderDocument('/booking?package=ramadan-umrah-2026&room=quad', [[PKG]]),
  notFound: () => renderDocument('/no-such-page'),
  missingPackage: () => renderDocument('/packages/gone', [null]),
};

describe('the canonical address and Open Graph', () => {
  it.each([
    ['home', PAGES.home, '/'],
    ['a package', PAGES.package, `/packages/${PKG.slug}`],
    ['a blog post', PAGES.blog, `/blogs/${BLOG.slug}`],
    ['the booking page (without its query)', PAGES.booking, '/booking'],
  ])('%s: canonical and og:url are the site address plus the path', (_, open, path) => {
    const page = open();
    expect(page.status).toBe(200);
    expect(page.doc.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    const expected = path === '/' ? `${TEST_SITE_URL}/` : `${TEST_SITE_URL}${path}`;
    expect(page.canonical()).toBe(expected);
    expect(page.meta('og:url')).toBe(expected);
    expect(page.meta('og:locale')).toBe('en_CA');
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('og:site_name')).toBe('Premium Umrah Services');
  });

  it.each([
    ['an unknown address', PAGES.notFound],
    ['a missing package', PAGES.missingPackage],
  ])('%s (404): no canonical, no og:url and no JSON-LD', (_, open) => {
    const page = open();
    expect(page.status).toBe(404);
    expect(page.canonical()).toBeNull();
    expect(page.meta('og:url')).toBeNull();
    expect(page.jsonLd()).toHaveLength(0);
    expect(page.meta('og:type')).toBe('website');
  });

  it('keeps a filtered or sorted /packages out of search results, canonical on /packages', () => {
    const filtered = renderDocument('/packages?month=2027-03&sort=price', [[PKG]]);
    expect(filtered.status).toBe(200);
    expect(filtered.meta('robots')).toBe('noindex');
    expect(filtered.canonical()).toBe(`${TEST_SITE_URL}/packages`);
    const plain = renderDocument('/packages', [[PKG]]);
    expect(plain.meta('robots')).toBeNull();
    expect(plain.canonical()).toBe(`${TEST_SITE_URL}/packages`);
    for (const open of [PAGES.home, PAGES.package, PAGES.booking]) {
      expect(open().meta('robots')).toBeNull();
    }
  });

  it('is an article only on a blog post', () => {
    expect(PAGES.blog().meta('og:type')).toBe('article');
    for (const open of [PAGES.home, PAGES.package, PAGES.booking, PAGES.notFound]) {
      expect(open().meta('og:type')).toBe('website');
    }
  });

  it('titles the preview like the page', () => {
    const page = PAGES.package();
    expect(page.doc.title).toBe('Ramadan Umrah 2026 | Premium Umrah Services');
    expect(page.meta('og:title')).toBe(page.doc.title);
    expect(page.meta('twitter:title')).toBe(page.doc.title);
    expect(page.meta('og:description')).toBe(PKG.description);
    expect(PAGES.home().doc.title).toBe('Premium Umrah Services | Umrah Packages from Canada');
  });
});

describe('the link preview image', () => {
  const expectPreview = (page: ReturnType<typeof renderDocument>, previewPath: string) => {
    const url = `${TEST_SITE_URL}${previewPath}`;
    expect(page.meta('og:image')).toBe(url);
    expect(page.meta('og:image')).toMatch(/^https:\/\/.*-preview\.jpg$/);
    expect(page.meta('og:image:type')).toBe('image/jpeg');
    expect(page.meta('og:image:width')).toBe(String(PREVIEW_IMAGE.width));
    expect(page.meta('og:image:height')).toBe(String(PREVIEW_IMAGE.height));
    expect([PREVIEW_IMAGE.width, PREVIEW_IMAGE.height]).toEqual([1200, 630]);
    expect(page.meta('twitter:image')).toBe(url);
  };

  it('is the 1200×630 JPEG of the package’s or the post’s own (seeded) image', () => {
    expectPreview(PAGES.package(), '/images/seed/ramadan-lanterns-preview.jpg');
    expectPreview(PAGES.blog(), '/images/seed/kaaba-tawaf-preview.jpg');
  });

  it('is the preview of an uploaded image, on its own host, keeping its query', () => {
    const uploaded = 'https://storage.example/o/public%2Fab-cd-1600.webp?alt=media';
    const page = renderDocument(`/packages/${PKG.slug}`, [{ ...PKG, imageUrl: uploaded }]);
    expect(page.meta('og:image')).toBe(
      'https://storage.example/o/public%2Fab-cd-preview.jpg?alt=media',
    );
    expect(page.meta('og:image:width')).toBe('1200');
    expect(page.meta('og:image:height')).toBe('630');
  });

  it('falls back to the settings’ hero when the page has no image (home, a post without one)', () => {
    expectPreview(PAGES.home(), '/images/seed/hero-preview.jpg');
    expectPreview(
      renderDocument(`/blogs/${BLOG.slug}`, [{ ...BLOG, imageUrl: null }]),
      '/images/seed/hero-preview.jpg',
    );
    expectPreview(PAGES.notFound(), '/images/seed/hero-preview.jpg');
  });

  it('is an image without renditions as it is, with no size, then the logo, never an SVG', () => {
    const external = renderDocument('/', [[], []], {
      heroImageUrl: 'https://cdn.example/hero.png',
      logoUrl: LOGO,
    });
    expect(external.meta('og:image')).toBe('https://cdn.example/hero.png');
    expect(external.meta('og:image:width')).toBeNull();
    expect(external.meta('og:image:height')).toBeNull();
    expect(external.meta('og:image:type')).toBeNull();

    const logoOnly = renderDocument('/', [[], []], { heroImageUrl: '', logoUrl: LOGO });
    expect(logoOnly.meta('og:image')).toBe(`${TEST_SITE_URL}${LOGO}`);
    expect(logoOnly.meta('og:image:width')).toBeNull();

    const svgLogo = renderDocument('/', [[], []], { heroImageUrl: '', logoUrl: '/logo.svg' });
    expect(svgLogo.meta('og:image')).toBeNull();

    const none = renderDocument('/', [[], []], {});
    expect(none.meta('og:image')).toBeNull();
    expect(none.meta('twitter:image')).toBeNull();
  });
});

describe('the JSON-LD', () => {
  it.each([
    ['home', PAGES.home, ['TravelAgency', 'WebSite']],
    ['the booking page', PAGES.booking, ['TravelAgency', 'WebSite']],
    [
      'a package',
      PAGES.package,
      ['TravelAgency', 'WebSite', 'BreadcrumbList', 'Product', 'TouristTrip'],
    ],
    ['a blog post', PAGES.blog, ['TravelAgency', 'WebSite', 'BreadcrumbList', 'BlogPosting']],
  ])('%s has exactly one graph, of the expected types', (_, open, types) => {
    const page = open();
    expect(page.jsonLd()).toHaveLength(1);
    expect(page.graphTypes()).toEqual(types);
  });

  it('gives a package its breadcrumbs and prices, absolute and in CAD', () => {
    const page = PAGES.package();
    const graph = JSON.parse(page.jsonLd()[0]!.textContent!) as { '@graph': unknown[] };
    expect(graph['@graph']).toContainEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${TEST_SITE_URL}/` },
        { '@type': 'ListItem', position: 2, name: 'Packages', item: `${TEST_SITE_URL}/packages` },
        {
          '@type': 'ListItem',
          position: 3,
          name: PKG.title,
          item: `${TEST_SITE_URL}/packages/${PKG.slug}`,
        },
      ],
    });
    expect(graph['@graph']).toContainEqual(
      expect.objectContaining({
        '@type': 'Product',
        offers: expect.objectContaining({
          priceCurrency: 'CAD',
          lowPrice: 1999,
          highPrice: 2799,
          offerCount: 2,
        }),
      }),
    );
  });
});

describe('content that looks like markup', () => {
  /** The document's scripts: only real ones, each opened and closed by the renderer. */
  function expectOnlyRealScripts(html: string, doc: Document) {
    const opened = html.match(/<script\b/gi) ?? [];
    const closed = html.match(/<\/script/gi) ?? [];
    expect(closed).toHaveLength(opened.length);
    const scripts = [...doc.querySelectorAll('script')];
    expect(scripts).toHaveLength(opened.length);
    for (const script of scripts) {
      const ok =
        script.getAttribute('type') === 'application/ld+json' ||
        script.getAttribute('src') === '/theme-init.js' ||
        script.getAttribute('src') === '/assets/main-abc.js';
      expect(ok, script.outerHTML).toBe(true);
      if (script.hasAttribute('src')) expect(script.textContent).toBe('');
    }
    expect(html).not.toContain(HOSTILE);
  }

  it('cannot close the JSON-LD script, and the graph still holds the original title', () => {
    const pkg = { ...PKG, title: HOSTILE, description: `Tom & Jerry <b>\u2028</b>` };
    const page = renderDocument(`/packages/${pkg.slug}`, [pkg]);
    expectOnlyRealScripts(page.html, page.doc);
    expect(page.doc.querySelectorAll('script')).toHaveLength(3);
    expect(page.doc.title).toBe(`${HOSTILE} | Premium Umrah Services`);
    expect(page.meta('og:title')).toBe(page.doc.title);
    const graph = JSON.parse(page.jsonLd()[0]!.textContent!) as {
      '@graph': { '@type': string; name?: string; description?: string }[];
    };
    const product = graph['@graph'].find((node) => node['@type'] === 'Product')!;
    expect(product.name).toBe(HOSTILE);
    expect(product.description).toBe(`Tom & Jerry <b>\u2028</b>`);
    expect(graph['@graph'].find((node) => node['@type'] === 'TouristTrip')!.name).toBe(HOSTILE);
  });

  it('cannot break out of a blog post’s graph or the islands’ props either', () => {
    const blog = renderDocument(`/blogs/${BLOG.slug}`, [{ ...BLOG, title: HOSTILE }]);
    expectOnlyRealScripts(blog.html, blog.doc);
    const booking = renderDocument('/booking', [[{ ...PKG, title: HOSTILE }]]);
    expectOnlyRealScripts(booking.html, booking.doc);
    const island = booking.doc.querySelector('[data-island="booking-form"]')!;
    expect(JSON.parse(island.getAttribute('data-props')!)).toMatchObject({
      packages: [{ title: HOSTILE }],
    });
  });
});

describe('icons', () => {
  it.each(Object.entries(PAGES))(
    '%s: every icon outside the islands points at a symbol of the page’s sprite',
    (_, open) => {
      const { doc } = open();
      const sprites = doc.querySelectorAll('svg.icon-sprite');
      expect(sprites).toHaveLength(1);
      const symbols = [...sprites[0]!.querySelectorAll('symbol')].map((s) => s.id);
      expect(new Set(symbols).size).toBe(symbols.length);
      for (const id of symbols) {
        expect(doc.querySelector(`symbol[id="${id}"]`)!.querySelector('path')).not.toBeNull();
      }
      const targets = [...doc.querySelectorAll('use')]
        .filter((use) => !use.closest('[data-island]'))
        .map((use) => use.getAttribute('href'));
      expect(targets.length).toBeGreaterThan(0);
      for (const href of targets) {
        expect(href).toMatch(/^#icon-/);
        expect(symbols, `${href} has no symbol`).toContain(href!.slice(1));
      }
      // The sprite carries nothing the page does not draw.
      expect(new Set(targets.map((href) => href!.slice(1)))).toEqual(new Set(symbols));
      // Outside the sprite, page icons are references, not paths.
      const inlinePageIcons = [...doc.querySelectorAll('svg > path')].filter(
        (path) => !path.closest('[data-island]') && !path.closest('svg.icon-sprite'),
      );
      expect(inlinePageIcons).toHaveLength(0);
    },
  );

  it.each([
    ['the booking page', PAGES.booking, 'booking-form'],
    ['home (its contact form)', PAGES.home, 'contact-form'],
  ])('%s draws its island’s icons inline, with no sprite reference', (_, open, name) => {
    const { doc, html } = open();
    const island = doc.querySelector(`[data-island="${name}"]`)!;
    expect(island).not.toBeNull();
    expect(island.innerHTML).toContain('<path');
    expect(island.querySelectorAll('svg path').length).toBeGreaterThan(0);
    expect(island.querySelector('use')).toBeNull();
    expect(island.innerHTML).not.toContain('<use');
    expect(html).toContain('data-island');
  });

  it('draws inline even a sprite icon used inside an island (the browser has no sprite there)', () => {
    const used = new Set<IconName>();
    const WithIcon: ComponentType<object> = () => <Icon name="send" />;
    const html = renderToString(
      <IconsProvider value={used}>
        <Icon name="home" />
        <Island name="contact-form" component={WithIcon} props={{}} />
      </IconsProvider>,
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const island = doc.querySelector('[data-island="contact-form"]')!;
    expect(island.querySelector('use')).toBeNull();
    expect(island.querySelector('svg path')).not.toBeNull();
    expect(doc.querySelector('use')?.getAttribute('href')).toBe('#icon-home');
    expect([...used]).toEqual(['home']);
  });

  it.each([
    [
      'booking-form',
      PAGES.booking,
      (props: unknown) => <BookingForm {...(props as BookingFormProps)} />,
    ],
    [
      'contact-form',
      PAGES.home,
      (props: unknown) => <ContactForm {...(props as ContactFormProps)} />,
    ],
  ])(
    'the %s island’s server markup in the page hydrates without a mismatch',
    async (name, open, element) => {
      const { doc } = open();
      const island = doc.querySelector(`[data-island="${name}"]`)!;
      const props: unknown = JSON.parse(island.getAttribute('data-props')!);
      const container = document.createElement('div');
      container.innerHTML = island.innerHTML;
      document.body.append(container);
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const recoverable = vi.fn();
      const root = await act(async () =>
        hydrateRoot(container, element(props), {
          onRecoverableError: recoverable,
        }),
      );
      expect(errors).not.toHaveBeenCalled();
      expect(recoverable).not.toHaveBeenCalled();
      act(() => root.unmount());
      container.remove();
      errors.mockRestore();
    },
  );
});
