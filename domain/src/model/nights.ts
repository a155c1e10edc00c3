/**
 * A package's nights, stay by stay: Makkah and Madinah from their own fields, and every other
 * city the day-by-day plan stays in (Istanbul before Umrah, say). Model only (no yup): the public
 * pages, the /packages filter and the structured data all count nights here, so a card, the
 * package page and "total nights" never disagree.
 */
import type { ItineraryDay } from './itinerary';

export interface CityNights {
  /** 'Makkah', 'Madinah', or the plan's own city name. */
  city: string;
  nights: number;
}

export interface NightsSource {
  nightsInMakkah: number;
  nightsInMadina: number;
  itinerary?: readonly ItineraryDay[] | null;
}

/** The holy cities' spellings a plan may use; their nights come from the package's fields. */
const HOLY_CITIES = new Set(['makkah', 'makka', 'mecca', 'madinah', 'madina', 'medina']);

const cityKey = (city: string) => city.trim().toLowerCase();

const MAKKAH_SPELLINGS = new Set(['makkah', 'makka', 'mecca']);

/** One key per city whatever the spelling: 'makkah', 'madinah', else the name in lower case. */
export function stayCityKey(city: string): string {
  const key = cityKey(city);
  if (!HOLY_CITIES.has(key)) return key;
  return MAKKAH_SPELLINGS.has(key) ? 'makkah' : 'madinah';
}

/**
 * The nights the plan spends in cities other than Makkah and Madinah, in the order the plan
 * reaches them. A plan's entry is the first of a run of days, so its nights are the days until
 * the next entry; the last entry (the flight home) has none. The first day's city is where the
 * trip starts (the flight out), not a stay.
 */
export function otherStays(itinerary: readonly ItineraryDay[] | null | undefined): CityNights[] {
  const days = itinerary ?? [];
  const byCity = new Map<string, CityNights>();
  const start = days[0] ? cityKey(days[0].city) : null;
  days.forEach((entry, i) => {
    const next = days[i + 1];
    const key = cityKey(entry.city);
    if (!next || !key || HOLY_CITIES.has(key) || key === start) return;
    const nights = next.day - entry.day;
    if (nights <= 0) return;
    const stay = byCity.get(key);
    if (stay) stay.nights += nights;
    else byCity.set(key, { city: entry.city.trim(), nights });
  });
  return [...byCity.values()];
}

/** Every stay of the package: Makkah, Madinah (each when it has nights), then the plan's others. */
export function staysNights(pkg: NightsSource): CityNights[] {
  return [
    { city: 'Makkah', nights: pkg.nightsInMakkah },
    { city: 'Madinah', nights: pkg.nightsInMadina },
  ]
    .filter((stay) => stay.nights > 0)
    .concat(otherStays(pkg.itinerary));
}

/** The package's nights, every stay added up: what "total nights" means on cards and filters. */
export function totalNights(pkg: NightsSource): number {
  return staysNights(pkg).reduce((sum, stay) => sum + stay.nights, 0);
}
