import { describe, expect, it } from 'vitest';
import {
  MANIFEST_COLUMNS,
  MANIFEST_HEADER,
  manifestCells,
  manifestFlightsLine,
  manifestPages,
  type ManifestRow,
} from './manifest';

const row: ManifestRow = {
  number: 3,
  bookingReference: '7KQ2-M9XD',
  traveller: {
    surname: 'Siddiqui',
    givenNames: 'Fatima Zahra',
    sex: 'F',
    dateOfBirth: '1980-04-02',
    nationality: 'Canada',
    passportNumber: 'AB123456',
    passportExpiryDate: '2030-01-31',
    visaNumber: 'V-998',
  },
};

describe('the manifest columns', () => {
  it('print the passport facts in one order, the name as SURNAME, Given names', () => {
    expect(MANIFEST_HEADER).toEqual([
      'No.',
      'Name (as on the passport)',
      'Sex',
      'Date of birth',
      'Nationality',
      'Passport number',
      'Passport expiry',
      'Visa number',
      'Booking',
    ]);
    expect(manifestCells(row)).toEqual([
      '3',
      'SIDDIQUI, Fatima Zahra',
      'F',
      '1980-04-02',
      'Canada',
      'AB123456',
      '2030-01-31',
      'V-998',
      '7KQ2-M9XD',
    ]);
  });

  it('leave unknown facts blank, and share the printed width', () => {
    const blank = {
      ...row,
      traveller: { ...row.traveller, sex: null, dateOfBirth: null, passportExpiryDate: null },
    };
    const cells = manifestCells(blank);
    expect([cells[2], cells[3], cells[6]]).toEqual(['', '', '']);
    const total = MANIFEST_COLUMNS.reduce((sum, c) => sum + c.width, 0);
    expect(total).toBeCloseTo(1, 5);
  });
});

describe('the manifest header and pages', () => {
  it('writes the flights on one line', () => {
    expect(
      manifestFlightsLine({
        airline: 'Saudia',
        flightNumbers: 'SV 72 / SV 71',
        departureAirport: 'YYZ',
        departureTime: '21:40',
        connections: 'via Jeddah, 3 h',
      }),
    ).toBe('Saudia SV 72 / SV 71, from YYZ at 21:40 (via Jeddah, 3 h)');
    expect(
      manifestFlightsLine({
        airline: '',
        flightNumbers: '',
        departureAirport: '',
        departureTime: '',
        connections: '',
      }),
    ).toBe('Flights not set yet');
  });

  it('puts at most 30 names on a page', () => {
    const names = Array.from({ length: 61 }, (_v, i) => i);
    expect(manifestPages(names).map((p) => p.length)).toEqual([30, 30, 1]);
    expect(manifestPages([])).toEqual([[]]);
  });
});
