/**
 * The group manifest of a departure, for the ground agent and the airline: one line per traveller
 * of its confirmed bookings, with what they check against the passports. The columns are defined
 * here once; the CSV and the PDF (functions/src/wings/travellers) both print them in this order.
 */
import type { DepartureFlights } from './departures';
import { travellerDisplayName, type TravellerFields } from './travellers';

/** At most this many names on a printed page (the agents count pages against the list). */
export const MANIFEST_ROWS_PER_PAGE = 30;

/** One traveller's line: what the columns read. */
export interface ManifestRow {
  /** 1..n over the whole manifest. */
  number: number;
  /** The booking's reference as staff and pilgrims quote it ("7KQ2-M9XD"). */
  bookingReference: string;
  traveller: Pick<
    TravellerFields,
    | 'surname'
    | 'givenNames'
    | 'sex'
    | 'dateOfBirth'
    | 'nationality'
    | 'passportNumber'
    | 'passportExpiryDate'
    | 'visaNumber'
  >;
}

export interface Manifest {
  departureId: string;
  departureDate: string;
  returnDate: string;
  packageTitle: string;
  flights: DepartureFlights;
  rows: ManifestRow[];
}

export interface ManifestColumn {
  key: string;
  label: string;
  /** Share of the printed table's width (the shares add up to 1). */
  width: number;
  value: (row: ManifestRow) => string;
  /** A YYYY-MM-DD date: the CSV keeps it so, a printed list writes it out (manifestCells). */
  date?: true;
}

/** The manifest's columns, in print order. Blank when unknown: the list shows what is missing. */
export const MANIFEST_COLUMNS: readonly ManifestColumn[] = [
  { key: 'number', label: 'No.', width: 0.04, value: (r) => String(r.number) },
  {
    key: 'name',
    label: 'Name (as on the passport)',
    width: 0.23,
    value: (r) => travellerDisplayName(r.traveller),
  },
  { key: 'sex', label: 'Sex', width: 0.04, value: (r) => r.traveller.sex ?? '' },
  {
    key: 'dateOfBirth',
    label: 'Date of birth',
    width: 0.12,
    value: (r) => r.traveller.dateOfBirth ?? '',
    date: true,
  },
  { key: 'nationality', label: 'Nationality', width: 0.11, value: (r) => r.traveller.nationality },
  {
    key: 'passportNumber',
    label: 'Passport number',
    width: 0.12,
    value: (r) => r.traveller.passportNumber,
  },
  {
    key: 'passportExpiry',
    label: 'Passport expiry',
    width: 0.13,
    value: (r) => r.traveller.passportExpiryDate ?? '',
    date: true,
  },
  { key: 'visaNumber', label: 'Visa number', width: 0.11, value: (r) => r.traveller.visaNumber },
  { key: 'booking', label: 'Booking', width: 0.1, value: (r) => r.bookingReference },
];

export const MANIFEST_HEADER: readonly string[] = MANIFEST_COLUMNS.map((c) => c.label);

/**
 * A row's cells, in the columns' order (CSV escaping is csv.ts's, at writing). `date` writes the
 * date columns' values (the PDF's '1 March 1985'); the CSV keeps them YYYY-MM-DD.
 */
export function manifestCells(
  row: ManifestRow,
  date: (iso: string) => string = (iso) => iso,
): string[] {
  return MANIFEST_COLUMNS.map((c) => {
    const value = c.value(row);
    return c.date && value ? date(value) : value;
  });
}

/** The flights as one line for a header: "Saudia SV 72 / SV 71, from YYZ at 21:40 (via Jeddah)". */
export function manifestFlightsLine(f: DepartureFlights): string {
  const from = [
    f.departureAirport && `from ${f.departureAirport}`,
    f.departureTime && `at ${f.departureTime}`,
  ]
    .filter(Boolean)
    .join(' ');
  const main = [[f.airline, f.flightNumbers].filter(Boolean).join(' '), from]
    .filter(Boolean)
    .join(', ');
  const line = main + (f.connections ? ` (${f.connections})` : '');
  return line || 'Flights not set yet';
}

/** The rows split into printed pages of at most MANIFEST_ROWS_PER_PAGE (one empty page if none). */
export function manifestPages<T>(rows: readonly T[], perPage = MANIFEST_ROWS_PER_PAGE): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < rows.length; i += perPage) pages.push(rows.slice(i, i + perPage));
  return pages.length ? pages : [[]];
}
