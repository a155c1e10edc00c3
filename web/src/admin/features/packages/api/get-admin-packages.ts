import type { Package } from '@umrah/domain/package';
import { useQuery } from '@tanstack/react-query';
import { adminListQueryOptions } from '../../../shared/api/content-api';

/** GET /api/admin/packages: all packages, drafts included, newest first. */
export function getAdminPackagesQueryOptions() {
  return adminListQueryOptions<Package>('packages');
}

export function useAdminPackages() {
  return useQuery(getAdminPackagesQueryOptions());
}
