import { describe, expect, it } from 'vitest';
import { distanceIn, hijriIn, monthIn } from './locale-facts';

describe('package facts in the page locale', () => {
  it('writes Hijri dates in English as before and in French through Intl', () => {
    expect(hijriIn('2027-02-25', 'en-CA')).toBe('18 Ramadan 1448 AH');
    expect(hijriIn('2027-02-25', 'fr-CA')).toMatch(/^18 ramadan 1448/);
    expect(hijriIn('nope', 'fr-CA')).toBe('');
  });

  it('writes months and distances as each language does', () => {
    expect(monthIn('2027-03', 'en-CA')).toBe('March 2027');
    expect(monthIn('2027-03', 'fr-CA')).toBe('mars 2027');
    expect(distanceIn(450, 'en-CA')).toBe('450 m');
    expect(distanceIn(1200, 'en-CA')).toBe('1.2 km');
    expect(distanceIn(450, 'fr-CA')).toBe('450\u00a0m');
    expect(distanceIn(1200, 'fr-CA')).toBe('1,2\u00a0km');
    expect(distanceIn(2000, 'fr-CA')).toBe('2\u00a0km');
  });
});
