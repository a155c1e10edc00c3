// The departures' side of a booking write: the bookings wing runs its transaction and hands this
// ledger the booking's seats before and after, so the departure's held count moves in the same
// transaction as the booking (never in a separate write that could fail on its own).
import type { SeatChange } from '@umrah/domain/model/departures';
import type { Transaction } from 'firebase-admin/firestore';
import { applySeatChange } from './store/departures-store';

export async function seatLedger(tx: Transaction, change: SeatChange): Promise<void> {
  await applySeatChange(tx, change);
}
