import type { Package } from '@umrah/domain/schemas/package';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';

/**
 * GET /api/packages/{slug}: the booked package as the site shows it, for its room prices (the
 * confirm form's suggested total). A package no longer published answers 404: no suggestion.
 */
export function getBookedPackageQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['packages', slug],
    queryFn: ({ signal }) =>
      apiRequest<Package>(`/api/packages/${encodeURIComponent(slug)}`, { signal }),
    enabled: slug !== '',
  });
}

export function useBookedPackage(slug: string) {
  return useQuery(getBookedPackageQueryOptions(slug));
}
