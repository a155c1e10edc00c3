import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatAmount,
  formatDate,
  formatDay,
  formatDocumentDate,
  formatDocumentDateShort,
  formatDocumentDateTime,
  formatMoney,
  formatMoneyCents,
} from './locale-format';

// Intl writes French with no-break spaces: U+202F between digit groups, U+00A0 before '$'.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatDate', () => {
  it('writes the long date of each locale', () => {
    expect(formatDate('2027-11-04', 'en-CA')).toBe('November 4, 2027');
    expect(formatDate('2027-11-04', 'fr-CA')).toBe('4 novembre 2027');
    expect(formatDate('2027-11-04', 'en-CA')).toBe('November 4, 2027');
    expect(formatDate('2027-03-01', 'fr-CA')).toBe('1 mars 2027');
  });

  it('uses the date part of a timestamp as written (no time zone shift)', () => {
    expect(formatDate('2026-03-05T23:59:00.000Z', 'fr-CA')).toBe('5 mars 2026');
    expect(formatDate('2026-03-05T00:10:00.000Z', 'en-CA')).toBe('March 5, 2026');
  });

  it('gives nothing for nothing or nonsense', () => {
    expect(formatDate(null, 'fr-CA')).toBe('');
    expect(formatDate('', 'fr-CA')).toBe('');
    expect(formatDate('2026-02-30', 'fr-CA')).toBe('');
    expect(formatDate('soon', 'fr-CA')).toBe('');
  });
});

describe('formatMoney', () => {
  it('writes whole dollars as each locale does', () => {
    expect(formatMoney(2450, 'en-CA')).toBe('$2,450');
    expect(plain(formatMoney(2450, 'fr-CA'))).toBe('2 450 $');
    expect(plain(formatMoney(1234567.6, 'fr-CA'))).toBe('1 234 568 $');
    expect(plain(formatMoney(0, 'fr-CA'))).toBe('0 $');
    expect(formatMoney(Number.NaN, 'fr-CA')).toBe('');
  });

  it('keeps the digits together on one line in French', () => {
    expect(formatMoney(2450, 'fr-CA')).not.toMatch(/ /);
  });
});

describe('formatDay', () => {
  it('keeps the stored day in English and writes the long date in French', () => {
    expect(formatDay('2027-11-04', 'en-CA')).toBe('2027-11-04');
    expect(formatDay('2027-11-04', 'fr-CA')).toBe('4 novembre 2027');
  });

  it('leaves a value that is not a date as it is', () => {
    expect(formatDay('soon', 'fr-CA')).toBe('soon');
  });
});

describe('formatMoneyCents', () => {
  it('writes dollars and cents as each locale does', () => {
    expect(formatMoneyCents(123_450, 'en-CA')).toBe('$1,234.50');
    expect(plain(formatMoneyCents(123_450, 'fr-CA'))).toBe('1 234,50 $');
    expect(formatMoneyCents(-5, 'en-CA')).toBe('-$0.05');
  });
});

describe('formatClock', () => {
  it('keeps English times, and writes French ones with h', () => {
    expect(formatClock('21:40', 'en-CA')).toBe('21:40');
    expect(plain(formatClock('21:40', 'fr-CA'))).toBe('21 h 40');
    expect(plain(formatClock('09:05', 'fr-CA'))).toBe('9 h 05');
    expect(formatClock('evening', 'fr-CA')).toBe('evening');
  });
});

describe('formatDocumentDate', () => {
  it('writes days as documents do: day first in English, 1er in French', () => {
    expect(formatDocumentDate('2027-02-26', 'en-CA')).toBe('26 February 2027');
    expect(formatDocumentDate('2027-05-01T14:00:00.000Z', 'en-CA')).toBe('1 May 2027');
    expect(plain(formatDocumentDate('2027-05-01', 'fr-CA'))).toBe('1er mai 2027');
    expect(plain(formatDocumentDate('2027-02-26', 'fr-CA'))).toBe('26 février 2027');
    expect(formatDocumentDate('soon', 'en-CA')).toBe('soon');
  });
});

describe('formatDocumentDateTime', () => {
  it('writes when a document was made in Toronto time, in words, 1er in French', () => {
    const at = new Date('2026-11-26T15:07:00Z');
    expect(formatDocumentDateTime(at, 'en-CA')).toBe('26 November 2026 at 10:07');
    expect(plain(formatDocumentDateTime(at, 'fr-CA'))).toBe('26 novembre 2026 à 10 h 07');
    expect(plain(formatDocumentDateTime(new Date('2027-05-01T16:00:00Z'), 'fr-CA'))).toBe(
      '1er mai 2027 à 12 h 00',
    );
  });
});

describe('formatDocumentDateShort', () => {
  it('shortens the month for a table column, 1er in French', () => {
    expect(formatDocumentDateShort('2027-09-18', 'en-CA')).toBe('18 Sep 2027');
    expect(plain(formatDocumentDateShort('2027-09-18', 'fr-CA'))).toBe('18 sept. 2027');
    expect(plain(formatDocumentDateShort('2027-05-01', 'fr-CA'))).toBe('1er mai 2027');
    expect(formatDocumentDateShort('soon', 'en-CA')).toBe('soon');
  });
});

describe('Arabic and Urdu pages', () => {
  it('write dates and prices as English does, isolated left to right', () => {
    const ltr = (text: string) => `\u2066${text}\u2069`;
    expect(formatDate('2027-11-04', 'ar')).toBe(ltr('November 4, 2027'));
    expect(formatMoney(2450, 'ur')).toBe(ltr('$2,450'));
    expect(formatAmount(123450, 'ar')).toBe(ltr('$1,234.50'));
    expect(formatDocumentDate('2027-02-26', 'ur')).toBe(ltr('26 February 2027'));
    expect(formatDate('', 'ar')).toBe('');
    // English and French unchanged: no isolate characters.
    expect(formatMoney(2450, 'en-CA')).toBe('$2,450');
    expect(formatDate('2027-11-04', 'fr-CA')).toBe('4 novembre 2027');
    expect(formatDate('2027-11-04', 'en-CA')).toBe('November 4, 2027');
  });
});
