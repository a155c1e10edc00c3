// The bookings' side of a departure the agency cancelled: which bookings it concerns (those still
// on it, and those moved away from it, which keep their offer) and the offer each keeps.
import type { DepartureCancellationOffer } from '@umrah/domain/model/money/departure-cancellation';
import { FieldValue, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import { bookingRef, bookingsCollection } from '../../../platform/firebase/booking-documents';

/** The departure's bookings and those it moved away, as stored, by id. */
export async function bookingsOfCancelledDeparture(
  departureId: string,
): Promise<{ id: string; data: DocumentData }[]> {
  const [on, moved] = await Promise.all([
    bookingsCollection().where('departureId', '==', departureId).get(),
    bookingsCollection().where('departureCancellation.departureId', '==', departureId).get(),
  ]);
  const byId = new Map<string, DocumentData>();
  for (const doc of [...on.docs, ...moved.docs]) byId.set(doc.id, doc.data());
  return [...byId.entries()].map(([id, data]) => ({ id, data }));
}

/** Stores the booking's offer (and what was answered or done) in `tx`. */
export function writeDepartureOffer(
  tx: Transaction,
  id: string,
  offer: DepartureCancellationOffer,
): void {
  tx.update(bookingRef(id), {
    departureCancellation: offer,
    updatedAt: FieldValue.serverTimestamp(),
  });
}
