/**
 * A package's day-by-day plan. Model only (no yup): public pages import it; the schema is in
 * itinerary-schema.ts.
 */

/** One day (or the first of a run of days) of the plan. */
export interface ItineraryDay {
  /** 1-based day of the trip; strictly increasing along the list. */
  day: number;
  city: string;
  title: string;
  description: string;
}

/** Most days a plan lists, and the highest day number. */
export const ITINERARY_MAX_DAYS = 60;
export const ITINERARY_CITY_MAX_LENGTH = 60;
export const ITINERARY_TITLE_MAX_LENGTH = 120;
export const ITINERARY_DESCRIPTION_MAX_LENGTH = 1000;

/** True when day numbers strictly increase along the list. */
export function daysIncrease(days: readonly { day: number }[]): boolean {
  return days.every((d, i) => i === 0 || d.day > (days[i - 1]?.day ?? 0));
}

/**
 * Moves a day's plan one place up (-1) or down (+1). The day numbers stay where they are and the
 * plans swap, so the list keeps increasing; an out-of-range move changes nothing.
 */
export function moveDay<T extends { day: unknown }>(
  days: readonly T[],
  index: number,
  by: -1 | 1,
): T[] {
  const out = [...days];
  const from = days[index];
  const to = days[index + by];
  if (!from || !to) return out;
  out[index] = { ...to, day: from.day };
  out[index + by] = { ...from, day: to.day };
  return out;
}

/** The number for a day added at the end: one after the last (1 for the first). */
export function nextDayNumber(days: readonly { day: number }[]): number {
  return (days[days.length - 1]?.day ?? 0) + 1;
}
