// Staff change a booking's status and note, or delete it. A cancelled or completed booking takes
// no payment: its open card checkouts are closed at the provider too. A status that takes or
// frees seats moves its departure's count in the booking's own transaction.
import { CLOSED_BOOKING_STATUSES, type Booking } from '@umrah/domain/model/bookings';
import type { BookingUpdate } from '@umrah/domain/schemas/inbox-updates';
import { log } from '../../platform/log';
import { claimFor, storedClaim } from '@umrah/domain/model/seat-claims';
import { inTransaction } from '../../platform/firebase/transaction';
import { SEAT_TRANSACTION } from '../departures/seat-ledger';
import { closeOpenCheckouts } from '../money/close-checkouts';
import { withPayLink } from '../money/pay-link';
import {
  deleteBookingIn,
  readBookingIn,
  removePassportFile,
  writeStatus,
} from './store/bookings-store';
import { moveSeats } from './seat-moves';

export async function changeBooking(id: string, update: BookingUpdate): Promise<Booking> {
  // One transaction: a status that takes or frees seats moves its departure's count with it;
  // taking seats while earlier waiting-list requests wait is refused.
  const record = await inTransaction(async (tx) => {
    const data = await readBookingIn(tx, id);
    const to = claimFor(storedClaim(data)?.departureId ?? null, { ...data, status: update.status });
    await moveSeats(tx, id, data, to, '');
    return writeStatus(tx, id, data, update, to);
  }, SEAT_TRANSACTION);
  if ((CLOSED_BOOKING_STATUSES as readonly string[]).includes(update.status)) {
    // The status change stands if the provider cannot be reached: checkout refuses closed
    // bookings anyway.
    await closeOpenCheckouts(id).catch((err: unknown) =>
      log.warn('Open checkouts not closed', { id, error: String(err) }),
    );
  }
  return withPayLink(record);
}

/** Deletes the booking (its seats freed in the same write), then its passport file. */
export async function deleteBooking(id: string): Promise<void> {
  const passport = await inTransaction(async (tx) => {
    const data = await readBookingIn(tx, id);
    await moveSeats(tx, id, data, null, '');
    return deleteBookingIn(tx, id, data);
  });
  if (passport) await removePassportFile(passport);
}
