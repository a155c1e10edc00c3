import { describe, expect, it } from 'vitest';
import { TRAVELER_OPTIONS, travelersLabel } from './travelers';

describe('travelersLabel / TRAVELER_OPTIONS', () => {
  it('labels one person and many people', () => {
    expect(travelersLabel(1)).toBe('1 Person');
    expect(travelersLabel(2)).toBe('2 People');
    expect(travelersLabel(10)).toBe('10 People');
  });

  it('offers 1 to 10', () => {
    expect(TRAVELER_OPTIONS.map((o) => o.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
