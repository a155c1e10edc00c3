/**
 * Finding a package on /packages: the filters and the sort live in the address
 * (`/packages?month=2027-03&sort=price`). One reading of that address and one rule for what
 * matches serve the server's render and the page's script, which filters the same cards in the
 * browser from the facts each card carries. No yup here: this module runs in the page's script.
 * A value that cannot be read is ignored, never an error.
 */
import { tripSeasons } from './hijri';
import type { ItineraryDay } from './itinerary';
import { totalNights } from './nights';

export const PACKAGE_SORTS = {
  price: 'Price: lowest first',
  departure: 'Departure: soonest first',
  distance: 'Distance to the Haram: nearest first',
} as const;
export type PackageSort = keyof typeof PACKAGE_SORTS;

/** The query parameters of /packages, in the address's order. */
export const FILTER_PARAMS = [
  'month',
  'priceMin',
  'priceMax',
  'nights',
  'stars',
  'distance',
  'airport',
  'ramadan',
  'sort',
] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

/** Total nights, as offered in the form (`nights=11-14`; either end may be open). */
export const NIGHTS_OPTIONS = [
  { value: '-10', label: 'Up to 10 nights' },
  { value: '11-14', label: '11 to 14 nights' },
  { value: '15-', label: '15 nights or more' },
] as const;

/** Lowest hotel rating, as offered in the form. */
export const STARS_OPTIONS = [
  { value: '3', label: '3 stars or more' },
  { value: '4', label: '4 stars or more' },
  { value: '5', label: '5 stars' },
] as const;

/** Longest walk to the Haram in metres, as offered in the form. */
export const DISTANCE_OPTIONS = [
  { value: '300', label: 'Within 300 m' },
  { value: '500', label: 'Within 500 m' },
  { value: '1000', label: 'Within 1 km' },
  { value: '2000', label: 'Within 2 km' },
] as const;

const PRICE_LIMIT = 1_000_000;
const DISTANCE_LIMIT = 20_000;

export interface PackageFilters {
  /** 'YYYY-MM': departs in that month. */
  month?: string;
  priceMin?: number;
  priceMax?: number;
  nightsMin?: number;
  nightsMax?: number;
  /** Lowest hotel rating (1-5). */
  stars?: number;
  /** Longest walk to the Haram in metres (nearest of the two hotels). */
  distance?: number;
  /** An airport code such as 'YYZ' (or an airport line without a code), any case. */
  airport?: string;
  /** Only trips that overlap Ramadan (or its last ten nights). */
  ramadan?: boolean;
  sort?: PackageSort;
}

/** What the filters look at, per package: the server writes it on each card for the script. */
export interface PackageFacts {
  /** The next departure (the sort's). */
  departureDate: string | null;
  /** Every upcoming departure's month ('YYYY-MM'), when the package has departures. */
  months?: string[];
  price: number;
  nights: number;
  stars: number;
  /** Metres to the Haram from the nearest hotel, null when unknown. */
  distance: number | null;
  /** Airport codes (or the lines without a code), upper case. */
  airports: string[];
  ramadan: boolean;
}

/** Anything with a `get`, like URLSearchParams. */
interface QueryLike {
  get(name: string): string | null;
}

function wholeNumber(text: string | null, max: number): number | undefined {
  const value = text?.trim() ?? '';
  if (!/^\d{1,7}$/.test(value)) return undefined;
  const n = Number(value);
  return n <= max ? n : undefined;
}

function parseNights(text: string | null): Pick<PackageFilters, 'nightsMin' | 'nightsMax'> {
  const match = /^(\d{0,3})-(\d{0,3})$/.exec(text?.trim() ?? '');
  if (!match || (!match[1] && !match[2])) return {};
  const min = match[1] ? Number(match[1]) : undefined;
  const max = match[2] ? Number(match[2]) : undefined;
  if (min !== undefined && max !== undefined && min > max) return {};
  return {
    ...(min !== undefined && { nightsMin: min }),
    ...(max !== undefined && { nightsMax: max }),
  };
}

function isSort(value: string | null): value is PackageSort {
  return value !== null && Object.prototype.hasOwnProperty.call(PACKAGE_SORTS, value);
}

