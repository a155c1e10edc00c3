import { describe, expect, it } from 'vitest';
import { otherStays, staysNights, totalNights } from './nights';

const day = (n: number, city: string) => ({ day: n, city, title: `Day ${n}`, description: '' });

/** The seed's Istanbul trip: out from Canada, 3 nights in Istanbul, 4 in Madinah, 5 in Makkah. */
const ISTANBUL = {
  nightsInMakkah: 5,
  nightsInMadina: 4,
  itinerary: [
    day(1, 'Canada'),
    day(2, 'Istanbul'),
    day(3, 'Istanbul'),
    day(4, 'Istanbul'),
    day(5, 'Madinah'),
    day(6, 'Madinah'),
    day(9, 'Makkah'),
    day(10, 'Makkah'),
    day(11, 'Makkah'),
    day(14, 'Makkah'),
  ],
};

describe('nights, stay by stay', () => {
  it('adds the plan’s other cities to Makkah and Madinah', () => {
    expect(staysNights(ISTANBUL)).toEqual([
      { city: 'Makkah', nights: 5 },
      { city: 'Madinah', nights: 4 },
      { city: 'Istanbul', nights: 3 },
    ]);
    expect(totalNights(ISTANBUL)).toBe(12);
  });

  it('counts neither the city the trip starts from nor the last day', () => {
    expect(otherStays([day(1, 'Toronto'), day(2, 'Amman'), day(4, 'Toronto')])).toEqual([
      { city: 'Amman', nights: 2 },
    ]);
  });

  it('leaves Makkah and Madinah to their fields, whatever the plan calls them', () => {
    const plan = [day(1, 'Canada'), day(2, 'Mecca'), day(6, 'Medina'), day(9, 'madina ')];
    expect(otherStays(plan)).toEqual([]);
    expect(totalNights({ nightsInMakkah: 4, nightsInMadina: 3, itinerary: plan })).toBe(7);
  });

  it('is the two fields alone without a plan', () => {
    expect(totalNights({ nightsInMakkah: 7, nightsInMadina: 0 })).toBe(7);
    expect(staysNights({ nightsInMakkah: 7, nightsInMadina: 0, itinerary: null })).toEqual([
      { city: 'Makkah', nights: 7 },
    ]);
  });
});
