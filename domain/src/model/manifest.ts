/**
 * The group manifest of a departure, for the airline and the visa agent: one line per traveller
 * of its confirmed bookings, as the passport prints it (surname and given names apart, sex, date of
 * birth, nationality and issuing country as ISO 3166-1 alpha-3 codes, passport number, issue and
 * expiry dates), sorted by booking reference, then traveller. Every row that an agent would send
 * back is flagged: a fact missing, a country the list does not know (free text written before the
 * forms offered the list), a passport expiring within six months of the return.
 *
 * The rows and the columns are defined here once; the CSV and the PDF (functions/src/wings/travellers)
 * both print them in this order, their headings and flags worded by the documents catalog
 * (`manifest.column.<key>`, `manifest.flag.<code>`).
 */
import { countryCode } from './countries';
import { isIsoDate } from './dates';
import type { DepartureFlights } from './departures';
import type { BilingualLocale } from './locale';
import { formatClock } from './locale-format';
import { passportValidThrough } from './readiness';
import type { TravellerFields } from './travellers';

/**
 * At most this many names on a printed page (the agents count pages against the list): 25 on an
 * A4 landscape sheet leaves each flagged row room for its reasons on two lines.
 */
export const MANIFEST_ROWS_PER_PAGE = 25;

/** What a manifest reads of a traveller. */
export type ManifestTraveller = Pick<
  TravellerFields,
  | 'surname'
  | 'givenNames'
  | 'sex'
  | 'dateOfBirth'
  | 'nationality'
  | 'passportIssuingCountry'
  | 'passportNumber'
  | 'passportIssueDate'
  | 'passportExpiryDate'
  | 'visaNumber'
>;

/** A traveller as the manifest is made from: their record, their booking and place in it. */
export interface ManifestSource extends ManifestTraveller {
  bookingId: string;
  /** 1..n within the booking. */
  index: number;
}

/** The facts an agent needs on every line (the visa number comes later, and is not one). */
export const MANIFEST_REQUIRED = [
  'surname',
  'givenNames',
  'sex',
  'dateOfBirth',
  'nationality',
  'passportIssuingCountry',
  'passportNumber',
  'passportIssueDate',
  'passportExpiryDate',
] as const satisfies readonly (keyof ManifestTraveller)[];
export type ManifestRequired = (typeof MANIFEST_REQUIRED)[number];

export type ManifestCountryField = 'nationality' | 'passportIssuingCountry';

/** Why a row is flagged (each worded by `manifest.flag.<code>`). */
export type ManifestFlag =
  | { code: 'missing'; fields: ManifestRequired[] }
  | { code: 'country_unknown'; fields: ManifestCountryField[] }
  /** The passport expires before `needed` (six months after the return). */
  | { code: 'passport_expires'; expiry: string; needed: string };

/** One traveller's line: what the columns read. */
export interface ManifestRow {
  /** 1..n over the whole manifest. */
  number: number;
  /** The booking's reference as staff and pilgrims quote it ("7KQ2-M9XD"). */
  bookingReference: string;
  /** The traveller's place in the booking (1..n). */
  travellerIndex: number;
  traveller: ManifestTraveller;
  /** ISO 3166-1 alpha-3 ('' when blank or unknown: then flagged). */
  nationality: string;
  issuingCountry: string;
  flags: ManifestFlag[];
}

export interface Manifest {
  departureId: string;
  departureDate: string;
  returnDate: string;
  packageTitle: string;
  flights: DepartureFlights;
  rows: ManifestRow[];
}

const blank = (v: string | null) => v == null || v.trim() === '';

/** A traveller's flags: what is missing, which country is unknown, a passport expiring too soon. */
export function manifestFlags(t: ManifestTraveller, returnDate: string): ManifestFlag[] {
  const flags: ManifestFlag[] = [];
  const missing = MANIFEST_REQUIRED.filter((key) => blank(t[key]));
  if (missing.length) flags.push({ code: 'missing', fields: missing });
  const unknown = (['nationality', 'passportIssuingCountry'] as const).filter(
    (key) => !blank(t[key]) && countryCode(t[key]) === null,
  );
  if (unknown.length) flags.push({ code: 'country_unknown', fields: unknown });
  if (isIsoDate(t.passportExpiryDate) && isIsoDate(returnDate)) {
    const needed = passportValidThrough(returnDate);
    if (t.passportExpiryDate < needed)
      flags.push({ code: 'passport_expires', expiry: t.passportExpiryDate, needed });
  }
  return flags;
}

/**
 * The manifest's rows: sorted by booking reference, then the traveller's place in the booking,
 * numbered 1..n, countries as codes, each with its flags. `returnDate` is the departure's (its
 * departure date when no return is set).
 */
