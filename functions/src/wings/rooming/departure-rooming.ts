// What a departure's rooming reads: its package's stays (with check-in and check-out), the
// travellers of its confirmed bookings as the rooming view shows them, the room type each booking
// paid for, and the stored lists. The rooming view and every edit answer from here, so a list
// never holds travellers who left the departure (they are dropped, and warned about).
import { DomainError } from '@umrah/domain/model/errors';
import { bookingReference } from '@umrah/domain/model/reference';
import {
  roomListWarnings,
  roomingRoomType,
  roomingTravellers,
  unplacedOf,
  withChangesSinceLock,
  withoutDeparted,
  type RoomList,
  type RoomingStayView,
  type RoomingTravellerView,
} from '@umrah/domain/model/room-list';
import type { RoomingBooking } from '@umrah/domain/model/rooming';
import { roomingStays, type RoomingStay } from '@umrah/domain/model/rooming-stays';
import type { FormLanguage } from '@umrah/domain/model/validation-messages';
import type { Departure } from '@umrah/domain/model/departures';
import { packages } from '../content/packages';
import { getDeparture } from '../departures/read-departures';
import { flyingTravellers } from '../travellers/departure-travellers';

export interface DepartureRooming {
  departure: Departure;
  packageTitle: string;
  stays: RoomingStay[];
  travellers: RoomingTravellerView[];
  bookings: RoomingBooking[];
}

export async function departureRooming(departureId: string): Promise<DepartureRooming> {
  const departure = await getDeparture(departureId);
  // Those who fly sleep in the hotels: the manifest's travellers.
  const [flying, pkg] = await Promise.all([
    flyingTravellers(departure.id),
    packages.getById(departure.packageId),
  ]);
  const stored = flying.travellers;
  const bookings = flying.bookings.flatMap((b) => {
    const roomType = roomingRoomType(b.payment?.roomType ?? b.roomType);
    const travellers = Number(b.payment?.travellers ?? b.numberOfTravelers) || 0;
    return roomType ? [{ id: b.id, roomType, travellers }] : [];
  });
  return {
    departure,
    packageTitle: pkg?.title ?? '',
    stays: pkg ? roomingStays(pkg, departure.departureDate) : [],
    travellers: roomingTravellers(stored, bookingReference),
    bookings,
  };
}

/** The stay of a key, or 404 naming it. */
export function stayOf(rooming: DepartureRooming, stayKey: string): RoomingStay {
  const stay = rooming.stays.find((s) => s.key === stayKey);
  if (!stay) throw new DomainError('rooming_stay_not_found', { stay: stayKey.slice(0, 60) });
  return stay;
}

/**
 * A stored list without the travellers no longer on the departure (and how many left), with what
 * changed since it was sent to the hotel (a name, sex or room corrected on the traveller).
 */
export function currentList(
  rooming: DepartureRooming,
  list: RoomList | null,
): { list: RoomList | null; departed: number } {
  if (!list) return { list, departed: 0 };
  const onDeparture = new Set(rooming.travellers.map((t) => t.id));
  const kept = withChangesSinceLock(withoutDeparted(list, onDeparture), rooming.travellers);
  const count = (l: RoomList) => l.rooms.reduce((n, r) => n + r.travellerIds.length, 0);
  return { list: kept, departed: count(list) - count(kept) };
}

/** One stay as the rooming view shows it. */
export function stayView(
  rooming: DepartureRooming,
  stay: RoomingStay,
  stored: RoomList | null,
  language: FormLanguage,
): RoomingStayView {
  const { list, departed } = currentList(rooming, stored);
  return {
    key: stay.key,
    city: stay.city,
    hotel: stay.hotel,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    list,
    travellers: rooming.travellers,
    unplaced: unplacedOf(list, rooming.travellers, rooming.bookings),
    warnings: roomListWarnings(list, rooming.travellers, departed, language),
  };
}
