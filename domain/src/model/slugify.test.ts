import { describe, expect, it } from 'vitest';
import { isSlug, SLUG_MAX_LENGTH, SLUG_PATTERN, slugify } from './slugify';

describe('slugify', () => {
  it.each([
    ['Premium Umrah Package', 'premium-umrah-package'],
    ['  Ramadan 2026 — Last 10 Nights!  ', 'ramadan-2026-last-10-nights'],
    ['Hello,,,  World', 'hello-world'],
    ['--Already-Slugged--', 'already-slugged'],
    ['Café Médina', 'cafe-medina'],
    ['Crème brûlée à Montréal', 'creme-brulee-a-montreal'],
    ['Straße Øresund', 'strasse-oresund'],
    ['A & B / C', 'a-b-c'],
    ["Ramadan's Special", 'ramadan-s-special'],
    ['UPPER lower', 'upper-lower'],
    ['7 Nights in Makkah + 5 in Madinah', '7-nights-in-makkah-5-in-madinah'],
  ])('%j -> %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('gives an empty slug when nothing is alphanumeric', () => {
    expect(slugify('')).toBe('');
    expect(slugify('   ')).toBe('');
    expect(slugify('!!! ---')).toBe('');
    expect(slugify('عمرة')).toBe('');
  });

  it('caps the length without leaving a trailing hyphen', () => {
    const long = 'ab '.repeat(100);
    const slug = slugify(long);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.endsWith('-')).toBe(false);
    expect(isSlug(slug)).toBe(true);
  });

  it('always produces a valid slug or empty string', () => {
    for (const t of ['x', 'Ümrah Ümrah', '__a__b__', '1-2-3', 'é']) {
      const s = slugify(t);
      expect(s === '' || SLUG_PATTERN.test(s)).toBe(true);
    }
  });
});

describe('isSlug', () => {
  it('accepts well-formed slugs', () => {
    expect(isSlug('a')).toBe(true);
    expect(isSlug('premium-umrah-2026')).toBe(true);
  });

  it.each(['', '-a', 'a-', 'a--b', 'A-b', 'a b', 'café', 'a_b', 'a'.repeat(SLUG_MAX_LENGTH + 1)])(
    'rejects %j',
    (s) => {
      expect(isSlug(s)).toBe(false);
    },
  );

  it('rejects non-strings', () => {
    expect(isSlug(undefined)).toBe(false);
    expect(isSlug(12)).toBe(false);
  });
});
