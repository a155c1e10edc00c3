import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryCode, countryName, countryOptions, isCountryCode } from './countries';

describe('the countries list', () => {
  it('holds every ISO 3166-1 country once, by its alpha-3 code', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(249);
    expect(COUNTRIES.every((c) => /^[A-Z]{3}$/.test(c.code))).toBe(true);
    expect(isCountryCode('CAN')).toBe(true);
    expect(isCountryCode('Canada')).toBe(false);
  });

  it('reads codes, English and French names and nationalities as codes, else null', () => {
    expect(countryCode('PAK')).toBe('PAK');
    expect(countryCode(' can ')).toBe('CAN');
    expect(countryCode('Canada')).toBe('CAN');
    expect(countryCode('Canadian')).toBe('CAN');
    expect(countryCode('canadienne')).toBe('CAN');
    expect(countryCode('États-Unis')).toBe('USA');
    expect(countryCode('etats unis')).toBe('USA');
    expect(countryCode('Maroc')).toBe('MAR');
    expect(countryCode('Côte d’Ivoire')).toBe('CIV');
    expect(countryCode('Arabie saoudite')).toBe('SAU');
    expect(countryCode('Atlantis')).toBeNull();
    expect(countryCode('')).toBeNull();
  });

  it('names a code in each language and lists them sorted in it', () => {
    expect(countryName('DEU', 'en')).toBe('Germany');
    expect(countryName('DEU', 'fr')).toBe('Allemagne');
    expect(countryName('Atlantis', 'fr')).toBe('Atlantis');
    const fr = countryOptions('fr');
    expect(fr[0]?.name).toBe('Afghanistan');
    expect(fr.findIndex((c) => c.code === 'DEU')).toBeLessThan(
      fr.findIndex((c) => c.code === 'AND'),
    );
  });
});
