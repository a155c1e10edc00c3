// A booking's travellers with their readiness, and staff's edit of one traveller. The booking and
// its departure are read through their wings' use cases (never their collections); the travellers'
// records through this wing's store, which keeps their number in step with the booking's.
import type { Booking } from '@umrah/domain/model/bookings';
import type { Departure } from '@umrah/domain/model/departures';
import {
  isReady,
  readinessOf,
  type BookingTravellers,
  type ReadinessTrip,
  type TravellerReadiness,
} from '@umrah/domain/model/readiness';
import type { Traveller, TravellerFields } from '@umrah/domain/model/travellers';
import { getBooking } from '../bookings/read-bookings';
import { lookUpDeparture } from '../departures/read-departures';
import {
  deleteTravellersOfBooking,
  ensureTravellers,
  writeTraveller,
  type BookingParty,
} from './store/travellers-store';

export function partyOf(booking: Booking): BookingParty {
  return {
    id: booking.id,
    departureId: booking.departureId,
    numberOfTravelers: Number(booking.numberOfTravelers) || 0,
    fullName: booking.fullName,
  };
}

/**
 * The dates and money the rules judge a booking's travellers by: its departure's dates (a booking
 * without a departure: the date it was confirmed for, with no return date known), and whether
 * it is confirmed with a price and paid in full.
 */
export function tripOf(booking: Booking, departure: Departure | null): ReadinessTrip {
  const payment = booking.payment ?? null;
  return {
    departureDate: departure?.departureDate || payment?.departureDate || booking.tripDate || null,
    returnDate: departure?.returnDate || null,
    confirmed: payment !== null,
    paidInFull: payment?.status === 'paid',
    balanceCents: payment ? Math.max(0, payment.totalCents - payment.paidCents) : 0,
  };
}

export function withReadiness(t: Traveller, trip: ReadinessTrip): TravellerReadiness {
  const readiness = readinessOf(t, trip);
  return { ...t, readiness, ready: isReady(readiness) };
}

async function departureOf(booking: Booking): Promise<Departure | null> {
  return booking.departureId ? lookUpDeparture(booking.departureId) : null;
}

/** The booking a traveller edit is about (404 for an unknown one): its count bounds the form. */
export async function bookingParty(bookingId: string): Promise<BookingParty> {
  return partyOf(await getBooking(bookingId));
}

/** A booking's travellers 1..n (missing records created) with their readiness. */
export async function bookingTravellers(bookingId: string): Promise<BookingTravellers> {
  const booking = await getBooking(bookingId);
  const [departure, travellers] = await Promise.all([
    departureOf(booking),
    ensureTravellers(partyOf(booking)),
  ]);
  const trip = tripOf(booking, departure);
  return {
    bookingId: booking.id,
    departureId: booking.departureId,
    trip,
    travellers: travellers.map((t) => withReadiness(t, trip)),
  };
}

/** Staff's edit of one traveller (fields validated by the shared schema), with its readiness. */
export async function updateTraveller(
  bookingId: string,
  index: number,
  fields: TravellerFields,
): Promise<TravellerReadiness> {
  const booking = await getBooking(bookingId);
  const [departure, written] = await Promise.all([
    departureOf(booking),
    writeTraveller(partyOf(booking), index, fields),
  ]);
  return withReadiness(written, tripOf(booking, departure));
}

/**
 * A deleted booking's travellers go with it: their passport details and notes have no purpose
 * left. Called once the booking is deleted (a failed deletion leaves them as they were).
 */
export function forgetBookingTravellers(bookingId: string): Promise<void> {
  return deleteTravellersOfBooking(bookingId);
}
