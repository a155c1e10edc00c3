// The trip links of several bookings at once, for mails other wings send to a booking's pilgrim
// (a message to a departure's group): each in its booking's language, as the confirmation's.
import type { Booking } from '@umrah/domain/model/bookings';
import { linkKey } from '../../platform/links/payment-link-key';
import { tripLink } from '../money/pay-link';
import { findBooking } from './store/bookings-store';

/** Booking id → trip link; a booking without a confirmed plan has none (no entry). */
export async function tripLinksOf(bookings: readonly Booking[]): Promise<Map<string, string>> {
  const key = await linkKey();
  const records = await Promise.all(bookings.map((b) => findBooking(b.id)));
  const links = new Map<string, string>();
  for (const record of records) {
    if (!record?.stored) continue;
    links.set(
      record.booking.id,
      tripLink(key, record.booking.id, record.stored, record.booking.language),
    );
  }
  return links;
}
