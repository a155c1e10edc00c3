import type { BookingMessages } from '@umrah/domain/model/group-messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { bookingPath } from './get-admin-booking';

/**
 * GET /api/admin/bookings/{id}/messages: the messages staff sent the booking's departure group
 * while it was a recipient, and the pilgrim's messages from the trip page. Under the booking's
 * key, so a send (which refreshes the bookings) refreshes it too.
 */
export function useBookingMessages(id: string) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'bookings', id, 'messages'],
      queryFn: ({ signal }) =>
        apiRequest<BookingMessages>(`${bookingPath(id)}/messages`, { signal }),
    }),
  );
}
