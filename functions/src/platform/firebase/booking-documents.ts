// The `bookings` documents, shared by the two wings that keep parts of them: bookings (who, what,
// status, seats) and money (the plan, payments and checkout sessions). Each wing's store writes
// only its own fields; both read a document through the one reading in domain/.
import { DomainError } from '@umrah/domain/model/errors';
import { toBookingRecord, type BookingRecord } from '@umrah/domain/model/booking-document';
import {
  policyRecord,
  type CancellationPolicy,
} from '@umrah/domain/model/money/cancellation-policy';
import {
  FieldValue,
  type DocumentData,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { isDocId } from './doc-id';
import { db } from './firebase';

export const bookingsCollection = () => db().collection('bookings');

/** The booking `id`'s document; an id no document can have is not found. */
export function bookingRef(id: string) {
  if (!isDocId(id)) throw new DomainError('booking_not_found');
  return bookingsCollection().doc(id);
}

/** The booking's data from a read, or not found. */
export function existing(snap: DocumentSnapshot): DocumentData {
  if (!snap.exists) throw new DomainError('booking_not_found');
  return snap.data() ?? {};
}

/** The booking's stored data, read in the use case's transaction; not found otherwise. */
export async function readBookingIn(tx: Transaction, id: string): Promise<DocumentData> {
  return existing(await tx.get(bookingRef(id)));
}

/** The booking `id` as read now, or null. */
export async function findBooking(id: string): Promise<BookingRecord | null> {
  if (!isDocId(id)) return null;
  const snap = await bookingsCollection().doc(id).get();
  return snap.exists ? toBookingRecord(id, snap.data() ?? {}) : null;
}

/**
 * A booking's `cancellationPolicy` field: the policy its pilgrim accepts now, kept whole with its
 * version and the server's time (as `termsAccepted` is), so a later change of the package's or
 * departure's policy never changes the booking's. Null: no policy to keep. Written by the
 * booking request (bookings) and the pay page's acceptance (money); read by toBookingRecord.
 */
export function acceptedPolicyField(policy: CancellationPolicy | null) {
  const kept = policyRecord(policy);
  return kept && { ...kept, acceptedAt: FieldValue.serverTimestamp() };
}