/** The filters an address asks for; unknown parameters and unreadable values are left out. */
export function parsePackageFilters(query: QueryLike): PackageFilters {
  const filters: PackageFilters = {};
  const month = query.get('month')?.trim() ?? '';
  if (/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) filters.month = month;
  let priceMin = wholeNumber(query.get('priceMin'), PRICE_LIMIT);
  let priceMax = wholeNumber(query.get('priceMax'), PRICE_LIMIT);
  // A range typed the wrong way round still means the range.
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) {
    [priceMin, priceMax] = [priceMax, priceMin];
  }
  if (priceMin !== undefined) filters.priceMin = priceMin;
  if (priceMax !== undefined) filters.priceMax = priceMax;
  Object.assign(filters, parseNights(query.get('nights')));
  const stars = wholeNumber(query.get('stars'), 5);
  if (stars !== undefined && stars >= 1) filters.stars = stars;
  const distance = wholeNumber(query.get('distance'), DISTANCE_LIMIT);
  if (distance !== undefined) filters.distance = distance;
  const airport = query.get('airport')?.trim() ?? '';
  if (/^[\p{L}\p{N} .'()-]{2,80}$/u.test(airport)) filters.airport = airport.toUpperCase();
  const ramadan = query.get('ramadan');
  if (ramadan === '1' || ramadan === 'true' || ramadan === 'on') filters.ramadan = true;
  const sort = query.get('sort');
  if (isSort(sort)) filters.sort = sort;
  return filters;
}

/** The filters back as an address query, in FILTER_PARAMS order ('' when none). */
export function packageFiltersQuery(filters: PackageFilters): string {
  const values: Record<FilterParam, string | undefined> = {
    month: filters.month,
    priceMin: filters.priceMin?.toString(),
    priceMax: filters.priceMax?.toString(),
    nights:
      filters.nightsMin !== undefined || filters.nightsMax !== undefined
        ? `${filters.nightsMin ?? ''}-${filters.nightsMax ?? ''}`
        : undefined,
    stars: filters.stars?.toString(),
    distance: filters.distance?.toString(),
    airport: filters.airport,
    ramadan: filters.ramadan ? '1' : undefined,
    sort: filters.sort,
  };
  // Written by hand: the domain has no DOM types (URLSearchParams) to lean on.
  return FILTER_PARAMS.flatMap((name) => {
    const value = values[name];
    return value === undefined ? [] : [`${name}=${encodeURIComponent(value).replace(/%20/g, '+')}`];
  }).join('&');
}

/** True when the address narrows or reorders the list (such a page is not indexed). */
export function hasPackageFilters(filters: PackageFilters): boolean {
  return Object.keys(filters).length > 0;
}

/** 'Toronto (YYZ)' → 'YYZ'; a line without a code is itself, upper case. */
export function airportCodeOf(line: string): string {
  const code = /\(([A-Za-z]{3})\)/.exec(line)?.[1];
  return (code ?? line.trim()).toUpperCase();
}

interface FactsSource {
  departureDate?: string | null;
  returnDate?: string | null;
  price: number;
  nightsInMakkah: number;
  nightsInMadina: number;
  /** The day-by-day plan: its other cities' nights count in the total (nights.ts). */
  itinerary?: readonly ItineraryDay[] | null;
  hotelRating: number;
  airports?: string;
  /** The package's upcoming departures: the month and Ramadan filters look at each one. */
  departures?: readonly { departureDate: string; returnDate?: string | null }[] | null;
}

/**
 * The facts of a package. `stay` gives the hotels' lowest star rating and nearest distance when
 * the package has them as data; otherwise the package's hotel rating stands and the distance is
 * unknown.
 */
export function packageFactsOf(
  pkg: FactsSource,
  stay: { stars?: number | null; distance?: number | null } = {},
): PackageFacts {
  // A package with departures is every one of its dates; one without, its own date.
  const dated = pkg.departures?.length ? pkg.departures : [pkg];
  const seasons = dated.flatMap((d) => tripSeasons(d.departureDate, d.returnDate));
  const months = pkg.departures?.length
    ? [...new Set(pkg.departures.map((d) => d.departureDate.slice(0, 7)))]
    : null;
  return {
    departureDate: pkg.departureDate ?? null,
    ...(months && { months }),
    price: pkg.price,
    nights: totalNights(pkg),
    stars: stay.stars ?? pkg.hotelRating,
    distance: stay.distance ?? null,
    airports: [
      ...new Set(
        (pkg.airports ?? '')
          .split('\n')
          .filter((line) => line.trim())
          .map(airportCodeOf),
      ),
    ],
    ramadan: seasons.includes('ramadan') || seasons.includes('lastTenNights'),
  };
}

/** True when a package's facts pass every filter. */
export function matchesFilters(facts: PackageFacts, f: PackageFilters): boolean {
  if (f.month && !monthsOf(facts).includes(f.month)) return false;
  if (f.priceMin !== undefined && facts.price < f.priceMin) return false;
  if (f.priceMax !== undefined && facts.price > f.priceMax) return false;
  if (f.nightsMin !== undefined && facts.nights < f.nightsMin) return false;
  if (f.nightsMax !== undefined && facts.nights > f.nightsMax) return false;
  if (f.stars !== undefined && facts.stars < f.stars) return false;
  if (f.distance !== undefined && (facts.distance === null || facts.distance > f.distance))
    return false;
  if (f.airport && !facts.airports.includes(f.airport)) return false;
  if (f.ramadan && !facts.ramadan) return false;
  return true;
}

/** The months a package departs in: each departure's, or its own date's. */
function monthsOf(facts: PackageFacts): string[] {
  return facts.months ?? (facts.departureDate ? [facts.departureDate.slice(0, 7)] : []);
}

/** Unknown values (no date, no distance) sort after the known ones. */
function compareMaybe<T extends string | number>(a: T | null, b: T | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return a < b ? -1 : a > b ? 1 : 0;
}

const COMPARE: Record<PackageSort, (a: PackageFacts, b: PackageFacts) => number> = {
  price: (a, b) => a.price - b.price,
  departure: (a, b) => compareMaybe(a.departureDate, b.departureDate),
  distance: (a, b) => compareMaybe(a.distance, b.distance),
};

/**
 * The items whose facts pass the filters, in the filters' sort (ties and no sort keep the given
 * order).
 */
export function applyPackageFilters<T>(
  items: readonly T[],
  factsOf: (item: T) => PackageFacts,
  filters: PackageFilters,
): T[] {
  const kept = items
    .map((item, index) => ({ item, index, facts: factsOf(item) }))
    .filter(({ facts }) => matchesFilters(facts, filters));
  const compare = filters.sort ? COMPARE[filters.sort] : null;
  if (compare) kept.sort((a, b) => compare(a.facts, b.facts) || a.index - b.index);
  return kept.map(({ item }) => item);
}

/** The departure months of the packages, soonest first ('YYYY-MM'). */
export function departureMonths(facts: readonly PackageFacts[]): string[] {
  const months = facts.flatMap(monthsOf);
  return [...new Set(months)].sort();
}

/** '2027-03' → 'March 2027' (one list of month names, in dates.ts). */
export { monthLabel } from './dates';

/**
 * The home page's order: upcoming departures soonest first (from `today`, 'YYYY-MM-DD'), then
 * packages without a date, then those already departed; ties keep the given order.
 */
export function nextDeparturesFirst<T extends { departureDate?: string | null }>(
  items: readonly T[],
  today: string,
): T[] {
  const rank = (item: T) => {
    const date = item.departureDate;
    if (!date) return 1;
    return date >= today ? 0 : 2;
  };
  return items
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) =>
        rank(a.item) - rank(b.item) ||
        (rank(a.item) !== 1
          ? compareMaybe(a.item.departureDate ?? null, b.item.departureDate ?? null)
          : 0) ||
        a.index - b.index,
    )
    .map(({ item }) => item);
}

/**
 * Cards on one page of /packages. A catalogue this size or smaller is one page whose script
 * filters the cards in place; a larger one is filtered, sorted and paged by the server (every
 * card in one page would outgrow the pages' HTML budget: about 3 KB a card).
 */
export const PACKAGES_PER_PAGE = 12;

/** The address's `page` (1 when absent or unreadable; never above 1,000). */
export function parsePackagePage(query: QueryLike): number {
  const page = wholeNumber(query.get('page'), 1000);
  return page !== undefined && page >= 1 ? page : 1;
}

/** One page of the matching items: the page asked for, brought within the pages there are. */
export function pageOfPackages<T>(
  shown: readonly T[],
  asked: number,
  perPage = PACKAGES_PER_PAGE,
): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(shown.length / perPage));
  const page = Math.min(Math.max(1, asked), pages);
  return { items: shown.slice((page - 1) * perPage, page * perPage), page, pages };
}

/** The address query of a filtered list's page ('' for the first page without filters). */
export function packagePageQuery(filters: PackageFilters, page: number): string {
  const query = packageFiltersQuery(filters);
  if (page <= 1) return query;
  return query ? `${query}&page=${page}` : `page=${page}`;
}
