import type { PageManifest, PageRenderer } from '@umrah/domain/model/page-render';
import { readFile } from 'node:fs/promises';

/**
 * The public pages' server renderer and the web build's manifest (their hashed script and
 * stylesheet), which the build puts beside the bundled function (functions/build.mjs:
 * dist/page-renderer/). Loaded on the first page request only: React's server renderer and the
 * pages stay out of the `/api` function's cold start.
 */
export interface PageRendering {
  renderer: PageRenderer;
  manifest: PageManifest;
}

let loading: Promise<PageRendering> | undefined;

export function loadPageRendering(): Promise<PageRendering> {
  loading ??= (async () => {
    const rendererUrl = new URL('./page-renderer/render-page.js', import.meta.url);
    const [module, manifest] = await Promise.all([
      import(rendererUrl.href) as Promise<{ pageRenderer: PageRenderer }>,
      readFile(new URL('./page-renderer/manifest.json', import.meta.url), 'utf8'),
    ]);
    return { renderer: module.pageRenderer, manifest: JSON.parse(manifest) as PageManifest };
  })();
  // A failed load is tried again on the next request rather than remembered.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
