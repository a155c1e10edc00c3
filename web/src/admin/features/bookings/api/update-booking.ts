import type { Booking } from '@umrah/domain/model/bookings';
import type { BookingUpdate } from '@umrah/domain/schemas/inbox-updates';
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
