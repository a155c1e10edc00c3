import { describe, expect, it } from 'vitest';
import { makeSettings } from '../testing/data';
import { assetsOf, CLIENT_ENTRY, FONT_ENTRIES, PRINT_ENTRY, pageRenderer } from './render-page';

const SITE = 'https://umrah.example';
const manifest = { [CLIENT_ENTRY]: { file: 'assets/main.js' } };

/** The page at `url` as the site function renders it, parsed. */
function rendered(url: string, data: unknown[] = []) {
  const keys = pageRenderer.queriesFor(new URL(`http://x${url}`).pathname);
  const queries = keys.map((key, i) => ({ key, data: i === 0 ? makeSettings() : data[i - 1] }));
  const page = pageRenderer.render({ url, queries, manifest, siteUrl: SITE });
  const doc = new DOMParser().parseFromString(page.html, 'text/html');
  const alternates = Object.fromEntries(
    [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [
      l.getAttribute('hreflang'),
      l.getAttribute('href'),
    ]),
  );
  const meta = (property: string) =>
    [...doc.querySelectorAll(`meta[property="${property}"]`)].map((m) => m.getAttribute('content'));
  return { page, doc, alternates, meta };
}

describe('the page renderer in four languages', () => {
  it('renders an English page as before, naming its French, Arabic and Urdu versions', () => {
    const { page, doc, alternates, meta } = rendered('/contact');
    expect(page.status).toBe(200);
    expect(doc.documentElement.lang).toBe('en-CA');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${SITE}/contact`,
    );
    expect(alternates).toEqual({
      'en-CA': `${SITE}/contact`,
      'fr-CA': `${SITE}/fr/contact`,
      ar: `${SITE}/ar/contact`,
      ur: `${SITE}/ur/contact`,
      'x-default': `${SITE}/contact`,
    });
    expect(meta('og:locale')).toEqual(['en_CA']);
    expect(meta('og:locale:alternate')).toEqual(['fr_CA', 'ar_AR', 'ur_PK']);
    expect(doc.documentElement.dir).toBe('ltr');
    const nav = doc.querySelector('nav[aria-label="Main"]');
    expect([...nav!.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/',
      '/about',
      '/packages',
      '/blogs',
      '/contact',
    ]);
    // The top bar's menu and the mobile menu each offer the three other languages, each named
    // in itself, with its lang and dir.
    const switches = [...doc.querySelectorAll('[data-language-switch]')];
    expect(switches).toHaveLength(6);
    expect(
      switches
        .slice(0, 3)
        .map((a) => [
          a.getAttribute('href'),
          a.getAttribute('lang'),
          a.getAttribute('dir'),
          a.textContent,
        ]),
    ).toEqual([
      ['/fr/contact', 'fr', 'ltr', 'Français'],
      ['/ar/contact', 'ar', 'rtl', 'العربية'],
      ['/ur/contact', 'ur', 'rtl', 'اردو'],
    ]);
    expect(doc.querySelector('.language-menu summary')?.textContent).toBe('English');
    // The notices are in the page, hidden until the script sees a browser preferring one.
    const notice = doc.querySelector<HTMLElement>('[data-language-notice="fr-CA"]');
    expect(notice?.hidden).toBe(true);
    expect(notice?.getAttribute('lang')).toBe('fr');
    expect(notice?.textContent).toContain('Cette page existe en français.');
    expect(notice?.querySelector('a')?.getAttribute('href')).toBe('/fr/contact');
    const arabic = doc.querySelector<HTMLElement>('[data-language-notice="ar"]');
    expect(arabic?.hidden).toBe(true);
    expect(arabic?.getAttribute('dir')).toBe('rtl');
    expect(arabic?.querySelector('a')?.getAttribute('href')).toBe('/ar/contact');
  });

  it('renders the same page under /fr in French, with lang, links and alternates in French', () => {
    const { page, doc, alternates, meta } = rendered('/fr/contact');
    expect(page.status).toBe(200);
    expect(doc.documentElement.lang).toBe('fr-CA');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${SITE}/fr/contact`,
    );
    expect(alternates).toEqual({
      'en-CA': `${SITE}/contact`,
      'fr-CA': `${SITE}/fr/contact`,
      ar: `${SITE}/ar/contact`,
      ur: `${SITE}/ur/contact`,
      'x-default': `${SITE}/contact`,
    });
    expect(meta('og:locale')).toEqual(['fr_CA']);
    expect(meta('og:locale:alternate')).toEqual(['en_CA', 'ar_AR', 'ur_PK']);
    const nav = doc.querySelector('nav.topbar__nav');
    expect(nav?.getAttribute('aria-label')).toBe('Principale');
    expect(
      [...nav!.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.textContent]),
    ).toEqual([
      ['/fr', 'Accueil'],
      ['/fr/about', 'À propos'],
      ['/fr/packages', 'Forfaits'],
      ['/fr/blogs', 'Blogue'],
      ['/fr/contact', 'Contact'],
    ]);
    expect(nav?.querySelector('[aria-current="page"]')?.getAttribute('href')).toBe('/fr/contact');
    const english = doc.querySelector('[data-language-switch="en-CA"]');
    expect(english?.getAttribute('href')).toBe('/contact');
    expect(english?.getAttribute('lang')).toBe('en');
    expect(english?.textContent).toBe('English');
    expect(doc.querySelector('[data-language-notice]')).toBeNull();
    expect(doc.querySelector('footer')?.textContent).toContain('Tous droits réservés.');
  });

  it('keeps the package slug when switching language', () => {
    const { doc } = rendered('/fr/packages/ramadan-umrah', [null]);
    expect(
      [...doc.querySelectorAll('.language-menu [data-language-switch]')].map((a) =>
        a.getAttribute('href'),
      ),
    ).toEqual([
      '/packages/ramadan-umrah',
      '/ar/packages/ramadan-umrah',
      '/ur/packages/ramadan-umrah',
    ]);
  });

  it.each([
    ['ar', 'اتصل بنا', 'الرئيسية', 'جميع الحقوق محفوظة.'],
    ['ur', 'ہم سے رابطہ کریں', 'ہوم', 'جملہ حقوق محفوظ ہیں۔'],
  ] as const)(
    'renders /%s/contact right to left, in its language, naming all four versions',
    (locale, h1, home, rights) => {
      const { page, doc, alternates, meta } = rendered(`/${locale}/contact`);
      expect(page.status).toBe(200);
      expect(doc.documentElement.lang).toBe(locale);
      expect(doc.documentElement.dir).toBe('rtl');
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        `${SITE}/${locale}/contact`,
      );
      expect(alternates).toEqual({
        'en-CA': `${SITE}/contact`,
        'fr-CA': `${SITE}/fr/contact`,
        ar: `${SITE}/ar/contact`,
        ur: `${SITE}/ur/contact`,
        'x-default': `${SITE}/contact`,
      });
      expect(doc.querySelector('meta[name="robots"]')).toBeNull();
      expect(meta('og:locale')).toEqual([locale === 'ar' ? 'ar_AR' : 'ur_PK']);
      expect(doc.querySelector('h1')?.textContent).toBe(h1);
      const nav = doc.querySelector('nav.topbar__nav');
      expect(nav?.querySelector('a')?.getAttribute('href')).toBe(`/${locale}`);
      expect(nav?.querySelector('a')?.textContent).toBe(home);
      expect(doc.querySelector('footer')?.textContent).toContain(rights);
      expect(
        [...doc.querySelectorAll('.language-menu [data-language-switch]')].map((a) =>
          a.getAttribute('data-language-switch'),
        ),
      ).toEqual(['en-CA', 'fr-CA', 'ar', 'ur'].filter((l) => l !== locale));
      expect(doc.querySelector('[data-language-notice]')).toBeNull();
    },
  );

  it('answers 404 under /ar and /ur for the pages that exist in English and French only', () => {
    for (const address of ['/ar/pay/t', '/ur/trip', '/ar/unsubscribe/t']) {
      const { page, doc } = rendered(address);
      expect(page.status, address).toBe(404);
      expect(doc.documentElement.dir).toBe('rtl');
    }
    expect(pageRenderer.canonicalAddress('/ar/pay/t')).toBeNull();
    expect(pageRenderer.canonicalAddress('/ur/')).toBe('/ur');
    expect(pageRenderer.canonicalAddress('/ar/packages/')).toBe('/ar/packages');
  });

  it('renders the 404 in French under /fr, without canonical or alternates', () => {
    const { page, doc, alternates } = rendered('/fr/nowhere');
    expect(page.status).toBe(404);
    expect(doc.documentElement.lang).toBe('fr-CA');
    expect(doc.querySelector('h1')?.textContent).toBe('Page introuvable');
    expect(doc.title).toMatch(/^Page introuvable \| /);
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
    expect(alternates).toEqual({});
    expect(doc.querySelector('.not-found a')?.getAttribute('href')).toBe('/fr');
  });

  it('links only to this site from an address like /fr//evil.example/x', () => {
    for (const address of ['/fr//evil.example/x', '//evil.example/x', '/fr/\\evil.example']) {
      const { page, doc } = rendered(address);
      expect(page.status).toBe(404);
      const hrefs = [...doc.querySelectorAll('[href]')].map((el) => el.getAttribute('href') ?? '');
      // Another site's address to a browser: `//host` or `/\\host`.
      expect(hrefs.filter((href) => /^[/\\]{2}/.test(href))).toEqual([]);
      expect(hrefs.some((href) => href.includes('/evil.example'))).toBe(true);
    }
  });

  it('gives the French home its own title', () => {
    const { doc } = rendered('/fr', [[], []]);
    expect(doc.documentElement.lang).toBe('fr-CA');
    expect(doc.title).toMatch(/\| Forfaits Omra au départ du Canada$/);
  });
});

