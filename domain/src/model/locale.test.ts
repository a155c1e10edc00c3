import { describe, expect, it } from 'vitest';
import {
  localizedUrl,
  alternatesOf,
  isLocale,
  languageOf,
  localeOfLanguage,
  localeOfPath,
  localizedPath,
  ogLocaleOf,
  otherLocales,
  dirOf,
  localesOfPath,
  storedLanguageOf,
  bilingualLocaleOf,
  preferredLocale,
} from './locale';

describe('localeOfPath', () => {
  it('reads French under /fr and English everywhere else', () => {
    expect(localeOfPath('/fr')).toEqual({ locale: 'fr-CA', path: '/' });
    expect(localeOfPath('/fr/')).toEqual({ locale: 'fr-CA', path: '/' });
    expect(localeOfPath('/fr/packages/ramadan-umrah')).toEqual({
      locale: 'fr-CA',
      path: '/packages/ramadan-umrah',
    });
    expect(localeOfPath('/')).toEqual({ locale: 'en-CA', path: '/' });
    expect(localeOfPath('/packages')).toEqual({ locale: 'en-CA', path: '/packages' });
    expect(localeOfPath('/french-trip')).toEqual({ locale: 'en-CA', path: '/french-trip' });
    expect(localeOfPath('/blogs/fr')).toEqual({ locale: 'en-CA', path: '/blogs/fr' });
  });
});

describe('localizedPath', () => {
  it('keeps English paths and prefixes French ones, query and fragment kept', () => {
    expect(localizedPath('/', 'en-CA')).toBe('/');
    expect(localizedPath('/about', 'en-CA')).toBe('/about');
    expect(localizedPath('/', 'fr-CA')).toBe('/fr');
    expect(localizedPath('/packages/x', 'fr-CA')).toBe('/fr/packages/x');
    expect(localizedPath('/booking?package=x&room=quad', 'fr-CA')).toBe(
      '/fr/booking?package=x&room=quad',
    );
    expect(localizedPath('/#faq', 'fr-CA')).toBe('/fr#faq');
  });

  it('round-trips with localeOfPath', () => {
    for (const path of ['/', '/about', '/packages/ramadan-umrah', '/blogs/a-b']) {
      for (const locale of ['en-CA', 'fr-CA', 'ar', 'ur'] as const) {
        expect(localeOfPath(localizedPath(path, locale))).toEqual({ locale, path });
      }
    }
  });
});

describe('same-site paths', () => {
  it('never makes a path another site could be read from', () => {
    expect(localeOfPath('/fr//evil.example/x')).toEqual({
      locale: 'fr-CA',
      path: '/evil.example/x',
    });
    expect(localeOfPath('//evil.example/x').path).toBe('/evil.example/x');
    expect(localeOfPath('/fr/\\evil.example').path).toBe('/evil.example');
    expect(localizedPath('//evil.example/x', 'en-CA')).toBe('/evil.example/x');
    expect(localizedPath('//evil.example/x?a=1', 'fr-CA')).toBe('/fr/evil.example/x?a=1');
  });
});

describe('alternatesOf', () => {
  it('names the four languages and English as x-default', () => {
    expect(alternatesOf('/packages/x')).toEqual([
      { hreflang: 'en-CA', path: '/packages/x' },
      { hreflang: 'fr-CA', path: '/fr/packages/x' },
      { hreflang: 'ar', path: '/ar/packages/x' },
      { hreflang: 'ur', path: '/ur/packages/x' },
      { hreflang: 'x-default', path: '/packages/x' },
    ]);
  });

  it('names only the versions a page has', () => {
    expect(alternatesOf('/packages/x', ['en-CA', 'fr-CA'])).toEqual([
      { hreflang: 'en-CA', path: '/packages/x' },
      { hreflang: 'fr-CA', path: '/fr/packages/x' },
      { hreflang: 'x-default', path: '/packages/x' },
    ]);
    expect(alternatesOf('/trip/t').map((a) => a.hreflang)).toEqual(['en-CA', 'fr-CA', 'x-default']);
  });
});

