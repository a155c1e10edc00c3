import type { Booking } from '@umrah/domain/model/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

export const bookingPath = (id: string) => `/api/admin/bookings/${encodeURIComponent(id)}`;

/** GET /api/admin/bookings/{id}: one booking request with its status, note and passport. */
export function getAdminBookingQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['admin', 'bookings', id],
    queryFn: ({ signal }) => apiRequest<Booking>(bookingPath(id), { signal }),
  });
}

export function useAdminBooking(id: string) {
  return useQuery(getAdminBookingQueryOptions(id));
}

/**
 * GET /api/admin/bookings/{id}/passport: the scan, streamed behind the admin session (never a
 * public URL). The server writes each view to the audit log.
 */
export const passportPath = (id: string) => `${bookingPath(id)}/passport`;
