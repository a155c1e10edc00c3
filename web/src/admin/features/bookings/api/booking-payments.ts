import type { Booking } from '@umrah/domain/model/bookings';
import type { PaymentFilter } from '@umrah/domain/model/payments';
import type { ManualPaymentInput } from '@umrah/domain/schemas/payment-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { idempotencyHeaders } from '../../../shared/api/content-api';
import { useRefreshingMutation } from '../../../shared/api/use-refreshing-mutation';
import { INBOX_COUNTS_KEY } from '../../../shared/inbox/api/get-inbox-counts';
import { PAYMENT_COUNTS_KEY } from '../../../shared/inbox/api/get-payment-counts';
import { bookingPath } from './get-admin-booking';

const REFRESH = [['admin', 'bookings'], INBOX_COUNTS_KEY, PAYMENT_COUNTS_KEY];

/**
 * POST /api/admin/bookings/{id}/payments: a payment or refund received outside Stripe, with the
 * Save's Idempotency-Key, so a retried or doubled Save records it once.
 */
export function useRecordPayment() {
  return useRefreshingMutation(
    ({
      id,
      body,
      idempotencyKey,
    }: {
      id: string;
      body: ManualPaymentInput;
      idempotencyKey: string;
    }) =>
      apiRequest<Booking>(`${bookingPath(id)}/payments`, {
        method: 'POST',
        body,
        headers: idempotencyHeaders(idempotencyKey),
      }),
    REFRESH,
  );
}

/** GET /api/admin/bookings?payment=…: the bookings one money filter names, soonest due first. */
export function usePaymentFilteredBookings(filter: PaymentFilter | null) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'bookings', 'payment', filter],
      queryFn: ({ signal }) =>
        apiRequest<Booking[]>(`/api/admin/bookings?payment=${filter ?? ''}`, { signal }),
      enabled: filter !== null,
    }),
  );
}
