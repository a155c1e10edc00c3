import { DEFAULT_SITE_NAME } from '@umrah/domain/model/constants';
import { localizedPath, type Locale } from '@umrah/domain/model/locale';
import type { PublicSettings } from '@umrah/domain/schemas/settings';
import { createContext, useContext, type ReactNode } from 'react';
import { translatorFor, type Translate } from '@umrah/i18n/translate';

/**
 * What every server-rendered part of a public page may read: the public settings and the path
 * being rendered. Server-only: islands get what they need as props (public/islands/island.tsx).
 */
export interface Site {
  settings: PublicSettings;
  /**
   * The rendered page's path in the route table, that is its English path, e.g. '/packages' for
   * both /packages and /fr/packages (marks the current navigation link).
   */
  path: string;
  /** The page's language, from its address (/fr/… is French). */
  locale: Locale;
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

export function useLocale(): Locale {
  return useSite().locale;
}

/** The page's messages, in its language. */
export function useT(): Translate {
  return translatorFor(useSite().locale);
}

/** The address of an English path ('/packages') in the page's language ('/fr/packages'). */
export function useHref(): (englishPath: string) => string {
  const { locale } = useSite();
  return (englishPath) => localizedPath(englishPath, locale);
}

export function useSettings(): PublicSettings {
  return useSite().settings;
}

/** The site name from settings, else the default premium Umrah name. */
export function siteNameOf(settings: Pick<PublicSettings, 'siteName'>): string {
  return settings.siteName.trim() || DEFAULT_SITE_NAME;
}
