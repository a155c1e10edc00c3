import type { DepartureDetail, DepartureSummary } from '@umrah/domain/model/departures';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';
import { listPath, usePagedList, type PagedList } from '../../api/paged-list';

/** Every query about departures starts with this key, so one write refreshes them all. */
export const DEPARTURES_KEY = ['admin', 'departures'] as const;

export const departurePath = (id: string) => `/api/admin/departures/${encodeURIComponent(id)}`;
export const packageDeparturesPath = (packageId: string) =>
  `/api/admin/packages/${encodeURIComponent(packageId)}/departures`;

export const UPCOMING_DEPARTURES_PATH = '/api/admin/departures';
const UPCOMING_KEY = [...DEPARTURES_KEY, 'upcoming'] as const;

/**
 * GET /api/admin/departures: the upcoming departures across packages, soonest first, a page at a
 * time (`pageSize` a page; the server's default when not given).
 */
export function useUpcomingDeparturePages(pageSize?: number): PagedList<DepartureSummary> {
  return usePagedList<DepartureSummary>(
    UPCOMING_KEY,
    UPCOMING_DEPARTURES_PATH,
    pageSize === undefined ? {} : { limit: String(pageSize) },
  );
}

/** The `count` soonest upcoming departures: the first page only, of that size. */
export function useNextDepartures(count: number) {
  return useQuery(
    queryOptions({
      queryKey: [...UPCOMING_KEY, 'next', count],
      queryFn: ({ signal }) =>
        apiRequest<DepartureSummary[]>(
          listPath(UPCOMING_DEPARTURES_PATH, { limit: String(count) }, null),
          {
            signal,
          },
        ),
    }),
  );
}

/**
 * Departures to choose from (a filter, a move): the soonest ones, a page at a time like the
 * Departures screen (the same pages, read once for both), more loaded as the chooser scrolls.
 */
export function useDepartureChoices(): PagedList<DepartureSummary> {
  return useUpcomingDeparturePages();
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
