import type { NameChangeEntry, NameChangeQuote } from '@umrah/domain/model/money/name-change';
import type { NameChangeInput } from '@umrah/domain/schemas/name-change';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { useRefreshingMutation } from '../../../shared/api/use-refreshing-mutation';
import { DEPARTURES_KEY } from '../../../shared/departures/api/get-departures';
import { bookingPath } from './get-admin-booking';

/** The preview as the API answers it. */
export interface NameChangePreview {
  quote: NameChangeQuote;
  policyVersion: string | null;
}

const nameChangePath = (id: string, index: number) =>
  `${bookingPath(id)}/travellers/${index}/name-change`;

/** GET …/travellers/{n}/name-change: what replacing the traveller costs today. */
export function useNameChangePreview(id: string, index: number) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'bookings', id, 'name-change', index],
      queryFn: ({ signal }) => apiRequest<NameChangePreview>(nameChangePath(id, index), { signal }),
      // Figures of the moment: never a cached fee.
      staleTime: 0,
      gcTime: 0,
      retry: false,
    }),
  );
}

/** POST …/travellers/{n}/name-change: the new traveller takes the place at the previewed fee. */
export function useReplaceTraveller() {
  return useRefreshingMutation(
    ({ id, index, body }: { id: string; index: number; body: NameChangeInput }) =>
      apiRequest<NameChangeEntry>(nameChangePath(id, index), { method: 'POST', body }),
    [['admin', 'bookings'], DEPARTURES_KEY],
  );
}
