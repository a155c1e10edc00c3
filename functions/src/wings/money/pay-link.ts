// The pilgrim's links, made and read back in one place. The pay link: a signed token naming the
// booking, the plan's link version (a new confirmation retires older links) and its last day, on the pay page in the
// booking's language (a French booking's link opens /fr/pay/...), so staff's copy, the
// confirmation mail and every reminder send the pilgrim to the same page.
import { CLOSED_BOOKING_STATUSES, type Booking } from '@umrah/domain/model/bookings';
import { addDays } from '@umrah/domain/model/dates';
import { localeOfLanguage, localizedPath } from '@umrah/domain/model/locale';
import type { FormLanguage } from '@umrah/domain/model/validation-messages';
import { siteUrl } from '../../platform/config';
import { linkKey } from '../../platform/links/payment-link-key';
import {
  linkIsCurrent,
  parseLinkToken,
  readLinkToken,
  signLinkToken,
  type LinkClaims,
  type LinkPurpose,
} from '../../platform/links/link-token';
import { findBooking } from './store/payments-store';
import type { BookingRecord, StoredPayment } from '@umrah/domain/model/booking-document';
import * as clock from '../../platform/clock';

/** The pay page's address for a token, in a language (English when none is known). */
export const payPageOf = (token: string, language: FormLanguage = 'en') =>
  `${siteUrl()}${localizedPath(`/pay/${token}`, localeOfLanguage(language))}`;

/** The token of a stored plan's links, signed with `key` (read once per request or job run). */
const tokenOf = (key: Buffer, bookingId: string, p: StoredPayment) =>
  signLinkToken(key, { bookingId, expires: p.linkExpires, version: p.linkVersion });

/** The pay link of a stored plan. */
export function payLink(
  key: Buffer,
  bookingId: string,
  p: StoredPayment,
  language: FormLanguage = 'en',
): string {
  return payPageOf(tokenOf(key, bookingId, p), language);
}

/** The admin's view of a booking: its pay link filled in when it has a plan. */
export async function withPayLink(record: BookingRecord, key?: Buffer): Promise<Booking> {
  const { booking, stored } = record;
  if (!booking.payment || !stored) return booking;
  const link = payLink(key ?? (await linkKey()), booking.id, stored, booking.language);
  return { ...booking, payment: { ...booking.payment, link } };
}

/**
 * A receipt's PDF through the pilgrim's pay link: the mail's link and the pay page's. The token
 * is the plan's current one; it keeps opening the booking's receipts after the link retires.
 */
export function receiptLink(key: Buffer, bookingId: string, p: StoredPayment, number: string) {
  return receiptPathOf(tokenOf(key, bookingId, p), number, siteUrl());
}

/** The booking confirmation's PDF through the pay link: `/api/pay/{token}/confirmation.pdf`. */
export function confirmationLink(key: Buffer, bookingId: string, p: StoredPayment) {
  return confirmationPathOf(tokenOf(key, bookingId, p), siteUrl());
}

/** The confirmation's address for a token. */
export const confirmationPathOf = (token: string, origin = '') =>
  `${origin}/api/pay/${token}/confirmation.pdf`;

/** The receipt's address for a token: `/api/pay/{token}/receipts/{number}.pdf`. */
export const receiptPathOf = (token: string, number: string, origin = '') =>
  `${origin}/api/pay/${token}/receipts/${number}.pdf`;

/**
 * How long after departure the trip page keeps working: past any return (an Umrah trip is weeks,
 * not months), so the pilgrim can read the hotels and flights while away and their receipts after.
 */
export const TRIP_LINK_DAYS_AFTER_DEPARTURE = 60;

/**
 * The trip token's claims, from the stored plan alone, so every mail names the same link: the
 * plan's version (a new confirmation retires the trip links with the pay links) and a last day
 * after the return, never before the pay link's.
 */
export function tripClaimsOf(bookingId: string, p: StoredPayment): LinkClaims {
  const afterTrip = addDays(p.departureDate, TRIP_LINK_DAYS_AFTER_DEPARTURE);
  return {
    bookingId,
    expires: afterTrip > p.linkExpires ? afterTrip : p.linkExpires,
    version: p.linkVersion,
  };
}

/** The trip page's address for a token, in a language (English when none is known). */
export const tripPageOf = (token: string, language: FormLanguage = 'en') =>
  `${siteUrl()}${localizedPath(`/trip/${token}`, localeOfLanguage(language))}`;

/**
 * The pilgrim's trip link, made here only: a token signed for the trip page (a pay token cannot
 * open it, nor this one the pay page), on the trip page in the booking's language.
 */
export function tripLink(
  key: Buffer,
  bookingId: string,
  p: StoredPayment,
  language: FormLanguage = 'en',
): string {
  return tripPageOf(signLinkToken(key, tripClaimsOf(bookingId, p), 'trip'), language);
}

/** The pay page's token for a plan (the trip page links to the pay page and the receipts). */
export const payTokenOf = (key: Buffer, bookingId: string, p: StoredPayment) =>
  signLinkToken(key, { bookingId, expires: p.linkExpires, version: p.linkVersion });

// Read back: the booking a pilgrim's link names, the pay page's and the trip page's one check.
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
  if (!linkIsCurrent(claims, clock.today())) return 'gone' as const;
  const found = await findBooking(claims.bookingId);
  const p = found?.stored;
  if (!found || !p) return null;
  if (p.linkVersion !== claims.version) return 'gone' as const;
  if ((CLOSED_BOOKING_STATUSES as readonly unknown[]).includes(found.booking.status)) {
    return 'gone' as const;
  }
  return { booking: found.booking, p, bookingId: claims.bookingId, key };
}
