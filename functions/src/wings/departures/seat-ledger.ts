// The departures' side of a booking write: the bookings wing runs its transaction and hands this
// ledger the booking's seats and tally before and after, so the departure's counts move in the same
// transaction as the booking (never in a separate write that could fail on its own).
import type { SeatChange, SeatClaim } from '@umrah/domain/model/departures';
import type { Transaction } from 'firebase-admin/firestore';
import { applySeatChange, countNewRequest } from './store/departures-store';

export async function seatLedger(tx: Transaction, change: SeatChange): Promise<void> {
  await applySeatChange(tx, change);
}

/** A new request's count on its departure (no seat: it reads nothing, so requests never queue). */
export function requestCounter(tx: Transaction, claim: SeatClaim): void {
  countNewRequest(tx, claim);
}

/** A departure's tally as stored and set afresh, read and written in the bookings wing's recount. */
export { departureTallyIn, setDepartureTallyIn } from './store/departures-store';
