import { dirOf, ogLocaleOf, type Alternate, type Locale } from '@umrah/domain/model/locale';
import { siteColors, siteColorsCss } from './theme/site-colors';
import type { PublicSettings } from '@umrah/domain/schemas/settings';
import { iconLinks, MANIFEST_PATH } from '@umrah/domain/model/site-icons';

/** The built files a page links: its stylesheet(s), its script and the chunks that script needs. */
export interface PageAssets {
  css: string[];
  /** The print rules, apart (media="print"); in the cascade where they were: after `css`. */
  printCss?: string;
  script: string;
  modulePreloads: string[];
}

export interface DocumentHead {
  title: string;
  description: string;
  siteName: string;
  /** The page's absolute canonical address (none on a 404). */
  canonical?: string;
  /** Keep the page out of search results (a filtered list; a page for one person). */
  noindex?: boolean;
  /** The page's language (`lang` and `dir` on <html>, og:locale). */
  locale: Locale;
  /** The other languages the page exists in (og:locale:alternate). */
  alternateLocales: Locale[];
  /** The page in each language and x-default, absolute (none on a 404). */
  alternates: (Alternate & { href: string })[];
  kind: 'website' | 'article';
  /** The link preview's picture, with its size when known. */
  image?: { url: string; width?: number; height?: number; type?: string };
  /** The page's JSON-LD, already escaped for a script element (seo/structured-data.ts). */
  structuredData?: string;
}

interface DocumentProps {
  head: DocumentHead;
  settings: PublicSettings;
  assets: PageAssets;
  /** The page's body, rendered first (its icons decide the sprite): trusted React output. */
  bodyHtml: string;
}

/**
 * The whole HTML document of a public page. The head carries only what the first paint needs:
 * the mode script (before anything paints), the shared stylesheet and the settings' colours as a
 * few CSS variables; the page's one module script runs after parsing and touches only the islands.
 */
export function Document({ head, settings, assets, bodyHtml }: DocumentProps) {
  return (
    <html lang={head.locale} dir={dirOf(head.locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        {head.noindex && <meta name="robots" content="noindex" />}
        {head.canonical && <link rel="canonical" href={head.canonical} />}
        {head.alternates.map((a) => (
          <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
        ))}
        <meta property="og:type" content={head.kind} />
        <meta property="og:title" content={head.title} />
        <meta property="og:description" content={head.description} />
        <meta property="og:site_name" content={head.siteName} />
        <meta property="og:locale" content={ogLocaleOf(head.locale)} />
        {head.alternateLocales.map((l) => (
          <meta key={l} property="og:locale:alternate" content={ogLocaleOf(l)} />
        ))}
        {head.canonical && <meta property="og:url" content={head.canonical} />}
        {head.image && <meta property="og:image" content={head.image.url} />}
        {head.image?.type && <meta property="og:image:type" content={head.image.type} />}
        {head.image?.width && <meta property="og:image:width" content={String(head.image.width)} />}
        {head.image?.height && (
          <meta property="og:image:height" content={String(head.image.height)} />
        )}
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={head.title} />
        <meta name="twitter:description" content={head.description} />
        {head.image && <meta name="twitter:image" content={head.image.url} />}
        <meta name="theme-color" content={siteColors(settings).light.primary} />
        {iconLinks(settings.logoUrl).map((link) => (
          <link key={`${link.rel} ${link.href}`} {...link} />
        ))}
        <link rel="manifest" href={MANIFEST_PATH} />
        {/* Applies the saved light/dark mode before the first paint (external: the CSP forbids inline scripts). */}
        <script src="/theme-init.js" />
        {assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.printCss && <link rel="stylesheet" media="print" href={assets.printCss} />}
        <style dangerouslySetInnerHTML={{ __html: siteColorsCss(settings) }} />
        <script type="module" src={assets.script} />
        {assets.modulePreloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body
        dangerouslySetInnerHTML={{
          __html:
            bodyHtml +
            // Data, not script: the CSP does not apply, and the text is escaped (jsonLdText).
            (head.structuredData
              ? `<script type="application/ld+json">${head.structuredData}</script>`
              : ''),
        }}
      />
    </html>
  );
}
