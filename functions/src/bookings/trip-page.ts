// The pilgrim's trip page: one booking's departure, flights, stays and plan, what is paid and what
// is due. The link's trip token decides which booking it is; the pay button and the receipts go
// through the booking's pay token, made here from the same plan.
import { amountDueNow, type PayLinkGone } from '@umrah/domain/model/payments';
import { todayInTimeZone } from '@umrah/domain/model/dates';
import { receiptDay } from '@umrah/domain/model/receipts';
import type { TripGroupMessage } from '@umrah/domain/model/group-messages';
import type { TripPackage, TripView } from '@umrah/domain/model/trip';
import { formLanguageOf, type FormLanguage } from '@umrah/domain/model/validation-messages';
import { packages } from '../data/packages';
import { lookUpDeparture } from '../departures/read-departures';
import { detailsLockedFor, tripTravellers } from '../travellers/pilgrim-travellers';
import { linkIsCurrent } from '../payments/link-token';
import { bookingOfLinkToken } from './link-booking';
import { payTokenOf, receiptPathOf } from './pay-link';
import { receiptsOfBooking } from './store/receipts-store';

/** What a wing above this one adds to the page: the messages staff sent the booking's group. */
export type TripMessagesOf = (
  bookingId: string,
  language: FormLanguage,
) => Promise<TripGroupMessage[]>;

/**
 * The trip page's data; null (404) or gone (410) when the link is not valid, as the pay page
 * answers. `messagesOf` is given by the caller (the site composes the group-messages wing in, so
 * this wing never imports it).
 */
export async function readTripView(
  token: string,
  messagesOf?: TripMessagesOf,
): Promise<TripView | PayLinkGone | null> {
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
  const [travellerRecords, detailsLocked, messages] = await Promise.all([
    tripTravellers(booking, departure),
    detailsLockedFor(booking, departure),
    messagesOf ? messagesOf(bookingId, formLanguageOf(booking.language)) : Promise.resolve([]),
  ]);
  const payToken = payTokenOf(key, bookingId, p);
  const payOpen = linkIsCurrent(
    { bookingId, expires: p.linkExpires, version: 0 },
    todayInTimeZone(),
  );
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
  return {
    token,
    reference: p.reference,
    firstName: String(booking.fullName ?? '').split(/\s+/)[0] ?? '',
    packageTitle: booking.packageTitle,
    packageTitleFr: (pkg?.fr?.title ?? '').trim(),
    roomType: p.roomType,
    travellers: p.travellers,
    departureDate: p.departureDate,
    returnDate: departure?.returnDate ?? pkg?.returnDate ?? '',
    flights: departure
      ? { ...departure.flights, connectionsFr: (departure.fr?.connections ?? '').trim() }
      : null,
    pkg: tripPackage,
    status: p.status,
    totalCents: p.totalCents,
    paidCents: p.paidCents,
    pendingCents: p.pendingCents ?? 0,
    dueNowCents: amountDueNow(p, p.paidCents + (p.pendingCents ?? 0)),
    balanceDueDate: p.balanceDueDate,
    payToken: payOpen ? payToken : '',
    receipts: receipts.map((r) => ({
      number: r.number,
      kind: r.kind,
      amountCents: r.amountCents,
      date: receiptDay(r),
      // Receipts open through the pay token even after it retired (print-receipt.ts).
      href: receiptPathOf(payToken, r.number),
    })),
    travellerRecords,
    detailsLocked,
    messages,
  };
}