export function manifestRows(
  travellers: readonly ManifestSource[],
  referenceOf: (bookingId: string) => string,
  returnDate: string,
): ManifestRow[] {
  return travellers
    .map((t) => ({ t, reference: referenceOf(t.bookingId) }))
    .sort(
      (a, b) =>
        a.reference.localeCompare(b.reference, 'en') ||
        a.t.bookingId.localeCompare(b.t.bookingId) ||
        a.t.index - b.t.index,
    )
    .map(({ t, reference }, i) => ({
      number: i + 1,
      bookingReference: reference,
      travellerIndex: t.index,
      traveller: {
        surname: t.surname,
        givenNames: t.givenNames,
        sex: t.sex,
        dateOfBirth: t.dateOfBirth,
        nationality: t.nationality,
        passportIssuingCountry: t.passportIssuingCountry,
        passportNumber: t.passportNumber,
        passportIssueDate: t.passportIssueDate,
        passportExpiryDate: t.passportExpiryDate,
        visaNumber: t.visaNumber,
      },
      nationality: countryCode(t.nationality) ?? '',
      issuingCountry: countryCode(t.passportIssuingCountry) ?? '',
      flags: manifestFlags(t, returnDate),
    }));
}

export const MANIFEST_COLUMNS = [
  'number',
  'booking',
  'surname',
  'givenNames',
  'sex',
  'dateOfBirth',
  'nationality',
  'issuingCountry',
  'passportNumber',
  'issueDate',
  'expiryDate',
  'visaNumber',
  'flags',
] as const;
export type ManifestColumn = (typeof MANIFEST_COLUMNS)[number];

/** Shares of the printed table's width (A4 landscape), in the columns' order; they add up to 1. */
export const MANIFEST_WIDTHS: Record<ManifestColumn, number> = {
  number: 0.025,
  booking: 0.07,
  surname: 0.095,
  givenNames: 0.105,
  sex: 0.035,
  dateOfBirth: 0.08,
  nationality: 0.065,
  issuingCountry: 0.065,
  passportNumber: 0.075,
  issueDate: 0.08,
  expiryDate: 0.08,
  visaNumber: 0.065,
  flags: 0.16,
};

/** Columns holding a YYYY-MM-DD date: the CSV keeps it so, a printed list writes it out. */
const DATE_COLUMNS: ReadonlySet<ManifestColumn> = new Set([
  'dateOfBirth',
  'issueDate',
  'expiryDate',
]);

/**
 * A row's cells, in the columns' order (CSV escaping is csv.ts's, at writing). `flag` words one
 * flag (the catalog's); `date` writes the date columns (the PDF's '1 Mar 1985'; the CSV's ISO).
 */
export function manifestCells(
  row: ManifestRow,
  flag: (f: ManifestFlag) => string,
  date: (iso: string) => string = (iso) => iso,
): string[] {
  const t = row.traveller;
  const values: Record<ManifestColumn, string> = {
    number: String(row.number),
    booking: row.bookingReference,
    surname: t.surname.toUpperCase(),
    givenNames: t.givenNames.toUpperCase(),
    sex: t.sex ?? '',
    dateOfBirth: t.dateOfBirth ?? '',
    nationality: row.nationality,
    issuingCountry: row.issuingCountry,
    passportNumber: t.passportNumber,
    issueDate: t.passportIssueDate ?? '',
    expiryDate: t.passportExpiryDate ?? '',
    visaNumber: t.visaNumber,
    flags: row.flags.map(flag).join('; '),
  };
  return MANIFEST_COLUMNS.map((c) => {
    const value = values[c];
    return DATE_COLUMNS.has(c) && value ? date(value) : value;
  });
}

/** How many rows are flagged (the header says it, so an agent is not sent an unchecked list). */
export function flaggedCount(rows: readonly ManifestRow[]): number {
  return rows.filter((r) => r.flags.length > 0).length;
}

const FLIGHTS_WORDS = {
  'en-CA': { from: 'from', at: 'at', notSet: 'Flights not set yet' },
  'fr-CA': { from: 'de', at: 'à', notSet: 'Vols pas encore fixés' },
} as const satisfies Record<BilingualLocale, Record<string, string>>;

/**
 * The flights as one line for a header in the document's language: "Saudia SV 72 / SV 71, from
 * YYZ at 21:40 (via Jeddah)" / "…, de YYZ à 21 h 40 (…)".
 */
export function manifestFlightsLine(
  f: DepartureFlights,
  locale: BilingualLocale = 'en-CA',
): string {
  const words = FLIGHTS_WORDS[locale];
  const from = [
    f.departureAirport && `${words.from} ${f.departureAirport}`,
    f.departureTime && `${words.at} ${formatClock(f.departureTime, locale)}`,
  ]
    .filter(Boolean)
    .join(' ');
  const main = [[f.airline, f.flightNumbers].filter(Boolean).join(' '), from]
    .filter(Boolean)
    .join(', ');
  const line = main + (f.connections ? ` (${f.connections})` : '');
  return line || words.notSet;
}

/** The rows split into printed pages of at most MANIFEST_ROWS_PER_PAGE (one empty page if none). */
export function manifestPages<T>(rows: readonly T[], perPage = MANIFEST_ROWS_PER_PAGE): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < rows.length; i += perPage) pages.push(rows.slice(i, i + perPage));
  return pages.length ? pages : [[]];
}
