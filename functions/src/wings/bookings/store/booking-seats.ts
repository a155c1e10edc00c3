// A departure's bookings recounted, and the waiting list's order, read inside a booking's
// transaction. What one booking claims is read by domain/model/seat-claims.ts; the departures'
// counts are moved by their ledger (departures/seat-ledger.ts).
import {
  isOpenRequest,
  sumTallies,
  waitingAhead,
  type BookingTally,
  type SeatClaim,
} from '@umrah/domain/model/departures';
import { storedClaim, tallyOf, TALLIED } from '@umrah/domain/model/seat-claims';
import { DomainError } from '@umrah/domain/model/errors';
import type { DocumentData, Transaction } from 'firebase-admin/firestore';
import { toIso } from '../../../platform/firebase/timestamps';
import { bookingsCollection } from '../../../platform/firebase/booking-documents';
import * as clock from '../../../platform/clock';

/**
 * A departure's bookings counted afresh inside `tx` (reads only); `mark` then flags the ones not
 * yet TALLIED (writes), so the departure's tally and its bookings' flags agree again.
 */
export async function recountDepartureBookings(
  tx: Transaction,
  departureId: string,
): Promise<{ tally: BookingTally; mark: () => void }> {
  const snap = await tx.get(bookingsCollection().where('departureId', '==', departureId));
  const tally = sumTallies(snap.docs.map((d) => tallyOf(d.data())));
  const untallied = snap.docs.filter((d) => d.get('tallied') !== true);
  return { tally, mark: () => untallied.forEach((d) => tx.update(d.ref, TALLIED)) };
}

/** What a booking confirmed out of the waiting list's order records. */
export interface WaitingListSkip {
  reason: string;
  skipped: string[];
  at: string;
}

/**
 * Refuses to let a booking take seats on `departureId` while waiting-list requests received
 * before it still wait there, unless staff give a reason: then the skip is answered, to be
 * recorded on the booking. A booking already holding seats there (re-confirmed) skips no one.
 */
export async function checkWaitingOrder(
  tx: Transaction,
  bookingId: string,
  data: DocumentData,
  to: SeatClaim | null,
  skipReason: string,
): Promise<WaitingListSkip | null> {
  if (!to || to.seats <= 0) return null;
  const before = storedClaim(data);
  if (before?.departureId === to.departureId && before.seats > 0) return null;
  const snap = await tx.get(
    bookingsCollection()
      .where('departureId', '==', to.departureId)
      .where('waitingList', '==', true),
  );
  const waiting = snap.docs
    .filter((d) => isOpenRequest(String(d.get('status'))))
    .map((d) => ({
      id: d.id,
      receivedAt: toIso(d.get('receivedAt')),
      fullName: String(d.get('fullName') ?? ''),
    }));
  const ahead = waitingAhead({ id: bookingId, receivedAt: toIso(data['receivedAt']) }, waiting);
  if (!ahead.length) return null;
  if (!skipReason.trim()) {
    const first = waiting.find((w) => w.id === ahead[0]?.id);
    throw new DomainError('waiting_list_order', {
      ahead: ahead.length,
      firstName: first?.fullName ?? '',
    });
  }
  return {
    reason: skipReason.trim(),
    skipped: ahead.map((w) => w.id),
    at: clock.now().toISOString(),
  };
}
