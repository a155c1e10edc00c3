/**
 * The stays a departure is roomed for (issue 30): one per hotel stay of its package, in the order
 * the day-by-day plan reaches them, with the check-in and check-out dates a hotel's rooming list
 * carries. Pure; the nights per stay are nights.ts's (one count for cards, filters and rooms).
 *
 * Dates: flights from Canada land the day after the group flies out (as `defaultReturnDate`
 * counts), so the first stay checks in on departure + 1 and each next stay checks in the day the
 * previous one checks out. Order: a stay the plan names goes at its first day there; stays it
 * does not name keep the package's order (Makkah, Madinah, then others) after those it names.
 */
import { addDays } from './dates';
import { stayCityKey, staysNights, type NightsSource } from './nights';
import { slugify } from './slugify';
import type { Stay } from './stays';

export interface RoomingStay {
  /** 'makkah', 'madinah', or the city's slug: stable for a package, used in addresses. */
  key: string;
  city: string;
  hotel: string;
  nights: number;
  checkIn: string;
  checkOut: string;
}

export interface RoomingStaysSource extends NightsSource {
  makkahStay?: Stay | null;
  madinahStay?: Stay | null;
  makkaHotel?: string;
  madinaHotel?: string;
}

/** The key of a stay in a city (what `RoomingStayView.key` holds). */
export function stayKeyOf(city: string): string {
  return slugify(stayCityKey(city)) || 'stay';
}

export function roomingStays(pkg: RoomingStaysSource, departureDate: string): RoomingStay[] {
  const firstDay = new Map<string, number>();
  for (const entry of pkg.itinerary ?? []) {
    const key = stayKeyOf(entry.city);
    if (!firstDay.has(key)) firstDay.set(key, entry.day);
  }
  const hotelOf = (key: string) =>
    key === 'makkah'
      ? (pkg.makkahStay?.hotel ?? pkg.makkaHotel ?? '')
      : key === 'madinah'
        ? (pkg.madinahStay?.hotel ?? pkg.madinaHotel ?? '')
        : '';
  const stays = staysNights(pkg)
    .map((s, order) => ({ ...s, key: stayKeyOf(s.city), order }))
    .sort((a, b) => {
      const [da, db] = [firstDay.get(a.key), firstDay.get(b.key)];
      if (da !== undefined && db !== undefined) return da - db || a.order - b.order;
      if (da !== undefined) return -1;
      if (db !== undefined) return 1;
      return a.order - b.order;
    });
  let checkIn = addDays(departureDate, 1);
  return stays.map((s) => {
    const checkOut = addDays(checkIn, s.nights);
    const stay = {
      key: s.key,
      city: s.city,
      hotel: hotelOf(s.key),
      nights: s.nights,
      checkIn,
      checkOut,
    };
    checkIn = checkOut;
    return stay;
  });
}
