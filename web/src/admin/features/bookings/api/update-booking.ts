import type { Booking, BookingUpdate } from '@umrah/domain/inbox';
import { apiRequest } from '../../../shared/api/api-client';
import { useInboxMutation } from '../../../shared/inbox/api/use-inbox-mutation';
import { bookingPath } from './get-admin-booking';

/** PUT /api/admin/bookings/{id}: the status and the internal note. */
export function updateBooking({ id, body }: { id: string; body: BookingUpdate }): Promise<Booking> {
  return apiRequest<Booking>(bookingPath(id), { method: 'PUT', body });
}

export function useUpdateBooking() {
  return useInboxMutation('bookings', updateBooking);
}
