import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Package } from '@umrah/domain/package';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/packages/{slug}: one published package (404 otherwise). */
export function getPackage(slug: string, signal?: AbortSignal): Promise<Package> {
  return apiRequest<Package>(`/api/packages/${encodeURIComponent(slug)}`, { signal });
}

export function getPackageQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['packages', slug],
    queryFn: ({ signal }) => getPackage(slug, signal),
  });
}

export function usePackage(slug: string) {
  return useQuery(getPackageQueryOptions(slug));
}
