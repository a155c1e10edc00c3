import type { BookingTravellers, ReadinessBoard } from '@umrah/domain/model/readiness';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';
import { DEPARTURES_KEY } from '../../departures/api/get-departures';

/**
 * A booking's travellers sit under the booking's key and a board under the departures' key: a
 * change to the booking (its travellers, its payments, its departure) refreshes them as well.
 */
export const bookingTravellersKey = (bookingId: string) =>
  ['admin', 'bookings', bookingId, 'travellers'] as const;
const readinessKey = (departureId: string) =>
  [...DEPARTURES_KEY, 'readiness', departureId] as const;

export const bookingTravellersPath = (bookingId: string) =>
  `/api/admin/bookings/${encodeURIComponent(bookingId)}/travellers`;

export const readinessPath = (departureId: string) =>
  `/api/admin/departures/${encodeURIComponent(departureId)}/readiness`;

/** GET .../bookings/{id}/travellers/{n}/documents/{kind}: an uploaded document (audited). */
export const travellerDocumentPath = (bookingId: string, index: number, kind: string) =>
  `${bookingTravellersPath(bookingId)}/${index}/documents/${kind}`;

/** GET .../departures/{id}/readiness?format=csv: the board as a file (behind the admin session). */
export const readinessCsvPath = (departureId: string) => `${readinessPath(departureId)}?format=csv`;

/** GET .../departures/{id}/manifest.pdf or .csv: the group manifest (passport facts; audited). */
export const manifestPath = (departureId: string, format: 'pdf' | 'csv') =>
  `/api/admin/departures/${encodeURIComponent(departureId)}/manifest.${format}`;

/** GET /api/admin/bookings/{id}/travellers: one record per traveller, with their readiness. */
export function useBookingTravellers(bookingId: string) {
  return useQuery(
    queryOptions({
      queryKey: bookingTravellersKey(bookingId),
      queryFn: ({ signal }) =>
        apiRequest<BookingTravellers>(bookingTravellersPath(bookingId), { signal }),
    }),
  );
}

/** GET /api/admin/departures/{id}/readiness: its confirmed travellers against every rule. */
export function useDepartureReadiness(departureId: string) {
  return useQuery(
    queryOptions({
      queryKey: readinessKey(departureId),
      queryFn: ({ signal }) => apiRequest<ReadinessBoard>(readinessPath(departureId), { signal }),
    }),
  );
}
