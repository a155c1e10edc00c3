import { describe, expect, it } from 'vitest';
import { formatDistance, hotelMapUrl, legacyHotelNames, nearestHaramDistance } from './stays';
import type { Stay } from './stays';

const stay = (hotel: string, distanceMetres: number): Stay => ({
  hotel,
  stars: 4,
  distanceMetres,
  walkMinutes: Math.round(distanceMetres / 75),
});

describe('nearestHaramDistance', () => {
  it('is the shorter of the two walks', () => {
    expect(nearestHaramDistance({ makkahStay: stay('A', 900), madinahStay: stay('B', 150) })).toBe(
      150,
    );
    expect(nearestHaramDistance({ makkahStay: stay('A', 450), madinahStay: null })).toBe(450);
    expect(nearestHaramDistance({ madinahStay: stay('B', 0) })).toBe(0);
  });

  it('is null without stays', () => {
    expect(nearestHaramDistance({})).toBeNull();
    expect(nearestHaramDistance({ makkahStay: null, madinahStay: null })).toBeNull();
  });
});

describe('distance formatting', () => {
  it('reads metres below a kilometre and kilometres with one decimal from there', () => {
    expect(formatDistance(0)).toBe('0 m');
    expect(formatDistance(450)).toBe('450 m');
    expect(formatDistance(999)).toBe('999 m');
    expect(formatDistance(1000)).toBe('1 km');
    expect(formatDistance(1200)).toBe('1.2 km');
    expect(formatDistance(1849)).toBe('1.8 km');
    expect(formatDistance(20000)).toBe('20 km');
  });
});

describe('hotelMapUrl', () => {
  it('searches the hotel in its city, encoded', () => {
    expect(hotelMapUrl('Dar Al Eiman & Suites', 'Makkah')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Dar%20Al%20Eiman%20%26%20Suites%2C%20Makkah',
    );
  });
});

describe('legacyHotelNames', () => {
  it('takes the stays’ hotel names and keeps the text where a stay is missing', () => {
    expect(
      legacyHotelNames({
        makkahStay: stay('Swissotel Makkah', 150),
        madinahStay: null,
        makkaHotel: 'old',
        madinaHotel: 'Taiba Front',
      }),
    ).toEqual({ makkaHotel: 'Swissotel Makkah', madinaHotel: 'Taiba Front' });
    expect(legacyHotelNames({})).toEqual({ makkaHotel: '', madinaHotel: '' });
  });
});
