// The departures' side of a booking write: the bookings' and money's use cases run their
// transactions and hand this ledger the booking's seats and tally before and after, so the departure's counts move in the same
// transaction as the booking (never in a separate write that could fail on its own).
import type { SeatChange, SeatClaim } from '@umrah/domain/model/departures';
import type { Transaction } from 'firebase-admin/firestore';
import { applySeatChange, countNewRequest } from './store/departures-store';

/**
 * Options for every transaction that moves a departure's seats: they all queue on that departure's
 * document, so a burst (staff confirming a group's bookings at once) is retried rather than
 * refused after the default five attempts.
 */
export const SEAT_TRANSACTION = { maxAttempts: 12 } as const;

/**
 * Moves a departure's held seats and tally inside the booking's transaction (reads, then
 * writes): called after the transaction's own reads and before its first write.
 */
export async function seatLedger(tx: Transaction, change: SeatChange): Promise<void> {
  await applySeatChange(tx, change);
}

/**
 * Counts a new request on its departure inside the request's transaction without reading the
 * departure (a blind increment): requests on one departure never wait on each other.
 */
export function requestCounter(tx: Transaction, claim: SeatClaim): void {
  countNewRequest(tx, claim);
}

/** A departure's tally as stored and set afresh, read and written in the bookings wing's recount. */
export { departureTallyIn, setDepartureTallyIn } from './store/departures-store';
