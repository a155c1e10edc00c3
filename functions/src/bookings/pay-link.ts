// The pilgrim's pay link, made in one place: a signed token naming the booking, the plan's link
// version (a new confirmation retires older links) and its last day, on the pay page in the
// booking's language (a French booking's link opens /fr/pay/...), so staff's copy, the
// confirmation mail and every reminder send the pilgrim to the same page.
import type { Booking } from '@umrah/domain/model/bookings';
import { localeOfLanguage, localizedPath } from '@umrah/domain/model/locale';
import type { FormLanguage } from '@umrah/domain/model/validation-messages';
import { siteUrl } from '../config';
import { linkKey } from '../data/payment-link-key';
import { signLinkToken } from '../payments/link-token';
import type { BookingRecord, StoredPayment } from './store/records';

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
