import type { Booking } from '@umrah/domain/inbox';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

/** GET /api/admin/bookings: every booking request, newest first. */
export function getAdminBookingsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'bookings'],
    queryFn: ({ signal }) => apiRequest<Booking[]>('/api/admin/bookings', { signal }),
  });
}

export function useAdminBookings() {
  return useQuery(getAdminBookingsQueryOptions());
}
