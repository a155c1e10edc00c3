// The seats a stored booking holds on its departure, and the waiting list's order, read inside a
// booking's transaction. The departures' counts are moved by the ledger the use case passes in
// (departures/seat-ledger.ts), so this store never touches another wing's documents itself.
import {
  NO_TALLY,
  bookingSeats,
  bookingTally,
  isOpenRequest,
  sumTallies,
  waitingAhead,
  type BookingTally,
  type SeatChange,
  type SeatClaim,
} from '@umrah/domain/model/departures';
import { DomainError } from '@umrah/domain/model/errors';
import type { DocumentData, Transaction } from 'firebase-admin/firestore';
import { toIso } from '../../../platform/firebase/timestamps';
import { bookingsCollection } from './collection';
import { storedPaymentOf } from './records';

/**
 * Moves a departure's held seats and tally inside the booking's transaction (reads, then
 * writes): called after the transaction's own reads and before its first write.
 */
export type SeatLedger = (tx: Transaction, change: SeatChange) => Promise<void>;

/**
 * Counts a new request on its departure inside the request's transaction without reading the
 * departure (a blind increment): requests on one departure never wait on each other.
 */
export type RequestCounter = (tx: Transaction, claim: SeatClaim) => void;

/**
 * Options for every transaction that moves a departure's seats: they all queue on that departure's
 * document, so a burst (staff confirming a group's bookings at once) is retried rather than
 * refused after the default five attempts.
 */
export const SEAT_TRANSACTION = { maxAttempts: 12 } as const;

/** What a booking in the state `data` counts on its departure beside its seats. */
function tallyOf(data: DocumentData): BookingTally {
  return bookingTally({
    status: String(data['status'] ?? ''),
    waitingList: data['waitingList'] === true,
    numberOfTravelers: Number(data['numberOfTravelers'] ?? 0),
    paymentStatus: storedPaymentOf(data)?.status ?? null,
  });
}

/**
 * Marks a booking whose tally its departure's tally includes, written with every ledger move.
 * A booking written around this store (an older booking, a test's or the seed's) is not in its
 * departure's tally until a recount adds it: its first move through the ledger then adds it
 * whole instead of taking away what was never counted.
 */
export const TALLIED = { tallied: true } as const;

/**
 * The stored booking's claim now: the seats it holds (its `seatsHeld`) and what its departure's
 * tally counts of it (nothing until it is TALLIED).
 */
export function storedClaim(data: DocumentData): SeatClaim | null {
  const departureId = data['departureId'];
  if (typeof departureId !== 'string' || !departureId) return null;
  const tally = data['tallied'] === true ? tallyOf(data) : NO_TALLY;
  return { departureId, seats: Number(data['seatsHeld'] ?? 0), tally };
}

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

/** The travellers a booking counts: the number agreed at confirmation, else the request's. */
export function travellersOf(data: DocumentData): number {
  const agreed = (data['payment'] as { travellers?: unknown } | null | undefined)?.travellers;
  return typeof agreed === 'number' ? agreed : Number(data['numberOfTravelers'] ?? 0);
}

/** The claim a booking makes on `departureId` once it is in the state `after` (the whole booking). */
export function claimFor(departureId: string | null, after: DocumentData): SeatClaim | null {
  if (!departureId) return null;
  const seats = bookingSeats({
    departureId,
    status: String(after['status'] ?? ''),
    travellers: travellersOf(after),
  });
  return { departureId, seats, tally: tallyOf(after) };
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
    at: new Date().toISOString(),
  };
}
