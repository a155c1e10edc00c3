import { DEFAULT_SITE_NAME } from '@umrah/domain/constants';
import type { PublicSettings } from '@umrah/domain/settings';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * What every server-rendered part of a public page may read: the public settings and the path
 * being rendered. Server-only: islands get what they need as props (public/islands/island.tsx).
 */
export interface Site {
  settings: PublicSettings;
  /** The rendered page's path, e.g. '/packages' (marks the current navigation link). */
  path: string;
}

const SiteContext = createContext<Site | null>(null);

export function SiteProvider({ site, children }: { site: Site; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() outside a server-rendered public page');
  return site;
}

export function useSettings(): PublicSettings {
  return useSite().settings;
}

/** The site name from settings, else the default premium Umrah name. */
export function siteNameOf(settings: Pick<PublicSettings, 'siteName'>): string {
  return settings.siteName.trim() || DEFAULT_SITE_NAME;
}
