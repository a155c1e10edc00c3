/**
 * The reference a visitor quotes for a booking request or a message ("7KQ2-M9XD"), shown on the
 * confirmation, in the staff's mail, in the visitor's acknowledgement and in the admin inbox.
 *
 * Derived from the submission id, which the visitor's browser makes: a slice of it would let
 * whoever calls the API choose the text the acknowledgement mails to a typed address. So the
 * reference is a hash of the id, the server computes it and sends it back, and it
 * uses Crockford's base32 (no I, L, O or U: read aloud without confusion, no words).
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** FNV-1a, 32 bits, from `seed`: small, synchronous, the same in Node and the browser. */
function fnv1a(text: string, seed: number): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Eight characters (40 bits) from a submission id, grouped 4-4 for reading: "7KQ2-M9XD". */
export function submissionReference(submissionId: string): string {
  const high = fnv1a(submissionId, 0x811c9dc5);
  const low = fnv1a(submissionId, 0x050c5d1f);
  let out = '';
  for (let i = 0; i < 8; i += 1) {
    // 5 bits per character: four from each half.
    const half = i < 4 ? high : low;
    out += ALPHABET[(half >>> ((i % 4) * 5)) & 31];
  }
  return `${out.slice(0, 4)}-${out.slice(4)}`;
}

/**
 * A booking's one reference: the one its request answer and acknowledgement gave (a booking's id
 * is its request's submission id), then shown on every screen, mail, PDF and export. Stored on
 * the booking when the request is sent (`reference`, for the staff search); bookings from before
 * are read the same way, as this is a pure function of the id (no migration needed). Bookings
 * confirmed before kept a payment reference ("UMR-1A2B3C") in `payment.reference`: it is never
 * shown, only still accepted as a search term (a pilgrim may quote it from an older mail).
 */
export function bookingReference(bookingId: string): string {
  return submissionReference(bookingId);
}

/** The reference staff or a pilgrim typed, as stored: trimmed, upper case. */
export function normalizedReference(text: string): string {
  return text.trim().toUpperCase();
}

/** True for a text in the reference's shape (a staff search box may take one). */
export function isSubmissionReference(text: string): boolean {
  return /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/.test(text);
}
