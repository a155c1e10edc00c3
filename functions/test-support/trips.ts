// A confirmed booking with the links its pilgrim holds, for the trip page's routes.
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import { tripClaimsOf } from '../src/wings/money/pay-link';
import type { StoredPayment } from '@umrah/domain/model/booking-document';
import { linkKey } from '../src/platform/links/payment-link-key';
import { db } from '../src/platform/firebase/firebase';
import { signLinkToken } from '../src/platform/links/link-token';
import type { ApiClient } from './admin-session';
import { confirmBooking, storeBooking } from './seeded-bookings';

/**
 * A booking of the package for 2 travellers departing in `days` days, confirmed through the
 * admin API, with its trip token and its pay token.
 */
export async function confirmedTrip(
  admin: ApiClient,
  packageId: string,
  days = 120,
): Promise<{ id: string; token: string; payToken: string }> {
  const departure = addDays(todayInTimeZone(), days);
  const id = await storeBooking(departure, { packageId, email: 'amina@example.com' });
  await confirmBooking(admin, id, {
    roomType: 'double',
    numberOfTravelers: 2,
    total: '6000.00',
    departureDate: departure,
    sendEmail: false,
  });
  const p = (await db().collection('bookings').doc(id).get()).get('payment') as StoredPayment;
  const key = await linkKey();
  return {
    id,
    token: signLinkToken(key, tripClaimsOf(id, p), 'trip'),
    payToken: signLinkToken(key, { bookingId: id, expires: p.linkExpires, version: 0 }),
  };
}
