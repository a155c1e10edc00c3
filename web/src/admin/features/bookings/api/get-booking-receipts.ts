import type { Receipt } from '@umrah/domain/model/receipts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { bookingPath } from './get-admin-booking';

/**
 * GET /api/admin/bookings/{id}/receipts: the booking's receipts in number order. Under the
 * booking's key, so recording a payment (which refreshes ['admin', 'bookings']) refreshes them.
 */
export function useBookingReceipts(id: string) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'bookings', id, 'receipts'],
      queryFn: ({ signal }) => apiRequest<Receipt[]>(`${bookingPath(id)}/receipts`, { signal }),
    }),
  );
}
