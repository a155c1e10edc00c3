import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { useInboxMutation } from '../../../shared/inbox/api/use-inbox-mutation';
import { getAdminBookingQueryOptions, bookingPath } from './get-admin-booking';

/** DELETE /api/admin/bookings/{id}: the booking and its passport scan. */
export function deleteBooking(id: string): Promise<unknown> {
  return apiRequest(bookingPath(id), { method: 'DELETE' });
}

export function useDeleteBooking() {
  const queryClient = useQueryClient();
  return useInboxMutation('bookings', async (id: string) => {
    const result = await deleteBooking(id);
    // Not read again: it is gone.
    queryClient.removeQueries({ queryKey: getAdminBookingQueryOptions(id).queryKey });
    return result;
  });
}