describe('Arabic and Urdu', () => {
  it('reads /ar and /ur like /fr, and leaves look-alike paths English', () => {
    expect(localeOfPath('/ar')).toEqual({ locale: 'ar', path: '/' });
    expect(localeOfPath('/ur/')).toEqual({ locale: 'ur', path: '/' });
    expect(localeOfPath('/ar/packages/ramadan-umrah')).toEqual({
      locale: 'ar',
      path: '/packages/ramadan-umrah',
    });
    expect(localeOfPath('/arabic')).toEqual({ locale: 'en-CA', path: '/arabic' });
    expect(localeOfPath('/blogs/ur')).toEqual({ locale: 'en-CA', path: '/blogs/ur' });
    expect(localeOfPath('/fr/ar')).toEqual({ locale: 'fr-CA', path: '/ar' });
    expect(localeOfPath('/ar//evil.example/x')).toEqual({ locale: 'ar', path: '/evil.example/x' });
  });

  it('prefixes /ar and /ur, except the pages that exist in English and French only', () => {
    expect(localizedPath('/', 'ar')).toBe('/ar');
    expect(localizedPath('/booking?package=x', 'ur')).toBe('/ur/booking?package=x');
    expect(localizedPath('/pay/t', 'ar')).toBe('/pay/t');
    expect(localizedPath('/trip', 'ur')).toBe('/trip');
    expect(localizedPath('/unsubscribe/t', 'ur')).toBe('/unsubscribe/t');
    expect(localizedPath('/pay/t', 'fr-CA')).toBe('/fr/pay/t');
    expect(localizedPath('/payments', 'ar')).toBe('/ar/payments');
    expect(localesOfPath('/trip/t?x=1')).toEqual(['en-CA', 'fr-CA']);
    expect(localesOfPath('/privacy')).toEqual(['en-CA', 'fr-CA', 'ar', 'ur']);
  });

  it('gives each locale its lang, direction and stored language', () => {
    expect(['en-CA', 'fr-CA', 'ar', 'ur'].map((l) => languageOf(l as never))).toEqual([
      'en',
      'fr',
      'ar',
      'ur',
    ]);
    expect(dirOf('ar')).toBe('rtl');
    expect(dirOf('ur')).toBe('rtl');
    expect(dirOf('fr-CA')).toBe('ltr');
    expect(dirOf('en-CA')).toBe('ltr');
    expect(storedLanguageOf('ar')).toBe('en');
    expect(storedLanguageOf('ur')).toBe('en');
    expect(storedLanguageOf('fr-CA')).toBe('fr');
    expect(bilingualLocaleOf('ur')).toBe('en-CA');
    expect(isLocale('ar')).toBe(true);
    expect(isLocale('ar-SA')).toBe(false);
  });
});

describe('preferredLocale', () => {
  it('takes the first language the site speaks', () => {
    expect(preferredLocale(['fr-FR', 'en'])).toBe('fr-CA');
    expect(preferredLocale(['FR'])).toBe('fr-CA');
    expect(preferredLocale(['de', 'en-US', 'fr'])).toBe('en-CA');
    expect(preferredLocale(['de', 'ar'])).toBe('ar');
    expect(preferredLocale(['ur-PK', 'en'])).toBe('ur');
    expect(preferredLocale(['de', 'he'])).toBeNull();
    expect(preferredLocale([])).toBeNull();
  });
});

describe('small helpers', () => {
  it('names locales for Open Graph and the other language', () => {
    expect(ogLocaleOf('fr-CA')).toBe('fr_CA');
    expect(ogLocaleOf('en-CA')).toBe('en_CA');
    expect(ogLocaleOf('ar')).toBe('ar_AR');
    expect(ogLocaleOf('ur')).toBe('ur_PK');
    expect(otherLocales('en-CA')).toEqual(['fr-CA', 'ar', 'ur']);
    expect(otherLocales('ar', '/packages/x')).toEqual(['en-CA', 'fr-CA', 'ur']);
    expect(otherLocales('fr-CA', '/pay/t')).toEqual(['en-CA']);
    expect(isLocale('fr-CA')).toBe(true);
    expect(isLocale('fr')).toBe(false);
  });
});

describe('localeOfLanguage', () => {
  it('is the inverse of languageOf', () => {
    expect(localeOfLanguage('fr')).toBe('fr-CA');
    expect(localeOfLanguage('en')).toBe('en-CA');
    expect(languageOf(localeOfLanguage('fr'))).toBe('fr');
  });
});

describe('localizedUrl', () => {
  it('puts an address of the site in the given language', () => {
    expect(localizedUrl('https://agency.example/pay/b1.2027.1.sig', 'fr-CA')).toBe(
      'https://agency.example/fr/pay/b1.2027.1.sig',
    );
    expect(localizedUrl('https://agency.example/fr/pay/b1', 'fr-CA')).toBe(
      'https://agency.example/fr/pay/b1',
    );
    expect(localizedUrl('https://agency.example/fr/pay/b1', 'en-CA')).toBe(
      'https://agency.example/pay/b1',
    );
    expect(localizedUrl('not an address', 'fr-CA')).toBe('not an address');
  });
});
