import { describe, expect, it } from 'vitest';
import { migratePackage, parseHotelText, type OldPackage } from './stays-migration';

// Packages as the old form stored them: free-text hotels and one rating, no stays, no plan.
const oldForm: OldPackage = {
  title: 'Economy Umrah',
  makkaHotel: 'Swissotel Makkah (300 m from the Haram, 4 min walk)',
  madinaHotel: 'Taiba Front - 1.2 km',
  hotelRating: 4,
};

describe('parseHotelText', () => {
  it.each([
    ['Swissotel Makkah (300 m from the Haram)', 'Swissotel Makkah', 300, null],
    ['Hilton Suites - 5 min walk, 450m', 'Hilton Suites', 450, 5],
    ['Taiba Front, 1.2 km', 'Taiba Front', 1200, null],
    ['Dar Al Eiman 1,5 km', 'Dar Al Eiman', 1500, null],
    ['Anjum Hotel', 'Anjum Hotel', null, null],
  ])('%s', (text, hotel, distanceMetres, walkMinutes) => {
    expect(parseHotelText(text)).toEqual({ hotel, distanceMetres, walkMinutes });
  });
});

describe('migratePackage', () => {
  it('turns the free-text hotels into stays, estimating a walk the text does not give', () => {
    const { changes, notes } = migratePackage(oldForm);
    expect(changes).toEqual({
      makkahStay: {
        hotel: 'Swissotel Makkah',
        stars: 4,
        distanceMetres: 300,
        walkMinutes: 4,
        notes: '',
      },
      madinahStay: {
        hotel: 'Taiba Front',
        stars: 4,
        distanceMetres: 1200,
        walkMinutes: 15,
        notes: '',
      },
      itinerary: [],
      makkaHotel: 'Swissotel Makkah',
      madinaHotel: 'Taiba Front',
    });
    expect(notes).toEqual(['Madinah: walk of 15 min estimated from 1200 m.']);
  });

  it('keeps a hotel without a distance as text, says so, and leaves no stay', () => {
    const { changes, notes } = migratePackage({ ...oldForm, makkaHotel: 'Anjum Hotel' });
    expect(changes?.makkahStay).toBeNull();
    expect(changes).not.toHaveProperty('makkaHotel');
    expect(notes[0]).toMatch(/^Makkah: "Anjum Hotel" gives no distance/);
  });

  it('gives empty hotels no stay and no note', () => {
    const { changes, notes } = migratePackage({ hotelRating: 3, makkaHotel: '', madinaHotel: '' });
    expect(changes).toEqual({ makkahStay: null, madinahStay: null, itinerary: [] });
    expect(notes).toEqual([]);
  });

  it('refuses a distance past 20 km, keeping the text', () => {
    const { changes, notes } = migratePackage({ ...oldForm, madinaHotel: 'Far Inn (25 km)' });
    expect(changes?.madinahStay).toBeNull();
    expect(notes.join(' ')).toContain('between 0 and 20,000 m');
  });

  it('is idempotent: a migrated package (even with null stays) needs nothing', () => {
    const first = migratePackage(oldForm);
    const migrated = { ...oldForm, ...first.changes };
    expect(migratePackage(migrated)).toEqual({ changes: null, notes: [] });
    const partly = migratePackage({ ...oldForm, makkahStay: null });
    expect(partly.changes).not.toHaveProperty('makkahStay');
    expect(partly.changes).not.toHaveProperty('makkaHotel');
    expect(partly.changes?.madinahStay?.hotel).toBe('Taiba Front');
  });
});
