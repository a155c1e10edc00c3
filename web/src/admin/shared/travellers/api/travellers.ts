import type {
  BookingTravellers,
  ReadinessBoard,
  TravellerReadiness,
} from '@umrah/domain/model/readiness';
import type { TravellerInput } from '@umrah/domain/schemas/traveller';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';
import { useRefreshingMutation } from '../../api/use-refreshing-mutation';

/** Every query about travellers starts with this key, so one edit refreshes the booking and boards. */
export const TRAVELLERS_KEY = ['admin', 'travellers'] as const;

const bookingTravellersPath = (bookingId: string) =>
  `/api/admin/bookings/${encodeURIComponent(bookingId)}/travellers`;

export const readinessPath = (departureId: string) =>
  `/api/admin/departures/${encodeURIComponent(departureId)}/readiness`;

/** GET .../departures/{id}/readiness?format=csv: the board as a file (behind the admin session). */
export const readinessCsvPath = (departureId: string) => `${readinessPath(departureId)}?format=csv`;

/** GET /api/admin/bookings/{id}/travellers: one record per traveller, with their readiness. */
export function useBookingTravellers(bookingId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...TRAVELLERS_KEY, 'booking', bookingId],
      queryFn: ({ signal }) =>
        apiRequest<BookingTravellers>(bookingTravellersPath(bookingId), { signal }),
    }),
  );
}

/** GET /api/admin/departures/{id}/readiness: its confirmed travellers against every rule. */
export function useDepartureReadiness(departureId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...TRAVELLERS_KEY, 'departure', departureId],
      queryFn: ({ signal }) => apiRequest<ReadinessBoard>(readinessPath(departureId), { signal }),
    }),
  );
}

/** PUT /api/admin/bookings/{id}/travellers/{index}: staff's edit (the shared schema). */
export function useUpdateTraveller() {
  return useRefreshingMutation(
    ({ bookingId, index, body }: { bookingId: string; index: number; body: TravellerInput }) =>
      apiRequest<TravellerReadiness>(`${bookingTravellersPath(bookingId)}/${index}`, {
        method: 'PUT',
        body,
      }),
    [TRAVELLERS_KEY],
  );
}
