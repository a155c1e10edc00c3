import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '@umrah/domain/schemas/settings';
import { apiRequest } from './api-client';

/** The public settings (the admin theme's colours); the shell preloads the same address. */
export function getSettings({ signal }: { signal?: AbortSignal } = {}): Promise<PublicSettings> {
  return apiRequest<PublicSettings>('/api/settings', { signal });
}

export function getSettingsQueryOptions() {
  return queryOptions({ queryKey: ['settings'], queryFn: getSettings });
}

export function useSettingsQuery() {
  return useQuery(getSettingsQueryOptions());
}
