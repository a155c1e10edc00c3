import { describe, expect, it } from 'vitest';
import { formatHijri, hijriDateOf, tripSeasons } from './hijri';

// Reference dates of the published Umm al-Qura calendar.
describe('hijriDateOf', () => {
  it.each([
    ['2026-02-18', { year: 1447, month: 9, day: 1 }], // 1 Ramadan 1447
    ['2026-03-20', { year: 1447, month: 10, day: 1 }], // Eid al-Fitr 1447
    ['2026-05-27', { year: 1447, month: 12, day: 10 }], // Eid al-Adha 1447
    ['2026-06-16', { year: 1448, month: 1, day: 1 }], // 1 Muharram 1448
    ['2027-02-08', { year: 1448, month: 9, day: 1 }], // 1 Ramadan 1448
  ])('%s is %o', (iso, hijri) => expect(hijriDateOf(iso)).toEqual(hijri));

  it.each(['', '2027-02-30', '8 Feb 2027', '2027-2-8'])('%j is no date', (iso) => {
    expect(hijriDateOf(iso)).toBeNull();
  });
});

describe('hijriDateOf, asked again', () => {
  it('answers the same date from its memory, a copy the caller may change', () => {
    const first = hijriDateOf('2027-02-08');
    expect(first).toEqual({ year: 1448, month: 9, day: 1 });
    first!.day = 99;
    expect(hijriDateOf('2027-02-08')).toEqual({ year: 1448, month: 9, day: 1 });
    expect(hijriDateOf('not a date')).toBeNull();
    expect(hijriDateOf('not a date')).toBeNull();
  });
});

describe('formatHijri', () => {
  it('writes day, month name and year', () => {
    expect(formatHijri('2027-02-08')).toBe('1 Ramadan 1448 AH');
    expect(formatHijri('2026-06-15')).toBe('29 Dhu al-Hijjah 1447 AH');
    expect(formatHijri('2027-11-04')).toBe('5 Jumada al-Akhirah 1449 AH');
  });

  it('is empty without a date', () => {
    expect(formatHijri(null)).toBe('');
    expect(formatHijri('soon')).toBe('');
  });
});

describe('tripSeasons', () => {
  it('finds Ramadan, and only the last ten nights when the trip reaches them', () => {
    expect(tripSeasons('2027-02-08', '2027-02-20')).toEqual(['ramadan']);
    // 21 Ramadan 1448 is 28 February 2027.
    expect(tripSeasons('2027-02-20', '2027-02-28')).toEqual(['lastTenNights']);
    expect(tripSeasons('2027-02-18', '2027-02-27')).toEqual(['ramadan']);
  });

  it('finds Eid al-Fitr on 1 to 3 Shawwal and not after', () => {
    expect(tripSeasons('2027-02-28', '2027-03-12')).toEqual(['lastTenNights', 'eidAlFitr']);
    expect(tripSeasons('2027-03-12', '2027-03-20')).toEqual([]);
  });

  it('finds Eid al-Adha across the end of the Hijri year', () => {
    expect(tripSeasons('2026-05-20', '2026-06-25')).toEqual(['eidAlAdha']);
    expect(tripSeasons('2026-05-31', '2026-06-25')).toEqual([]);
  });

  it('takes a trip without a return as its departure day, and ignores bad dates', () => {
    expect(tripSeasons('2027-03-01', null)).toEqual(['lastTenNights']);
    expect(tripSeasons(null, '2027-03-01')).toEqual([]);
    expect(tripSeasons('2027-03-01', 'later')).toEqual(['lastTenNights']);
    // A return before departure: no days.
    expect(tripSeasons('2027-03-01', '2027-02-01')).toEqual([]);
  });
});
