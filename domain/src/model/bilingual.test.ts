import { describe, expect, it } from 'vitest';
import { hasFrenchVersion, localizedField, type FrenchVersion } from './bilingual';

type Item = { title: string; excerpt: string; features: string[] } & FrenchVersion<
  { title: string; excerpt: string; features: string[] },
  'title' | 'excerpt' | 'features'
>;

const item: Item = {
  title: 'Ramadan Umrah',
  excerpt: 'Ten nights',
  features: ['Visa', 'Flights'],
  fr: { title: 'Omra du Ramadan', excerpt: '  ', features: [] },
};

describe('localizedField', () => {
  it('gives English pages the English field', () => {
    expect(localizedField(item, 'title', 'en-CA')).toEqual({ value: 'Ramadan Umrah', lang: 'en' });
  });

  it('gives French pages the French version when filled', () => {
    expect(localizedField(item, 'title', 'fr-CA')).toEqual({
      value: 'Omra du Ramadan',
      lang: 'fr',
    });
  });

  it('falls back to the English text, marked en, when the French one is blank or missing', () => {
    expect(localizedField(item, 'excerpt', 'fr-CA')).toEqual({ value: 'Ten nights', lang: 'en' });
    expect(localizedField(item, 'features', 'fr-CA')).toEqual({
      value: ['Visa', 'Flights'],
      lang: 'en',
    });
    expect(localizedField({ ...item, fr: null }, 'title', 'fr-CA').lang).toBe('en');
  });
});

describe('hasFrenchVersion', () => {
  it('asks a French text for every English text that is filled', () => {
    expect(hasFrenchVersion(item, ['title'])).toBe(true);
    expect(hasFrenchVersion(item, ['title', 'excerpt'])).toBe(false);
    expect(hasFrenchVersion({ ...item, excerpt: '' }, ['title', 'excerpt'])).toBe(true);
    expect(hasFrenchVersion({ ...item, fr: undefined }, ['title'])).toBe(false);
  });
});
