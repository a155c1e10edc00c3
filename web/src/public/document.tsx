import type { ReactNode } from 'react';
import { siteColors, siteColorsCss } from './theme/site-colors';
import type { PublicSettings } from '@umrah/domain/settings';

/** The built files a page links: its stylesheet(s), its script and the chunks that script needs. */
export interface PageAssets {
  css: string[];
  script: string;
  modulePreloads: string[];
}

export interface DocumentHead {
  title: string;
  description: string;
  siteName: string;
}

interface DocumentProps {
  head: DocumentHead;
  settings: PublicSettings;
  assets: PageAssets;
  children: ReactNode;
}

/**
 * The whole HTML document of a public page. The head carries only what the first paint needs:
 * the mode script (before anything paints), the shared stylesheet and the settings' colours as a
 * few CSS variables; the page's one module script runs after parsing and touches only the islands.
 */
export function Document({ head, settings, assets, children }: DocumentProps) {
  return (
    <html lang="en-CA">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        <meta property="og:type" content="website" />
        <meta property="og:title" content={head.title} />
        <meta property="og:description" content={head.description} />
        <meta property="og:site_name" content={head.siteName} />
        <meta name="theme-color" content={siteColors(settings).light.primary} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Applies the saved light/dark mode before the first paint (external: the CSP forbids inline scripts). */}
        <script src="/theme-init.js" />
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <style dangerouslySetInnerHTML={{ __html: siteColorsCss(settings) }} />
        <script type="module" src={assets.script} />
        {assets.modulePreloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}
