// A booking's seats moving inside the transaction of the use case that changes it (confirm,
// status, move, delete): taking seats while earlier waiting-list requests wait is refused unless
// staff give a reason, and the departure's counts move with the booking (departures' ledger).
import type { SeatClaim } from '@umrah/domain/model/departures';
import { storedClaim } from '@umrah/domain/model/seat-claims';
import type { DocumentFields } from '@umrah/domain/model/stored-fields';
import type { Transaction } from '../../platform/firebase/transaction';
import { seatLedger } from '../departures/seat-ledger';
import { checkWaitingOrder, type WaitingListSkip } from './store/booking-seats';

/**
 * Moves booking `id` (stored as `data`) from the seats it holds to `to`: after the transaction's
 * reads, before its first write. Answers the waiting-list skip to record, if any.
 */
export async function moveSeats(
  tx: Transaction,
  id: string,
  data: DocumentFields,
  to: SeatClaim | null,
  skipReason: string,
): Promise<WaitingListSkip | null> {
  const skip = await checkWaitingOrder(tx, id, data, to, skipReason);
  await seatLedger(tx, { from: storedClaim(data), to });
  return skip;
}
