import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it.each([
    ['Aisha Rahman', 'AR'],
    ['Omar', 'O'],
    ['omar farooq', 'OF'],
    ['  Aisha    Rahman  ', 'AR'],
    ['Muhammad Ali Khan', 'MK'],
    ['Dr. (Fatima) Zahra', 'DZ'],
    ['Émile Zola', 'ÉZ'],
    ['', '?'],
    ['   ', '?'],
    ['- . !', '?'],
  ])('%j -> %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('handles null and undefined', () => {
    expect(initials(null)).toBe('?');
    expect(initials(undefined)).toBe('?');
  });
});
