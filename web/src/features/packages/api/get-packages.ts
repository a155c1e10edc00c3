import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Package } from '@umrah/domain/package';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/packages: the published packages, newest first. */
export function getPackages({ signal }: { signal?: AbortSignal } = {}): Promise<Package[]> {
  return apiRequest<Package[]>('/api/packages', { signal });
}

export function getPackagesQueryOptions() {
  return queryOptions({ queryKey: ['packages'], queryFn: getPackages });
}

export function usePackages() {
  return useQuery(getPackagesQueryOptions());
}
