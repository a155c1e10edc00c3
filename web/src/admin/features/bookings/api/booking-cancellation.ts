import type { Booking } from '@umrah/domain/model/bookings';
import type { CancellationQuote } from '@umrah/domain/model/money/cancellation';
import type { Credit } from '@umrah/domain/model/money/credits';
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

/** A credit as the API answers it: with what is left today. */
export type CreditView = Credit & { leftCents: number };

/** GET /api/admin/bookings/{id}/credits: the credits of the booking's pilgrim. */
export function useBookingCredits(id: string) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'bookings', id, 'credits'],
      queryFn: ({ signal }) => apiRequest<CreditView[]>(`${bookingPath(id)}/credits`, { signal }),
    }),
  );
}

/** POST /api/admin/bookings/{id}/credits/{creditId}/apply: pay part of the booking by credit. */
export function useApplyCredit() {
  return useRefreshingMutation(
    ({ id, creditId, amountCents }: { id: string; creditId: string; amountCents: number }) =>
      apiRequest<Booking>(`${bookingPath(id)}/credits/${creditId}/apply`, {
        method: 'POST',
        body: { amountCents },
      }),
    [['admin', 'bookings'], INBOX_COUNTS_KEY, PAYMENT_COUNTS_KEY],
  );
}
