// What staff read of bookings: one booking (with its pay link), the inbox's pages and counts, and
// the lists of the payment filters.
import type { Booking } from '@umrah/domain/model/bookings';
import type { BookingCounts } from '@umrah/domain/schemas/paging';
import { DomainError } from '@umrah/domain/model/errors';
import type { PageRequest } from '../../platform/firebase/paging';
import { withPayLink } from '../money/pay-link';
import {
  countBookings,
  countNewBookings,
  countOnDeparture,
  findBookingIdByReference,
  listBookings,
  listBookingsOnDepartures,
  readBooking,
} from './store/bookings-store';

export async function getBooking(id: string): Promise<Booking> {
  return withPayLink(await readBooking(id));
}

/** The booking a reference names (staff's search box), or booking_not_found. */
export async function bookingByReference(reference: string): Promise<{ id: string }> {
  const id = await findBookingIdByReference(reference);
  if (!id) throw new DomainError('booking_not_found');
  return { id };
}

export function bookingsPage(request: PageRequest) {
  return listBookings(request);
}

/** The tabs' counts, of one departure's bookings when `departureId` is given. */
export function bookingCounts(departureId?: string): Promise<BookingCounts> {
  return countBookings(departureId);
}

export function newBookingCount(): Promise<number> {
  return countNewBookings();
}

/** Every booking of these departures (their pages and counts; no pay links). */
export function bookingsOnDepartures(departureIds: readonly string[]): Promise<Booking[]> {
  return departureIds.length ? listBookingsOnDepartures(departureIds) : Promise.resolve([]);
}

/** A departure's bookings counted afresh inside a transaction (its recount). */
export { recountDepartureBookings } from './store/booking-seats';

export function countBookingsOnDeparture(departureId: string): Promise<number> {
  return countOnDeparture(departureId);
}
