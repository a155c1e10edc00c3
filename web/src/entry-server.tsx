/**
 * The server renderer of the public pages. The function that serves them (functions/src/site)
 * bundles this file, fetches the API reads `queriesFor` names straight from Firestore and calls
 * `render`: the visitor's first paint then needs no JavaScript and no API round trip, and the
 * browser hydrates the same markup (main.tsx).
 */
import { CacheProvider } from '@emotion/react';
import { dehydrate } from '@tanstack/react-query';
import {
  PAGE_STATE_ELEMENT_ID,
  type PageRenderer,
  type PageRenderInput,
  type RenderedPage,
} from '@umrah/domain/page-render';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router-dom';
import { AppProvider } from './app/provider';
import { firstScreenQueryKeys, routes } from './app/routes';
import { PageHeadContext, type PageHead } from './components/seo/page-meta';
import { fillPageTemplate } from './lib/page-template';
import { createQueryClient } from './lib/query-client';
import { createServerEmotionCache, serverStyleTags } from './lib/server-styles';

const handler = createStaticHandler(routes);

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

function isNotFound(pathname: string, queries: PageRenderInput['queries']): boolean {
  const matches = matchRoutes(routes, pathname) ?? [];
  const leaf = matches[matches.length - 1];
  return !leaf || leaf.route.path === '*' || queries.some((q) => q.data === null);
}

async function render({ url, queries, template }: PageRenderInput): Promise<RenderedPage> {
  // Concatenated, not resolved: a path like '//host/x' must stay a path.
  const request = new Request(new URL(`http://localhost${url}`));
  const context = await handler.query(request);
  // No route has a loader or redirect: a Response here would be a programming error.
  if (context instanceof Response) throw new Error(`Unexpected router response for ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const queryClient = createQueryClient();
  for (const { key, data } of queries) queryClient.setQueryData(key, data);

  const cache = createServerEmotionCache();
  let head: PageHead | undefined;
  const reportHead = (reported: PageHead) => {
    head = reported;
  };

  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <PageHeadContext.Provider value={reportHead}>
          <AppProvider queryClient={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProvider>
        </PageHeadContext.Provider>
      </CacheProvider>
    </StrictMode>,
    // Every boundary inline, in order: React would otherwise send large ones apart with an
    // inline script to put them in place, which the CSP (no inline scripts) forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const markup = await streamToString(prelude);
  const styles = serverStyleTags(cache);

  return {
    status: isNotFound(new URL(request.url).pathname, queries) ? 404 : 200,
    html: fillPageTemplate(template, {
      markup,
      styles,
      head,
      state: JSON.stringify(dehydrate(queryClient)),
      stateElementId: PAGE_STATE_ELEMENT_ID,
    }),
  };
}

export const pageRenderer: PageRenderer = { queriesFor: firstScreenQueryKeys, render };
