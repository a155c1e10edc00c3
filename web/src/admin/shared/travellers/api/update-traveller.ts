import type { TravellerReadiness } from '@umrah/domain/model/readiness';
import type { TravellerInput } from '@umrah/domain/schemas/traveller';
import { apiRequest } from '../../api/api-client';
import { useRefreshingMutation } from '../../api/use-refreshing-mutation';
import { DEPARTURES_KEY } from '../../departures/api/get-departures';
import { bookingTravellersPath } from './get-travellers';

/** PUT /api/admin/bookings/{id}/travellers/{index}: staff's edit (the shared schema). */
export function useUpdateTraveller() {
  return useRefreshingMutation(
    ({ bookingId, index, body }: { bookingId: string; index: number; body: TravellerInput }) =>
      apiRequest<TravellerReadiness>(`${bookingTravellersPath(bookingId)}/${index}`, {
        method: 'PUT',
        body,
      }),
    // The booking's travellers (under the bookings' key) and the departures' boards.
    [['admin', 'bookings'], DEPARTURES_KEY],
  );
}
