// The pilgrim's trip page: one booking's departure, flights, stays and plan, what is paid and what
// is due. The link's trip token decides which booking it is; the pay button and the receipts go
// through the booking's pay token, made here from the same plan.
import type { PayLinkGone } from '@umrah/domain/model/pay-view';
import type { Booking } from '@umrah/domain/model/bookings';
import type { Departure } from '@umrah/domain/model/departures';
import type { TripPackage, TripView } from '@umrah/domain/model/trip';
import { packages } from '../content/packages';
import { lookUpDeparture } from '../departures/read-departures';
import { linkIsCurrent } from '../../platform/links/link-token';
import { bookingOfLinkToken, payTokenOf } from '../money/pay-link';
import { bookingSummaryOf, receiptLinksOf } from '../money/pay-page';
import { receiptsOfBooking } from '../money/receipts-store';
import * as clock from '../../platform/clock';

/** What the wings above this one add to the page: the travellers and the group's messages. */
type TripAdditions = 'travellerRecords' | 'detailsLocked' | 'messages';

/** The booking's side of the trip page, with what the page's composer needs to add the rest. */
export interface TripBooking {
  view: Omit<TripView, TripAdditions>;
  bookingId: string;
  booking: Booking;
  departure: Departure | null;
}

/**
 * The booking's side of the trip page; null (404) or gone (410) when the link is not valid, as
 * the pay page answers. The page itself is composed above the wings (trip-page/read-trip-page.ts).
 */
export async function readTripBooking(token: string): Promise<TripBooking | PayLinkGone | null> {
  const found = await bookingOfLinkToken(token, 'trip');
  if (found === 'gone') return { gone: true };
  if (!found) return null;
  const { booking, p, bookingId, key } = found;
  const departureId = booking.departureId;
  const [pkg, departure, receipts] = await Promise.all([
    packages.getById(String(booking.packageId ?? '')),
    departureId ? lookUpDeparture(departureId) : Promise.resolve(null),
    receiptsOfBooking(bookingId),
  ]);
  const payToken = payTokenOf(key, bookingId, p);
  const payOpen = linkIsCurrent({ bookingId, expires: p.linkExpires, version: 0 }, clock.today());
  const tripPackage: TripPackage | null = pkg
    ? {
        makkahStay: pkg.makkahStay ?? null,
        madinahStay: pkg.madinahStay ?? null,
        makkaHotel: pkg.makkaHotel ?? '',
        madinaHotel: pkg.madinaHotel ?? '',
        nightsInMakkah: pkg.nightsInMakkah,
        nightsInMadina: pkg.nightsInMadina,
        itinerary: pkg.itinerary ?? [],
        fr: pkg.fr ?? null,
      }
    : null;
  const view: Omit<TripView, TripAdditions> = {
    token,
    reference: p.reference,
    ...bookingSummaryOf(booking, p, pkg),
    returnDate: departure?.returnDate ?? pkg?.returnDate ?? '',
    flights: departure
      ? { ...departure.flights, connectionsFr: (departure.fr?.connections ?? '').trim() }
      : null,
    pkg: tripPackage,
    payToken: payOpen ? payToken : '',
    // Receipts open through the pay token even after it retired (print-receipt.ts).
    receipts: receiptLinksOf(receipts, payToken),
  };
  return { view, bookingId, booking, departure };
}
