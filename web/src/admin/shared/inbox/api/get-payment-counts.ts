import type { PaymentFilter } from '@umrah/domain/model/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';

export const PAYMENT_COUNTS_KEY = ['admin', 'payment-counts'] as const;

export type PaymentCounts = Record<PaymentFilter, number>;

/** GET /api/admin/payment-counts: how many bookings each money filter holds (dashboard). */
export function usePaymentCounts() {
  return useQuery(
    queryOptions({
      queryKey: PAYMENT_COUNTS_KEY,
      queryFn: ({ signal }) => apiRequest<PaymentCounts>('/api/admin/payment-counts', { signal }),
    }),
  );
}
