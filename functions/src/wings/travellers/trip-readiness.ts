// What the readiness rules need of a booking and its departure, for this wing's use cases. The
// booking and its departure come from their wings' use cases (never their collections).
import type { Booking } from '@umrah/domain/model/bookings';
import type { Departure } from '@umrah/domain/model/departures';
import {
  isReady,
  readinessOf,
  type ReadinessTrip,
  type TravellerReadiness,
} from '@umrah/domain/model/readiness';
import type { Traveller } from '@umrah/domain/model/travellers';
import { lookUpDeparture } from '../departures/read-departures';
import type { BookingParty } from './store/travellers-store';
import type { Actor } from '../audit/audit-log';

/** Who opened personal data or an export (written to the audit log). */
/** Who reads a pilgrim's file: the audit log's actor. */
export type Viewer = Actor;

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

export function departureOf(booking: Booking): Promise<Departure | null> {
  return booking.departureId ? lookUpDeparture(booking.departureId) : Promise.resolve(null);
}
