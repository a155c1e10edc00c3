import { describe, expect, it } from 'vitest';
import {
  airportCodeOf,
  applyPackageFilters,
  departureMonths,
  hasPackageFilters,
  matchesFilters,
  monthLabel,
  nextDeparturesFirst,
  packageFactsOf,
  packageFiltersQuery,
  packagePageQuery,
  pageOfPackages,
  parsePackageFilters,
  parsePackagePage,
  type PackageFacts,
} from './package-filters';

/** A query string read like URLSearchParams does (the domain has no DOM types). */
function queryOf(text: string) {
  const pairs = text
    .split('&')
    .filter(Boolean)
    .map((pair) => pair.split('=').map((part) => decodeURIComponent(part.replace(/\+/g, ' '))));
  return { get: (name: string) => pairs.find(([key]) => key === name)?.[1] ?? null };
}

const parse = (query: string) => parsePackageFilters(queryOf(query));

function facts(over: Partial<PackageFacts> = {}): PackageFacts {
  return {
    departureDate: '2027-03-01',
    price: 3000,
    nights: 12,
    stars: 4,
    distance: 500,
    airports: ['YYZ'],
    ramadan: false,
    ...over,
  };
}

describe('parsePackageFilters', () => {
  it('reads every filter and the sort', () => {
    expect(
      parse(
        'month=2027-03&priceMin=2000&priceMax=5000&nights=11-14&stars=4&distance=500&airport=yyz&ramadan=1&sort=price',
      ),
    ).toEqual({
      month: '2027-03',
      priceMin: 2000,
      priceMax: 5000,
      nightsMin: 11,
      nightsMax: 14,
      stars: 4,
      distance: 500,
      airport: 'YYZ',
      ramadan: true,
      sort: 'price',
    });
  });

  it('reads open-ended night ranges', () => {
    expect(parse('nights=-10')).toEqual({ nightsMax: 10 });
    expect(parse('nights=15-')).toEqual({ nightsMin: 15 });
  });

  it('ignores unknown parameters and values it cannot read', () => {
    expect(
      parse(
        'month=2027-13&priceMin=abc&priceMax=-5&nights=14-11&stars=9&distance=99999&airport=<script>&ramadan=yes&sort=name&utm_source=x',
      ),
    ).toEqual({});
    expect(parse('month=27-03&nights=-&stars=0&priceMin=1.5')).toEqual({});
    expect(parse('')).toEqual({});
  });

  it('swaps a price range typed the wrong way round', () => {
    expect(parse('priceMin=5000&priceMax=2000')).toEqual({ priceMin: 2000, priceMax: 5000 });
  });

  it('takes empty form fields as no filter (a plain GET form sends them)', () => {
    expect(parse('month=&priceMin=&priceMax=&nights=&stars=&distance=&airport=&sort=')).toEqual({});
    expect(hasPackageFilters(parse('month=&sort='))).toBe(false);
    expect(hasPackageFilters(parse('sort=price'))).toBe(true);
  });
});

describe('packageFiltersQuery', () => {
  it('writes the filters back in a fixed order, and round-trips', () => {
    const query = 'sort=departure&ramadan=on&nights=15-&month=2027-02';
    const filters = parse(query);
    expect(packageFiltersQuery(filters)).toBe('month=2027-02&nights=15-&ramadan=1&sort=departure');
    expect(parse(packageFiltersQuery(filters))).toEqual(filters);
    expect(packageFiltersQuery({})).toBe('');
  });
});

