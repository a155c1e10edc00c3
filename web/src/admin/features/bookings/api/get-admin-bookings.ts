import type { Booking, BookingStatus } from '@umrah/domain/model/bookings';
import type { BookingCounts } from '@umrah/domain/schemas/paging';
import { useListCounts, usePagedList } from '../../../shared/api/paged-list';

const KEY = ['admin', 'bookings'] as const;
const PATH = '/api/admin/bookings';

/** GET /api/admin/bookings: booking requests a page at a time, newest first, of one status or all. */
export function useAdminBookings(status?: BookingStatus) {
  return usePagedList<Booking>(KEY, PATH, { status });
}

/** GET /api/admin/bookings/counts: how many in all and per status (the tabs). */
export function useBookingCounts() {
  return useListCounts<BookingCounts>(KEY, PATH);
}
