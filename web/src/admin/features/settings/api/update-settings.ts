import type { AdminSettings, SettingsInput } from '@umrah/domain/schemas/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { useReloadThemeSettings } from '../../../shared/api/get-settings';
import { getAdminSettingsQueryOptions } from './get-admin-settings';

/**
 * PUT /api/admin/settings with the full settings object; an empty `stripeSecretKey` keeps the
 * stored one. Answers the updated admin settings.
 */
export function updateSettings(body: SettingsInput): Promise<AdminSettings> {
  return apiRequest<AdminSettings>('/api/admin/settings', { method: 'PUT', body });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  const reloadTheme = useReloadThemeSettings();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(getAdminSettingsQueryOptions().queryKey, saved);
      // The theme follows the saved colours.
      return reloadTheme();
    },
  });
}