describe('packageFactsOf', () => {
  const pkg = {
    departureDate: '2027-02-25',
    returnDate: '2027-03-12',
    price: 7450,
    nightsInMakkah: 11,
    nightsInMadina: 3,
    hotelRating: 5,
    airports: 'Toronto (YYZ)\nMontreal (yul)\n\nHamilton\nToronto Pearson (YYZ)',
  };

  it('computes nights, airports and Ramadan from the package', () => {
    expect(packageFactsOf(pkg)).toEqual({
      departureDate: '2027-02-25',
      price: 7450,
      nights: 14,
      stars: 5,
      distance: null,
      airports: ['YYZ', 'YUL', 'HAMILTON'],
      ramadan: true,
    });
  });

  it('counts every stay in the nights, a city before Umrah included', () => {
    const plan = ['Canada', 'Istanbul', 'Istanbul', 'Istanbul', 'Makkah', 'Madinah'].map(
      (city, i) => ({ day: i + 1, city, title: city, description: '' }),
    );
    expect(packageFactsOf({ ...pkg, itinerary: plan }).nights).toBe(14 + 3);
  });

  it('takes the stays’ stars and distance when given', () => {
    expect(packageFactsOf(pkg, { stars: 3, distance: 250 })).toMatchObject({
      stars: 3,
      distance: 250,
    });
  });

  it('is not a Ramadan trip outside Ramadan or without dates', () => {
    expect(
      packageFactsOf({ ...pkg, departureDate: '2027-07-08', returnDate: '2027-07-20' }).ramadan,
    ).toBe(false);
    expect(packageFactsOf({ ...pkg, departureDate: null, returnDate: null }).ramadan).toBe(false);
  });

  it('reads airport codes from their brackets', () => {
    expect(airportCodeOf('Vancouver (yvr)')).toBe('YVR');
    expect(airportCodeOf(' Ottawa ')).toBe('OTTAWA');
  });
});

describe('matchesFilters and applyPackageFilters', () => {
  it('applies each filter', () => {
    const f = facts();
    expect(matchesFilters(f, { month: '2027-03' })).toBe(true);
    expect(matchesFilters(f, { month: '2027-04' })).toBe(false);
    expect(matchesFilters(facts({ departureDate: null }), { month: '2027-03' })).toBe(false);
    expect(matchesFilters(f, { priceMin: 3000, priceMax: 3000 })).toBe(true);
    expect(matchesFilters(f, { priceMin: 3001 })).toBe(false);
    expect(matchesFilters(f, { priceMax: 2999 })).toBe(false);
    expect(matchesFilters(f, { nightsMin: 11, nightsMax: 14 })).toBe(true);
    expect(matchesFilters(f, { nightsMax: 10 })).toBe(false);
    expect(matchesFilters(f, { stars: 4 })).toBe(true);
    expect(matchesFilters(f, { stars: 5 })).toBe(false);
    expect(matchesFilters(f, { distance: 500 })).toBe(true);
    expect(matchesFilters(f, { distance: 300 })).toBe(false);
    expect(matchesFilters(facts({ distance: null }), { distance: 2000 })).toBe(false);
    expect(matchesFilters(f, { airport: 'YYZ' })).toBe(true);
    expect(matchesFilters(f, { airport: 'YVR' })).toBe(false);
    expect(matchesFilters(f, { ramadan: true })).toBe(false);
    expect(matchesFilters(facts({ ramadan: true }), { ramadan: true })).toBe(true);
  });

  const items = [
    { id: 'a', facts: facts({ price: 5000, departureDate: '2027-05-01', distance: 900 }) },
    { id: 'b', facts: facts({ price: 2000, departureDate: null, distance: null }) },
    { id: 'c', facts: facts({ price: 3000, departureDate: '2027-01-10', distance: 150 }) },
    { id: 'd', facts: facts({ price: 2000, departureDate: '2027-03-01', distance: 400 }) },
  ];
  const ids = (filters: Parameters<typeof applyPackageFilters>[2]) =>
    applyPackageFilters(items, (i) => i.facts, filters).map((i) => i.id);

  it('keeps the given order without a sort', () => {
    expect(ids({})).toEqual(['a', 'b', 'c', 'd']);
    expect(ids({ priceMax: 3000 })).toEqual(['b', 'c', 'd']);
  });

  it('sorts by price (ties keep their order), departure and distance (unknown last)', () => {
    expect(ids({ sort: 'price' })).toEqual(['b', 'd', 'c', 'a']);
    expect(ids({ sort: 'departure' })).toEqual(['c', 'd', 'a', 'b']);
    expect(ids({ sort: 'distance' })).toEqual(['c', 'd', 'a', 'b']);
  });

  it('filters and sorts together', () => {
    expect(ids({ priceMin: 2500, sort: 'price' })).toEqual(['c', 'a']);
  });
});

