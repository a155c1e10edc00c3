import type { Booking } from '@umrah/domain/model/bookings';
import type { Departure, DepartureCounts } from '@umrah/domain/model/departures';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';

/** A departure in staff's lists: its counts and its package's title (as the API answers it). */
export interface DepartureSummary extends Departure {
  packageTitle: string;
  counts: DepartureCounts;
}

/** One departure with its bookings (newest first) and its waiting list in order. */
export interface DepartureDetail extends DepartureSummary {
  bookings: Booking[];
  waitingList: Booking[];
}

/** Every query about departures starts with this key, so one write refreshes them all. */
export const DEPARTURES_KEY = ['admin', 'departures'] as const;

export const departurePath = (id: string) => `/api/admin/departures/${encodeURIComponent(id)}`;
export const packageDeparturesPath = (packageId: string) =>
  `/api/admin/packages/${encodeURIComponent(packageId)}/departures`;

/** GET /api/admin/departures: every upcoming departure across packages, soonest first. */
export function upcomingDeparturesQueryOptions() {
  return queryOptions({
    queryKey: [...DEPARTURES_KEY, 'upcoming'],
    queryFn: ({ signal }) => apiRequest<DepartureSummary[]>('/api/admin/departures', { signal }),
  });
}

export function useUpcomingDepartures() {
  return useQuery(upcomingDeparturesQueryOptions());
}

/** GET /api/admin/packages/{id}/departures: a package's departures (past ones too), soonest first. */
export function usePackageDepartures(packageId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...DEPARTURES_KEY, 'package', packageId],
      queryFn: ({ signal }) =>
        apiRequest<DepartureSummary[]>(packageDeparturesPath(packageId), { signal }),
    }),
  );
}

/** GET /api/admin/departures/{id}: one departure, its counts, bookings and waiting list. */
export function useDeparture(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: [...DEPARTURES_KEY, 'one', id],
      queryFn: ({ signal }) => apiRequest<DepartureDetail>(departurePath(id ?? ''), { signal }),
      enabled: !!id,
    }),
  );
}
