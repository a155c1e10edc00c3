import type { PageManifest, PageRenderer, PublicPageRenderer } from '@umrah/domain/page-render';
import { readFile } from 'node:fs/promises';

/**
 * The web app's server renderer and HTML shell, which the build puts beside the bundled function
 * (functions/build.mjs: dist/page-renderer/, dist/app.html). Loaded on the first page request
 * only: React's server renderer and the pages stay out of the `/api` function's cold start.
 */
export interface PageRendering {
  renderer: PageRenderer;
  template: string;
  /** The public pages with islands (web/src/public), tried first. */
  publicRenderer: PublicPageRenderer;
  manifest: PageManifest;
}

let loading: Promise<PageRendering> | undefined;

export function loadPageRendering(): Promise<PageRendering> {
  loading ??= (async () => {
    const rendererUrl = new URL('./page-renderer/entry-server.js', import.meta.url);
    const publicUrl = new URL('./page-renderer/render-page.js', import.meta.url);
    const [module, publicModule, template, manifest] = await Promise.all([
      import(rendererUrl.href) as Promise<{ pageRenderer: PageRenderer }>,
      import(publicUrl.href) as Promise<{ publicPageRenderer: PublicPageRenderer }>,
      readFile(new URL('./app.html', import.meta.url), 'utf8'),
      readFile(new URL('./page-renderer/manifest.json', import.meta.url), 'utf8'),
    ]);
    return {
      renderer: module.pageRenderer,
      template,
      publicRenderer: publicModule.publicPageRenderer,
      manifest: JSON.parse(manifest) as PageManifest,
    };
  })();
  // A failed load is tried again on the next request rather than remembered.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
