import { describe, expect, it } from 'vitest';
import {
  MANIFEST_COLUMNS,
  MANIFEST_WIDTHS,
  flaggedCount,
  manifestCells,
  manifestFlags,
  manifestFlightsLine,
  manifestPages,
  manifestRows,
  type ManifestFlag,
  type ManifestSource,
} from './manifest';

const complete: ManifestSource = {
  bookingId: 'b1',
  index: 1,
  surname: 'Siddiqui',
  givenNames: 'Fatima Zahra',
  sex: 'F',
  dateOfBirth: '1980-04-02',
  nationality: 'CAN',
  passportIssuingCountry: 'CAN',
  passportNumber: 'AB123456',
  passportIssueDate: '2021-02-01',
  passportExpiryDate: '2031-01-31',
  visaNumber: 'V-998',
};

const RETURN = '2027-03-15';
const references: Record<string, string> = { b1: 'ZK2Q-M9XD', b2: '3GJ4-HDCY', b3: 'ZK2Q-M9XD' };
const referenceOf = (id: string) => references[id] ?? id;
const flagWords = (f: ManifestFlag) => f.code;

describe('the manifest’s rows', () => {
  it('sort by booking reference, then the traveller’s place in the booking, numbered 1..n', () => {
    const rows = manifestRows(
      [
        { ...complete, bookingId: 'b1', index: 2, surname: 'B1-2' },
        { ...complete, bookingId: 'b1', index: 1, surname: 'B1-1' },
        { ...complete, bookingId: 'b2', index: 1, surname: 'B2-1' },
      ],
      referenceOf,
      RETURN,
    );
    expect(rows.map((r) => [r.number, r.bookingReference, r.traveller.surname])).toEqual([
      [1, '3GJ4-HDCY', 'B2-1'],
      [2, 'ZK2Q-M9XD', 'B1-1'],
      [3, 'ZK2Q-M9XD', 'B1-2'],
    ]);
  });

  it('print surname and given names apart, countries as codes, dates ISO in the CSV', () => {
    const [row] = manifestRows([complete], referenceOf, RETURN);
    expect(row?.flags).toEqual([]);
    expect(manifestCells(row!, flagWords)).toEqual([
      '1',
      'ZK2Q-M9XD',
      'SIDDIQUI',
      'FATIMA ZAHRA',
      'F',
      '1980-04-02',
      'CAN',
      'CAN',
      'AB123456',
      '2021-02-01',
      '2031-01-31',
      'V-998',
      '',
    ]);
    expect(MANIFEST_COLUMNS).toHaveLength(13);
    const total = MANIFEST_COLUMNS.reduce((sum, c) => sum + MANIFEST_WIDTHS[c], 0);
    expect(total).toBeCloseTo(1, 5);
  });

  it('read a country written as a name in English or French, or a nationality, as its code', () => {
    const [row] = manifestRows(
      [{ ...complete, nationality: 'Pakistanaise', passportIssuingCountry: 'Royaume-Uni' }],
      referenceOf,
      RETURN,
    );
    expect([row?.nationality, row?.issuingCountry]).toEqual(['PAK', 'GBR']);
    expect(row?.flags).toEqual([]);
  });

  it('flag every fact missing and a country the list does not know', () => {
    const flags = manifestFlags(
      {
        ...complete,
        givenNames: ' ',
        sex: null,
        passportIssueDate: null,
        nationality: 'Atlantis',
      },
      RETURN,
    );
    expect(flags).toEqual([
      { code: 'missing', fields: ['givenNames', 'sex', 'passportIssueDate'] },
      { code: 'country_unknown', fields: ['nationality'] },
    ]);
    const [row] = manifestRows([{ ...complete, nationality: 'Atlantis' }], referenceOf, RETURN);
    // An unknown country is left blank, never printed as free text.
    expect(row?.nationality).toBe('');
  });

  it('flag a passport expiring within six months of the return (the day itself is enough)', () => {
    expect(manifestFlags({ ...complete, passportExpiryDate: '2027-09-14' }, RETURN)).toEqual([
      { code: 'passport_expires', expiry: '2027-09-14', needed: '2027-09-15' },
    ]);
    expect(manifestFlags({ ...complete, passportExpiryDate: '2027-09-15' }, RETURN)).toEqual([]);
    const rows = manifestRows(
      [complete, { ...complete, index: 2, passportExpiryDate: '2027-04-01' }],
      referenceOf,
      RETURN,
    );
    expect(flaggedCount(rows)).toBe(1);
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
        legs: [],
      }),
    ).toBe('Saudia SV 72 / SV 71, from YYZ at 21:40 (via Jeddah, 3 h)');
    expect(
      manifestFlightsLine({
        airline: '',
        flightNumbers: '',
        departureAirport: '',
        departureTime: '',
        connections: '',
        legs: [],
      }),
    ).toBe('Flights not set yet');
  });

  it('writes them in French on a French manifest', () => {
    const flights = {
      airline: 'Saudia',
      flightNumbers: 'SV 72',
      departureAirport: 'YUL',
      departureTime: '21:40',
      connections: '',
      legs: [],
    };
    expect(manifestFlightsLine(flights, 'fr-CA')).toBe('Saudia SV 72, de YUL à 21\u00a0h\u00a040');
    expect(
      manifestFlightsLine(
        { ...flights, airline: '', flightNumbers: '', departureAirport: '', departureTime: '' },
        'fr-CA',
      ),
    ).toBe('Vols pas encore fixés');
  });

  it('puts at most 25 names on a page', () => {
    const names = Array.from({ length: 51 }, (_v, i) => i);
    expect(manifestPages(names).map((p) => p.length)).toEqual([25, 25, 1]);
    expect(manifestPages(names, 30).map((p) => p.length)).toEqual([30, 21]);
    expect(manifestPages([])).toEqual([[]]);
  });
});
