import { describe, expect, it } from 'vitest';
import { formatPrice } from './price';

describe('formatPrice', () => {
  it.each([
    [0, '$0'],
    [7, '$7'],
    [999, '$999'],
    [1000, '$1,000'],
    [2499, '$2,499'],
    [12345, '$12,345'],
    [123456, '$123,456'],
    [1_000_000, '$1,000,000'],
    [1234567890, '$1,234,567,890'],
  ])('%d -> %s', (n, expected) => {
    expect(formatPrice(n)).toBe(expected);
  });

  it('rounds to whole dollars', () => {
    expect(formatPrice(1999.5)).toBe('$2,000');
    expect(formatPrice(0.4)).toBe('$0');
  });

  it('puts the minus sign before the dollar sign', () => {
    expect(formatPrice(-1500)).toBe('-$1,500');
    expect(formatPrice(-0.2)).toBe('$0');
  });

  it('gives an empty string for non-finite numbers', () => {
    expect(formatPrice(Number.NaN)).toBe('');
    expect(formatPrice(Infinity)).toBe('');
  });
});
