import type { Booking, BookingStatus } from '@umrah/domain/model/bookings';
import type { BookingCounts } from '@umrah/domain/schemas/paging';
import { apiRequest } from '../../../shared/api/api-client';
import { listPath, useListCounts, usePagedList } from '../../../shared/api/paged-list';

const KEY = ['admin', 'bookings'] as const;
const PATH = '/api/admin/bookings';

/**
 * GET /api/admin/bookings: booking requests a page at a time, newest first, of one status or all,
 * of one departure or all.
 */
export function useAdminBookings(status?: BookingStatus, departureId?: string) {
  return usePagedList<Booking>(KEY, PATH, { status, departureId });
}

/** GET /api/admin/bookings/counts: how many in all and per status (the tabs), of one departure. */
export function useBookingCounts(departureId?: string) {
  return useListCounts<BookingCounts>(KEY, PATH, { departureId });
}

/** GET /api/admin/bookings/export: the CSV of what the list's filters show (all without one). */
export function bookingsExportPath(status?: BookingStatus, departureId?: string): string {
  return listPath(`${PATH}/export`, { status, departureId }, null);
}

/** GET /api/admin/bookings/find?reference=: the id of the booking a reference names (404: none). */
export function findBookingByReference(reference: string): Promise<{ id: string }> {
  return apiRequest<{ id: string }>(listPath(`${PATH}/find`, { reference }, null));
}
