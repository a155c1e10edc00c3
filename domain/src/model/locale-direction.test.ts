import { describe, expect, it } from 'vitest';
import { directionOf, rtlLanguageOfPath } from './locale-direction';

describe('directionOf', () => {
  it('writes Arabic and Urdu right to left, English and French left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('ur-PK')).toBe('rtl');
    expect(directionOf('AR-sa')).toBe('rtl');
    expect(directionOf('en-CA')).toBe('ltr');
    expect(directionOf('fr')).toBe('ltr');
    expect(directionOf('')).toBe('ltr');
  });
});

describe('rtlLanguageOfPath', () => {
  it('reads /ar and /ur prefixes and the English path they mirror', () => {
    expect(rtlLanguageOfPath('/ar')).toEqual({ language: 'ar', path: '/' });
    expect(rtlLanguageOfPath('/ur/')).toEqual({ language: 'ur', path: '/' });
    expect(rtlLanguageOfPath('/ar/packages/ramadan-umrah')).toEqual({
      language: 'ar',
      path: '/packages/ramadan-umrah',
    });
    expect(rtlLanguageOfPath('/ur/booking')).toEqual({ language: 'ur', path: '/booking' });
  });

  it('leaves other paths alone and keeps a prefixed path on this site', () => {
    expect(rtlLanguageOfPath('/')).toBeNull();
    expect(rtlLanguageOfPath('/arabic')).toBeNull();
    expect(rtlLanguageOfPath('/fr/ar')).toBeNull();
    expect(rtlLanguageOfPath('/blogs/ur')).toBeNull();
    expect(rtlLanguageOfPath('/ar//evil.example/x')).toEqual({
      language: 'ar',
      path: '/evil.example/x',
    });
  });
});
