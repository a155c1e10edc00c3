import { describe, expect, it } from 'vitest';
import { directionOf } from './locale-direction';

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
