/**
 * The server renderer of the public pages. The function that serves them (functions/src/edges/site)
 * bundles this file, reads what `queriesFor` names straight from Firestore and calls `render`:
 * the visitor gets the whole page as HTML, and only its islands run script in the browser.
 */
import type {
  PageManifest,
  PageQuery,
  PageQueryKey,
  PageRenderer,
  RenderedPage,
} from '@umrah/domain/model/page-render';
import type { PublicSettings } from '@umrah/domain/schemas/settings';
import { renderToString } from 'react-dom/server';
import { Document, type DocumentHead, type PageAssets } from './document';
import { PageFrame } from './layout/page-frame';
import { canonicalAddress, matchPage } from './routes';
import { IconSprite, IconsProvider, type IconName } from './ui/icon';
import { absoluteUrl } from './seo/urls';
import { breadcrumbData, jsonLdText, pageGraph } from './seo/structured-data';
import { previewImageOf, PREVIEW_IMAGE } from '@umrah/domain/model/images';
import { siteNameOf, SiteProvider } from './site-context';
import {
  alternatesOf,
  localesOfPath,
  localizedPath,
  otherLocales,
  type Locale,
} from '@umrah/domain/model/locale';
import { translatorFor } from '@umrah/i18n/translate';

/** The source path of the pages' script, the key of its entry in Vite's manifest. */
export const CLIENT_ENTRY = 'src/public/client/main.ts';
/** The print stylesheet's entry (linked with media="print"). */
export const PRINT_ENTRY = 'src/public/styles/package-print.css';
/** The Arabic-script fonts' stylesheets, each linked by its language's pages only. */
export const FONT_ENTRIES: Partial<Record<Locale, string>> = {
  ar: 'src/public/styles/fonts-ar.css',
  ur: 'src/public/styles/fonts-ur.css',
};

const SETTINGS_KEY: PageQueryKey = ['settings'];

function queriesFor(pathname: string): PageQueryKey[] {
  const matched = matchPage(pathname);
  return [SETTINGS_KEY, ...(matched.page.reads?.(matched.params) ?? [])];
}

/**
 * The script, stylesheets and preloads of the pages' entry, from Vite's build manifest; for an
 * Arabic or Urdu page, its fonts' stylesheet after the shared one.
 */
export function assetsOf(manifest: PageManifest, locale: Locale = 'en-CA'): PageAssets {
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`${CLIENT_ENTRY} is not in the build manifest`);
  const css = new Set(entry.css ?? []);
  const preloads = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || preloads.has(chunk.file)) return;
    preloads.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of entry.imports ?? []) visit(key);
  const fonts = FONT_ENTRIES[locale];
  const fontCss = fonts ? manifest[fonts] : undefined;
  if (fontCss) css.add(fontCss.file);
  const url = (file: string) => `/${file}`;
  const print = manifest[PRINT_ENTRY];
  return {
    script: url(entry.file),
    css: [...css].map(url),
    ...(print ? { printCss: url(print.file) } : {}),
    modulePreloads: [...preloads].map(url),
  };
}

/**
 * The picture of a page's link preview: the page's own image, else the settings' hero, else the
 * logo (not an SVG); its 1200×630 JPEG when it has renditions (uploads and the seed do), else the image itself.
 */
function previewOf(
  siteUrl: string,
  candidates: (string | null | undefined)[],
): DocumentHead['image'] {
  // SVG is left out: link previews (WhatsApp, Facebook) do not show it.
  const src = candidates.find((url): url is string => !!url && !/\.svg(\?|#|$)/i.test(url));
  if (!src) return undefined;
  const preview = previewImageOf(src);
  return preview
    ? { url: absoluteUrl(siteUrl, preview), ...PREVIEW_IMAGE }
    : { url: absoluteUrl(siteUrl, src) };
}

function render({
  url,
  queries,
  manifest,
  siteUrl,
}: {
  url: string;
  queries: PageQuery[];
  manifest: PageManifest;
  siteUrl: string;
}): RenderedPage {
  // Concatenated, not resolved: a path like '//host/x' must stay a path.
  const { pathname: path, searchParams: query } = new URL(`http://localhost${url}`);
  const matched = matchPage(path);
  const [settingsQuery, ...data] = queries;
  const settings = settingsQuery?.data as PublicSettings;
  const { locale } = matched;
  const t = translatorFor(locale);
  const output = matched.page.render({
    params: matched.params,
    locale,
    t,
    query,
    settings,
    siteUrl,
    data: data.map((q) => q.data),
  });
  const siteName = siteNameOf(settings);
  const title = output.title
    ? `${output.title} | ${siteName}`
    : t('document.homeTitle', { siteName });
  const found = (output.status ?? 200) === 200 && !output.private;
  const versions = output.versions ?? localesOfPath(matched.path);
  const complete = versions.includes(locale);
  const canonical = found ? absoluteUrl(siteUrl, localizedPath(matched.path, locale)) : undefined;
  const items = [
    ...(output.crumbs
      ? [
          breadcrumbData(
            output.crumbs.map((c) => ({ ...c, path: localizedPath(c.path, locale) })),
            siteUrl,
          ),
        ]
      : []),
    ...(output.structuredData ?? []),
  ];
  const head: DocumentHead = {
    title,
    description: output.description,
    siteName,
    canonical,
    noindex: output.noindex === true || output.private === true || !complete,
    locale,
    alternateLocales: otherLocales(locale, matched.path),
    // Only a page that exists has versions to name (a 404 has no canonical either).
    alternates:
      found && complete && versions.length > 1
        ? alternatesOf(matched.path, versions).map((a) => ({
            ...a,
            href: absoluteUrl(siteUrl, a.path),
          }))
        : [],
    kind: output.kind ?? 'website',
    image: previewOf(siteUrl, [output.image, settings.heroImageUrl, settings.logoUrl]),
    structuredData: found ? jsonLdText(pageGraph(settings, siteName, siteUrl, items)) : undefined,
  };
  const icons = new Set<IconName>();
  const body = renderToString(
    <IconsProvider value={icons}>
      <SiteProvider site={{ settings, path: matched.path, locale }}>
        <PageFrame>{output.body}</PageFrame>
      </SiteProvider>
    </IconsProvider>,
  );
  const html = renderToString(
    <Document
      head={head}
      settings={settings}
      assets={assetsOf(manifest, locale)}
      bodyHtml={renderToString(<IconSprite names={icons} />) + body}
    />,
  );
  return {
    status: output.status ?? 200,
    html: `<!doctype html>${html}`,
    ...(output.private ? { private: true } : {}),
  };
}

export const pageRenderer: PageRenderer = { queriesFor, canonicalAddress, render };
