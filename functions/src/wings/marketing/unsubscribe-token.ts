// The unsubscribe link's token (/unsubscribe/{token}): the marketing contact's id (a hash of the
// address, data/marketing-contacts.ts) and an HMAC of it, made with the pay links' code and
// stored key (payments/link-token.ts) under its own purpose, so neither kind of link can pass
// for the other. It never expires: CASL wants the way out to keep working, and it can do nothing
// but unsubscribe the address it names.
import { signature, signatureMatches, SIGNATURE_PATTERN } from '../../platform/links/link-token';

/** A contact id: SHA-256 as base64url, 43 characters. */
const CONTACT_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function signUnsubscribeToken(key: Buffer, contactId: string): string {
  if (!CONTACT_ID_PATTERN.test(contactId)) throw new Error('Not a marketing contact id');
  return `${contactId}.${signature(key, contactId, 'unsubscribe')}`;
}

/** Whether a token has the form of one: checked before anything is read. */
export function looksLikeUnsubscribeToken(token: string): boolean {
  const [id = '', sig = '', ...rest] = token.split('.');
  return rest.length === 0 && CONTACT_ID_PATTERN.test(id) && SIGNATURE_PATTERN.test(sig);
}

/** The contact id of an untampered token, or null. */
export function readUnsubscribeToken(key: Buffer, token: string): string | null {
  if (!looksLikeUnsubscribeToken(token)) return null;
  const [id = '', sig = ''] = token.split('.');
  return signatureMatches(key, id, sig, 'unsubscribe') ? id : null;
}
