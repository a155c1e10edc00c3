// The `bookings` documents, shared by the two wings that keep parts of them: bookings (who, what,
// status, seats) and money (the plan, payments and checkout sessions). Each wing's store writes
// only its own fields; both read a document through the one reading in domain/.
import { DomainError } from '@umrah/domain/model/errors';
import { toBookingRecord, type BookingRecord } from '@umrah/domain/model/booking-document';
import type { DocumentData, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
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
