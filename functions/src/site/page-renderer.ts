import type { PageRenderer } from '@umrah/domain/page-render';
import { readFile } from 'node:fs/promises';

/**
 * The web app's server renderer and HTML shell, which the build puts beside the bundled function
 * (functions/build.mjs: dist/page-renderer/, dist/app.html). Loaded on the first page request
 * only: React's server renderer and the pages stay out of the `/api` function's cold start.
 */
export interface PageRendering {
  renderer: PageRenderer;
  template: string;
}

let loading: Promise<PageRendering> | undefined;

export function loadPageRendering(): Promise<PageRendering> {
  loading ??= (async () => {
    const rendererUrl = new URL('./page-renderer/entry-server.js', import.meta.url);
    const [module, template] = await Promise.all([
      import(rendererUrl.href) as Promise<{ pageRenderer: PageRenderer }>,
      readFile(new URL('./app.html', import.meta.url), 'utf8'),
    ]);
    return { renderer: module.pageRenderer, template };
  })();
  // A failed load is tried again on the next request rather than remembered.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