describe('canonicalAddress in French', () => {
  it('drops a trailing slash under /fr and answers null for unknown French paths', () => {
    expect(pageRenderer.canonicalAddress('/fr/')).toBe('/fr');
    expect(pageRenderer.canonicalAddress('/fr')).toBe('/fr');
    expect(pageRenderer.canonicalAddress('/fr/packages/')).toBe('/fr/packages');
    expect(pageRenderer.canonicalAddress('/fr/booking?package=x&utm=1')).toBe(
      '/fr/booking?package=x',
    );
    expect(pageRenderer.canonicalAddress('/fr/nowhere')).toBeNull();
    expect(pageRenderer.canonicalAddress('/about/')).toBe('/about');
  });

  it('asks the same reads for a French address as for its English one', () => {
    expect(pageRenderer.queriesFor('/fr/packages/x')).toEqual(
      pageRenderer.queriesFor('/packages/x'),
    );
  });
});

describe('the stylesheets a page links', () => {
  it('links the print rules apart, for print only, right after the screen stylesheet', () => {
    const assets = assetsOf({
      [CLIENT_ENTRY]: { file: 'assets/main.js', css: ['assets/main.css'] },
      [PRINT_ENTRY]: { file: 'assets/print.css' },
    });
    expect(assets).toMatchObject({ css: ['/assets/main.css'], printCss: '/assets/print.css' });
    const keys = pageRenderer.queriesFor('/contact');
    const queries = keys.map((key, i) => ({ key, data: i === 0 ? makeSettings() : [] }));
    const page = pageRenderer.render({
      url: '/contact',
      queries,
      manifest: {
        [CLIENT_ENTRY]: { file: 'assets/main.js', css: ['assets/main.css'] },
        [PRINT_ENTRY]: { file: 'assets/print.css' },
      },
      siteUrl: SITE,
    });
    const doc = new DOMParser().parseFromString(page.html, 'text/html');
    const sheets = [...doc.querySelectorAll('link[rel="stylesheet"]')].map((l) => [
      l.getAttribute('href'),
      l.getAttribute('media'),
    ]);
    expect(sheets).toEqual([
      ['/assets/main.css', null],
      ['/assets/print.css', 'print'],
    ]);
    // Without a print entry (an older build), no print link.
    expect(assetsOf({ [CLIENT_ENTRY]: { file: 'assets/main.js' } }).printCss).toBeUndefined();
  });

  it('links the Arabic-script fonts on Arabic and Urdu pages only, each its own', () => {
    const manifest = {
      [CLIENT_ENTRY]: { file: 'assets/main.js', css: ['assets/main.css'] },
      [FONT_ENTRIES.ar!]: { file: 'assets/fonts-ar.css' },
      [FONT_ENTRIES.ur!]: { file: 'assets/fonts-ur.css' },
    };
    const sheets = (url: string) => {
      const keys = pageRenderer.queriesFor(url);
      const queries = keys.map((key, i) => ({ key, data: i === 0 ? makeSettings() : [] }));
      const page = pageRenderer.render({ url, queries, manifest, siteUrl: SITE });
      const doc = new DOMParser().parseFromString(page.html, 'text/html');
      return [...doc.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'));
    };
    expect(sheets('/contact')).toEqual(['/assets/main.css']);
    expect(sheets('/fr/contact')).toEqual(['/assets/main.css']);
    expect(sheets('/ar/contact')).toEqual(['/assets/main.css', '/assets/fonts-ar.css']);
    expect(sheets('/ur/contact')).toEqual(['/assets/main.css', '/assets/fonts-ur.css']);
  });
});
