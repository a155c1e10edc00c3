// Staff open a booking's travellers: one record per traveller (missing ones created, the lead
// contact prefilling traveller 1) with their readiness. The answer holds passport numbers and
// dates of birth, so each view is written to the audit log first, as a passport scan's is.
import type { BookingTravellers } from '@umrah/domain/model/readiness';
import { getBooking } from '../bookings/read-bookings';
import { appendAudit } from '../audit/audit-log';
import { ensureTravellers, type BookingParty } from './store/travellers-store';
import { departureOf, partyOf, tripOf, withReadiness, type Viewer } from './trip-readiness';

/** The booking a traveller edit is about (404 for an unknown one): its count bounds the form. */
export async function bookingParty(bookingId: string): Promise<BookingParty> {
  return partyOf(await getBooking(bookingId));
}

export async function bookingTravellers(
  bookingId: string,
  viewer: Viewer,
): Promise<BookingTravellers> {
  const booking = await getBooking(bookingId);
  const [departure, travellers] = await Promise.all([
    departureOf(booking),
    ensureTravellers(partyOf(booking)),
  ]);
  await appendAudit({
    actorUid: viewer.uid,
    actorUsername: viewer.username,
    action: 'view travellers',
    target: `bookings/${booking.id}`,
  });
  const trip = tripOf(booking, departure);
  return {
    bookingId: booking.id,
    departureId: booking.departureId,
    trip,
    travellers: travellers.map((t) => withReadiness(t, trip)),
  };
}
