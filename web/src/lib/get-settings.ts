import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_SITE_NAME } from '@umrah/domain/constants';
import type { PublicSettings } from '@umrah/domain/settings';
import { apiRequest } from './api-client';

/**
 * Every public settings field as '' (the API's value for an unset field). Written out rather
 * than built with the domain's toPublicSettings: that module brings yup (~40 KB) into the first
 * page's JavaScript. The type makes sure no field is forgotten.
 */
const EMPTY_SETTINGS: PublicSettings = {
  siteName: '',
  logoUrl: '',
  heroImageUrl: '',
  whatsappNumber: '',
  email: '',
  phone: '',
  address: '',
  primaryColor: '',
  secondaryColor: '',
  accentColor: '',
  facebookUrl: '',
  instagramUrl: '',
  twitterUrl: '',
  youtubeUrl: '',
  passportRetentionDays: '',
  stripePublicKey: '',
};

export function getSettings({ signal }: { signal?: AbortSignal } = {}): Promise<PublicSettings> {
  return apiRequest<PublicSettings>('/api/settings', { signal });
}

export function getSettingsQueryOptions() {
  return queryOptions({ queryKey: ['settings'], queryFn: getSettings });
}

export function useSettingsQuery() {
  return useQuery(getSettingsQueryOptions());
}

/**
 * The public settings, complete: '' for anything unset, and all '' while loading or when the
 * request failed, so shared elements (navbar, footer, theme) render at once with the defaults.
 */
export function useSettings(): PublicSettings {
  const { data } = useSettingsQuery();
  return data ? { ...EMPTY_SETTINGS, ...data } : EMPTY_SETTINGS;
}

/** The site name from settings, else the default premium Umrah name. */
export function siteNameOf(settings: Pick<PublicSettings, 'siteName'>): string {
  return settings.siteName.trim() || DEFAULT_SITE_NAME;
}
