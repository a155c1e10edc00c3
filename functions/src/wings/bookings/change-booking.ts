// Staff change a booking's status and note, or delete it. A cancelled or completed booking takes
// no payment: its open card checkouts are closed at the provider too. A status that takes or
// frees seats moves its departure's count in the booking's own transaction.
import { CLOSED_BOOKING_STATUSES, type Booking } from '@umrah/domain/model/bookings';
import type { BookingUpdate } from '@umrah/domain/schemas/inbox-updates';
import { log } from '../../platform/log';
import { seatLedger } from '../departures/seat-ledger';
import { closeOpenCheckouts } from '../money/close-checkouts';
import { withPayLink } from '../money/pay-link';
import { deleteBooking as removeBooking, updateBooking } from './store/bookings-store';

export async function changeBooking(id: string, update: BookingUpdate): Promise<Booking> {
  const record = await updateBooking(id, update, seatLedger);
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
export function deleteBooking(id: string): Promise<void> {
  return removeBooking(id, seatLedger);
}
