import { BOOKING_SUBMIT_DELAY_MS } from '@umrah/domain/constants';
import type { BookingInput } from '@umrah/domain/booking';
import { delay } from '../../../lib/delay';

export type RoomType = 'quad' | 'triple' | 'double';

export interface BookingSubmission {
  booking: BookingInput;
  /** The room type chosen on the package page, when the visitor came from a pricing card. */
  room: RoomType | null;
  passport: File | null;
}

/**
 * Sends a booking request. Spec section 4: for now no network call is made; the sending state
 * lasts BOOKING_SUBMIT_DELAY_MS. Swap the body for a multipart POST /api/bookings when the
 * bookings API is wired in.
 */
export async function submitBooking(_submission: BookingSubmission): Promise<void> {
  await delay(BOOKING_SUBMIT_DELAY_MS);
}
