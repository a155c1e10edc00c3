import type { PublicSettings } from '@umrah/domain/schemas/settings';
import { createContext, useContext } from 'react';
import { apiRequest } from './api-client';

/** The public settings (the admin theme's colours); the shell preloads the same address. */
export function getSettings({ signal }: { signal?: AbortSignal } = {}): Promise<PublicSettings> {
  return apiRequest<PublicSettings>('/api/settings', { signal });
}

/** Given by the app's theme (app/theme-provider.tsx): reads the settings' colours again. */
export const ReloadThemeSettingsContext = createContext<(() => Promise<void>) | null>(null);

const noReload = () => Promise.resolve();

/** For a settings save: the theme follows the saved colours (nothing where there is no theme). */
export function useReloadThemeSettings(): () => Promise<void> {
  return useContext(ReloadThemeSettingsContext) ?? noReload;
}