describe('packages with departures', () => {
  const pkg = {
    departureDate: '2026-12-01',
    returnDate: '2026-12-15',
    price: 3000,
    nightsInMakkah: 10,
    nightsInMadina: 4,
    hotelRating: 4,
    departures: [
      { departureDate: '2026-12-01', returnDate: '2026-12-15' },
      { departureDate: '2027-02-25', returnDate: '2027-03-12' },
      { departureDate: '2027-02-26', returnDate: '2027-03-13' },
    ],
  };

  it('filters by the month and Ramadan of any departure, and sorts by the next one', () => {
    const f = packageFactsOf(pkg);
    expect(f.departureDate).toBe('2026-12-01');
    expect(f.months).toEqual(['2026-12', '2027-02']);
    expect(f.ramadan).toBe(true);
    expect(matchesFilters(f, { month: '2027-02' })).toBe(true);
    expect(matchesFilters(f, { month: '2026-12', ramadan: true })).toBe(true);
    expect(matchesFilters(f, { month: '2027-03' })).toBe(false);
    expect(departureMonths([f, facts({ departureDate: '2027-05-01' })])).toEqual([
      '2026-12',
      '2027-02',
      '2027-05',
    ]);
  });

  it('reads a package without departures from its own date', () => {
    const f = packageFactsOf({ ...pkg, departures: [] });
    expect(f.months).toBeUndefined();
    expect(f.ramadan).toBe(false);
    expect(matchesFilters(f, { month: '2026-12' })).toBe(true);
  });
});

describe('departure months', () => {
  it('lists each month once, soonest first', () => {
    expect(
      departureMonths([
        facts({ departureDate: '2027-12-17' }),
        facts({ departureDate: null }),
        facts({ departureDate: '2027-02-25' }),
        facts({ departureDate: '2027-02-01' }),
      ]),
    ).toEqual(['2027-02', '2027-12']);
    expect(monthLabel('2027-03')).toBe('March 2027');
  });
});

describe('nextDeparturesFirst', () => {
  it('puts upcoming departures first, soonest first, then undated, then past ones', () => {
    const list = [
      { id: 'undated', departureDate: null },
      { id: 'past', departureDate: '2026-01-01' },
      { id: 'later', departureDate: '2027-12-17' },
      { id: 'today', departureDate: '2026-11-25' },
      { id: 'undated-2' },
    ];
    expect(nextDeparturesFirst(list, '2026-11-25').map((p) => p.id)).toEqual([
      'today',
      'later',
      'undated',
      'undated-2',
      'past',
    ]);
  });
});

describe('paging /packages', () => {
  it('reads the page asked for, 1 when absent or unreadable', () => {
    expect(parsePackagePage(queryOf(''))).toBe(1);
    expect(parsePackagePage(queryOf('page=3'))).toBe(3);
    expect(parsePackagePage(queryOf('page=0'))).toBe(1);
    expect(parsePackagePage(queryOf('page=-2'))).toBe(1);
    expect(parsePackagePage(queryOf('page=two'))).toBe(1);
    expect(parsePackagePage(queryOf('page=1001'))).toBe(1);
  });

  it('answers one page of the matches, a page past the end brought back to the last', () => {
    const shown = Array.from({ length: 30 }, (_, i) => i);
    expect(pageOfPackages(shown, 1, 12)).toEqual({ items: shown.slice(0, 12), page: 1, pages: 3 });
    expect(pageOfPackages(shown, 3, 12)).toEqual({
      items: [24, 25, 26, 27, 28, 29],
      page: 3,
      pages: 3,
    });
    expect(pageOfPackages(shown, 9, 12).page).toBe(3);
    expect(pageOfPackages([], 2, 12)).toEqual({ items: [], page: 1, pages: 1 });
  });

  it('keeps the filters in the address of each page, the first page without a number', () => {
    const filters = parsePackageFilters(queryOf('ramadan=1&sort=price'));
    expect(packagePageQuery(filters, 1)).toBe('ramadan=1&sort=price');
    expect(packagePageQuery(filters, 2)).toBe('ramadan=1&sort=price&page=2');
    expect(packagePageQuery({}, 2)).toBe('page=2');
    expect(packagePageQuery({}, 1)).toBe('');
  });
});
