import type { AdminSettings } from '@umrah/domain/schemas/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

/** GET /api/admin/settings: the public settings plus the payment secret, masked. */
export function getAdminSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'settings'],
    queryFn: ({ signal }) => apiRequest<AdminSettings>('/api/admin/settings', { signal }),
  });
}

export function useAdminSettings() {
  return useQuery(getAdminSettingsQueryOptions());
}
