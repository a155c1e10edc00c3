// The booking a pilgrim's link names: the pay page's and the trip page's one check.
import { CLOSED_BOOKING_STATUSES } from '@umrah/domain/model/bookings';
import { todayInTimeZone } from '@umrah/domain/model/dates';
import { linkKey } from '../data/payment-link-key';
import {
  linkIsCurrent,
  parseLinkToken,
  readLinkToken,
  type LinkPurpose,
} from '../payments/link-token';
import { findBooking } from './store/bookings-store';

/**
 * The booking a token names: null when the token is malformed, tampered, signed for another
 * purpose or names no booking (404); 'gone' when it was genuine but is retired: past its last
 * day, replaced by a newer version, or its booking cancelled or completed (410). The token's form
 * is checked before anything is read, so a random address costs no Firestore read.
 */
export async function bookingOfLinkToken(token: string, purpose: LinkPurpose) {
  if (!parseLinkToken(token)) return null;
  const key = await linkKey();
  const claims = readLinkToken(key, token, purpose);
  if (!claims) return null;
  if (!linkIsCurrent(claims, todayInTimeZone())) return 'gone' as const;
  const found = await findBooking(claims.bookingId);
  const p = found?.stored;
  if (!found || !p) return null;
  if (p.linkVersion !== claims.version) return 'gone' as const;
  if ((CLOSED_BOOKING_STATUSES as readonly unknown[]).includes(found.booking.status)) {
    return 'gone' as const;
  }
  return { booking: found.booking, p, bookingId: claims.bookingId, key };
}
