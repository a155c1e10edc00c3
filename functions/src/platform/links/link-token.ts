// The pay page's address: /pay/{token}. The token is HMAC-signed, not stored: a reminder mailed
// weeks later can name the same link again, and nothing in the database can be replayed as a
// link. It carries the booking id, the last day it works and the link's version; re-confirming a
// booking bumps the version, which retires every earlier link. The key is 32 random bytes made on
// first use and kept in privateSettings (data/payment-link-key.ts; no client can read it).
//
// The same tokens open the pilgrim's trip page (/trip/{token}), signed for another purpose: the
// purpose is part of what the HMAC signs (not of the address), so a pay token read as a trip token
// (or the reverse) fails its signature like a tampered one. The pay purpose signs the bare payload,
// as every pay link mailed before trip links existed was signed, so those keep working.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SUBMISSION_ID_PATTERN } from '@umrah/domain/model/submission';

export interface LinkClaims {
  bookingId: string;
  /** YYYY-MM-DD: the last day the link works. */
  expires: string;
  version: number;
}

/**
 * What a signature opens: the pay page (and its receipts), the trip page, or the unsubscribe
 * link. The purpose is signed with the payload, so a signature made for one is never valid for
 * another; pay links sign the payload alone, so the links already mailed still work.
 */
export type LinkPurpose = 'pay' | 'trip' | 'unsubscribe';

/** A signature's length in a token: 24 bytes as base64url. */
export const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export function signature(key: Buffer, payload: string, purpose: LinkPurpose = 'pay'): string {
  const signed = purpose === 'pay' ? payload : `${purpose}:${payload}`;
  // 24 bytes (192 bits) of HMAC-SHA256: beyond guessing, and the address stays short.
  return createHmac('sha256', key).update(signed).digest().subarray(0, 24).toString('base64url');
}

/** Whether `given` is the signature of `payload`, in constant time. */
export function signatureMatches(
  key: Buffer,
  payload: string,
  given: string,
  purpose: LinkPurpose = 'pay',
): boolean {
  const expected = Buffer.from(signature(key, payload, purpose));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const payloadOf = (c: LinkClaims) => `${c.bookingId}.${c.expires.replace(/-/g, '')}.${c.version}`;

export function signLinkToken(
  key: Buffer,
  claims: LinkClaims,
  purpose: LinkPurpose = 'pay',
): string {
  const payload = payloadOf(claims);
  return `${payload}.${signature(key, payload, purpose)}`;
}

/** A token's parts: booking id, last day (YYYYMMDD), version (no leading zero), signature. */
const TOKEN_PATTERN = /^([A-Za-z0-9_-]{16,64})\.(\d{8})\.([1-9]\d{0,5})\.([A-Za-z0-9_-]{32})$/;

/**
 * The claims a token names if it has the form of one, read without the key or any database: the
 * pay page checks this first, so a malformed address costs no Firestore transaction. One spelling
 * per claims (the payload must be exactly what signing would write), so a link cannot be varied
 * (`.03.` for `.3.`) to look new.
 */
export function parseLinkToken(
  token: string,
): { claims: LinkClaims; payload: string; sig: string } | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const [, bookingId = '', day = '', version = '', sig = ''] = match;
  if (!SUBMISSION_ID_PATTERN.test(bookingId)) return null;
  const claims: LinkClaims = {
    bookingId,
    expires: `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}`,
    version: Number(version),
  };
  const payload = payloadOf(claims);
  return payload === `${bookingId}.${day}.${version}` ? { claims, payload, sig } : null;
}

/**
 * The claims of a well-formed, untampered token signed for `purpose`, or null. Expiry and version are the caller's
 * to check against the booking and today.
 */
export function readLinkToken(
  key: Buffer,
  token: string,
  purpose: LinkPurpose = 'pay',
): LinkClaims | null {
  const parsed = parseLinkToken(token);
  if (!parsed) return null;
  return signatureMatches(key, parsed.payload, parsed.sig, purpose) ? parsed.claims : null;
}

/** Whether the link still works on `today` (YYYY-MM-DD, agency time). */
export function linkIsCurrent(claims: LinkClaims, today: string): boolean {
  return today <= claims.expires;
}
