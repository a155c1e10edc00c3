import type { DepartureGlance } from '@umrah/domain/model/departure-glance';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { DEPARTURES_KEY, departurePath } from '../../../shared/departures/api/get-departures';

/** Under the departures' key: any change to the departure, its bookings or rooms reads it again. */
export const glanceKey = (departureId: string) =>
  [...DEPARTURES_KEY, 'glance', departureId] as const;

/** GET /api/admin/departures/{id}/glance: the figures and what still blocks the departure. */
export function useDepartureGlance(departureId: string) {
  return useQuery(
    queryOptions({
      queryKey: glanceKey(departureId),
      queryFn: ({ signal }) =>
        apiRequest<DepartureGlance>(`${departurePath(departureId)}/glance`, { signal }),
    }),
  );
}
