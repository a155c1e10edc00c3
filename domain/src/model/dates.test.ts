import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addYears,
  formatBlogDate,
  isIsoDate,
  laterDate,
  latestPreferredDate,
  todayInTimeZone,
  localDateTime,
} from './dates';

describe('formatBlogDate', () => {
  it.each([
    ['2026-03-05', 'March 5, 2026'],
    ['2026-03-05T00:00:00.000Z', 'March 5, 2026'],
    ['2026-03-05T23:59:59.999Z', 'March 5, 2026'],
    ['2025-12-31T10:00:00Z', 'December 31, 2025'],
    ['2024-01-01', 'January 1, 2024'],
    ['2024-02-29', 'February 29, 2024'],
  ])('%s -> %s', (iso, expected) => {
    expect(formatBlogDate(iso)).toBe(expected);
  });

  it('gives an empty string for garbage or impossible dates', () => {
    expect(formatBlogDate('')).toBe('');
    expect(formatBlogDate(null)).toBe('');
    expect(formatBlogDate('not a date')).toBe('');
    expect(formatBlogDate('2026-13-01')).toBe('');
    expect(formatBlogDate('2025-02-29')).toBe('');
  });
});

describe('isIsoDate', () => {
  it('accepts real calendar dates', () => {
    expect(isIsoDate('2026-03-05')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
  });

  it.each(['2025-02-29', '2026-02-30', '2026-00-10', '2026-1-5', '2026-03-05T00:00:00Z', '', 'x'])(
    'rejects %j',
    (s) => {
      expect(isIsoDate(s)).toBe(false);
    },
  );

  it('rejects non-strings', () => {
    expect(isIsoDate(20260305)).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });
});

describe('todayInTimeZone', () => {
  // 03:30 UTC on March 6 is still the evening of March 5 in Toronto (UTC-5).
  const instant = new Date('2026-03-06T03:30:00Z');

  it("uses the agency's time zone by default", () => {
    expect(todayInTimeZone(undefined, instant)).toBe('2026-03-05');
  });

  it('uses the given time zone', () => {
    expect(todayInTimeZone('UTC', instant)).toBe('2026-03-06');
    expect(todayInTimeZone('Asia/Riyadh', instant)).toBe('2026-03-06');
    expect(todayInTimeZone('America/Vancouver', instant)).toBe('2026-03-05');
  });

  it('returns YYYY-MM-DD for the current moment', () => {
    expect(isIsoDate(todayInTimeZone())).toBe(true);
  });
});

describe('addDays', () => {
  it('adds days across month ends, backwards too', () => {
    expect(addDays('2027-01-31', 90)).toBe('2027-05-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });
});

describe('addYears / latestPreferredDate', () => {
  it('adds calendar years, 29 February becoming 28 February', () => {
    expect(addYears('2026-05-15', 2)).toBe('2028-05-15');
    expect(addYears('2028-02-29', 2)).toBe('2030-02-28');
    expect(addYears('2028-02-29', 4)).toBe('2032-02-29');
  });
  it('allows a preferred date two years ahead', () => {
    expect(latestPreferredDate('2026-12-31')).toBe('2028-12-31');
  });
});

describe('addMonths', () => {
  it('adds calendar months across years, a missing day becoming the month’s last', () => {
    expect(addMonths('2027-03-15', 6)).toBe('2027-09-15');
    expect(addMonths('2027-09-15', 6)).toBe('2028-03-15');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-03-15', -6)).toBe('2026-09-15');
  });
});

describe('laterDate', () => {
  it('picks the later of two dates, either of which may be missing', () => {
    expect(laterDate('2027-01-05', '2027-02-01')).toBe('2027-02-01');
    expect(laterDate(null, '2027-02-01')).toBe('2027-02-01');
    expect(laterDate('2027-01-05', null)).toBe('2027-01-05');
  });
});

describe('localDateTime', () => {
  it("writes a moment on the agency's wall clock (Toronto), summer and winter time", () => {
    expect(localDateTime('2026-11-26T14:05:09.000Z')).toBe('2026-11-26 09:05');
    expect(localDateTime('2026-07-01T03:30:00.000Z')).toBe('2026-06-30 23:30');
    expect(localDateTime('2026-07-01T04:00:00.000Z')).toBe('2026-07-01 00:00');
  });

  it('answers empty for nothing or an unreadable moment', () => {
    expect(localDateTime('')).toBe('');
    expect(localDateTime(null)).toBe('');
    expect(localDateTime('soon')).toBe('');
  });
});
