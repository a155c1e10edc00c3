import type { DepartureCancellationView } from '@umrah/domain/model/money/departure-cancellation';
import type { DepartureCancellationInput } from '@umrah/domain/schemas/departure-cancellation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { useRefreshingMutation } from '../../../shared/api/use-refreshing-mutation';
import { DEPARTURES_KEY, departurePath } from '../../../shared/departures/api/get-departures';

const cancellationKey = (departureId: string) =>
  [...DEPARTURES_KEY, departureId, 'cancellation'] as const;

/** GET /api/admin/departures/{id}/cancellation: who was refunded, credited, moved or asked. */
export function useDepartureCancellation(departureId: string) {
  return useQuery(
    queryOptions({
      queryKey: cancellationKey(departureId),
      queryFn: ({ signal }) =>
        apiRequest<DepartureCancellationView>(`${departurePath(departureId)}/cancellation`, {
          signal,
        }),
    }),
  );
}

/** POST .../cancellation: cancels the departure (once) and settles its bookings as decided. */
export function useCancelDeparture(departureId: string) {
  return useRefreshingMutation(
    (body: Partial<DepartureCancellationInput>) =>
      apiRequest<DepartureCancellationView>(`${departurePath(departureId)}/cancellation`, {
        method: 'POST',
        body,
      }),
    [DEPARTURES_KEY, ['admin', 'bookings']],
  );
}
