import type { Booking } from '@umrah/domain/model/bookings';
import type { CancellationQuote } from '@umrah/domain/model/money/cancellation';
import type { CancellationDecisionInput } from '@umrah/domain/schemas/cancellation-decision';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { useRefreshingMutation } from '../../../shared/api/use-refreshing-mutation';
import { INBOX_COUNTS_KEY } from '../../../shared/inbox/api/get-inbox-counts';
import { PAYMENT_COUNTS_KEY } from '../../../shared/inbox/api/get-payment-counts';
import { bookingPath } from './get-admin-booking';

/** The preview as the API answers it. */
export interface CancellationPreview {
  quote: CancellationQuote;
  policyVersion: string | null;
}

/** GET /api/admin/bookings/{id}/cancellation: what cancelling `travellers` on `on` costs. */
export function useCancellationPreview(id: string, travellers: number, on: string) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'bookings', id, 'cancellation', travellers, on],
      queryFn: ({ signal }) =>
        apiRequest<CancellationPreview>(
          `${bookingPath(id)}/cancellation?travellers=${travellers}${on ? `&on=${on}` : ''}`,
          { signal },
        ),
      enabled: travellers > 0,
      // The figures stay on screen while the next ones load (no jump as staff change the date).
      placeholderData: keepPreviousData,
    }),
  );
}

/** POST /api/admin/bookings/{id}/cancellation: cancel at today's figures. */
export function useCancelTravellers() {
  return useRefreshingMutation(
    ({ id, body }: { id: string; body: CancellationDecisionInput }) =>
      apiRequest<Booking>(`${bookingPath(id)}/cancellation`, { method: 'POST', body }),
    [['admin', 'bookings'], ['admin', 'departures'], INBOX_COUNTS_KEY, PAYMENT_COUNTS_KEY],
  );
}
