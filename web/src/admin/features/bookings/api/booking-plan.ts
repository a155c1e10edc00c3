import type { Booking } from '@umrah/domain/model/bookings';
import type { PlanChangeInput } from '@umrah/domain/schemas/plan-change';
import { apiRequest } from '../../../shared/api/api-client';
import { useRefreshingMutation } from '../../../shared/api/use-refreshing-mutation';
import { PAYMENT_COUNTS_KEY } from '../../../shared/inbox/api/get-payment-counts';
import { bookingPath } from './get-admin-booking';

/** PUT /api/admin/bookings/{id}/plan: the booking's instalments, changed by staff. */
export function useChangePlan() {
  return useRefreshingMutation(
    ({ id, body }: { id: string; body: PlanChangeInput }) =>
      apiRequest<Booking>(`${bookingPath(id)}/plan`, { method: 'PUT', body }),
    [['admin', 'bookings'], PAYMENT_COUNTS_KEY],
  );
}
