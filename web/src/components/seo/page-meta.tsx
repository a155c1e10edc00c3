import { createContext, useContext, useLayoutEffect } from 'react';
import { siteNameOf, useSettings } from '../../lib/get-settings';

interface PageMetaProps {
  /** The page's own title; the site name is appended. Omit on the home page. */
  title?: string;
  description: string;
}

function setMetaContent(
  selector: string,
  attribute: 'name' | 'property',
  key: string,
  content: string,
) {
  let meta = document.head.querySelector<HTMLMetaElement>(selector);
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.appendChild(meta);
  }
  meta.content = content;
}

/** The document head of a page, as the server renders it into the HTML. */
export interface PageHead {
  title: string;
  description: string;
  siteName: string;
}

/**
 * Given only by the server renderer: PageMeta reports the page's head to it while rendering
 * (effects do not run on the server).
 */
export const PageHeadContext = createContext<((head: PageHead) => void) | null>(null);

/** The page's document title and meta description (issue 3), with the site name from settings. */
export function PageMeta({ title, description }: PageMetaProps) {
  const siteName = siteNameOf(useSettings());
  const fullTitle = title ? `${title} | ${siteName}` : `${siteName} | Umrah Packages from Canada`;
  const reportHead = useContext(PageHeadContext);
  reportHead?.({ title: fullTitle, description, siteName });

  // A layout effect: the title is right before the page paints (and before tests look).
  useLayoutEffect(() => {
    document.title = fullTitle;
    setMetaContent('meta[name="description"]', 'name', 'description', description);
    setMetaContent('meta[property="og:title"]', 'property', 'og:title', fullTitle);
    setMetaContent('meta[property="og:description"]', 'property', 'og:description', description);
    setMetaContent('meta[property="og:site_name"]', 'property', 'og:site_name', siteName);
  }, [fullTitle, description, siteName]);

  return null;
}
