// The pilgrim's trip page as it is served: the booking's side (departure, stays, money,
// receipts; bookings wing) with each traveller's details and readiness (travellers wing) and
// the messages staff sent the group and the pilgrim's own (group-messages wing). It sits above those wings because it
// reads all three; none of them reads another one back.
import type { PayLinkGone } from '@umrah/domain/model/pay-view';
import type { TripView } from '@umrah/domain/model/trip';
import { formLanguageOf } from '@umrah/domain/model/validation-messages';
import { canAskToCancel, knownTravellerNames } from '@umrah/domain/model/money/cancellation';
import { readTripBooking } from '../wings/bookings/trip-page';
import { tripDepartureChoice } from '../wings/bookings/cancel-departure';
import { pilgrimCreditsOf } from '../wings/money/credits';
import { tripGroupMessages, tripSentMessages } from '../wings/group-messages/booking-messages';
import { detailsLockedFor, tripTravellers } from '../wings/travellers/pilgrim-travellers';

/** The trip page's data; null (404) or gone (410) when the link is not valid. */
export async function readTripPage(token: string): Promise<TripView | PayLinkGone | null> {
  const trip = await readTripBooking(token);
  if (!trip || 'gone' in trip) return trip;
  const { booking, departure, bookingId } = trip;
  const [travellerRecords, detailsLocked, messages, sentMessages] = await Promise.all([
    tripTravellers(booking, departure),
    detailsLockedFor(booking, departure),
    tripGroupMessages(bookingId, formLanguageOf(booking.language)),
    tripSentMessages(bookingId),
  ]);
  const cancellation = {
    open: canAskToCancel(booking.status, trip.view.departureDate, trip.view.today),
    names: knownTravellerNames(travellerRecords, trip.view.travellers),
    policy: booking.cancellationPolicy?.policy ?? departure?.cancellationPolicy ?? null,
    request: booking.cancellationRequest ?? null,
  };
  const departureChoice = tripDepartureChoice(booking, trip.view, trip.view.today);
  // The credits this booking gave (to quote on a next trip), can use or used.
  const credits = await pilgrimCreditsOf(bookingId, String(booking.email ?? ''));
  return {
    ...trip.view,
    travellerRecords,
    detailsLocked,
    messages,
    sentMessages,
    cancellation,
    ...(departureChoice && { departureCancellation: departureChoice }),
    credits,
  };
}
