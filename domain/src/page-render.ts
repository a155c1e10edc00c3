/**
 * The contract between the function that serves the public pages (functions/src/site) and the
 * web app's server renderer (web/src/entry-server.tsx), which is bundled into the function.
 */

/** A query key of the web app: the API path's segments, e.g. ['packages', 'ramadan-umrah']. */
export type PageQueryKey = readonly string[];

export interface PageQuery {
  key: PageQueryKey;
  /** The public API's answer for that path; null when the API would answer 404. */
  data: unknown;
}

export interface PageRenderInput {
  /** Path and query of the visited address, e.g. '/packages?x=1'. */
  url: string;
  /** The answers of every key that `queriesFor` named. */
  queries: PageQuery[];
  /** The built app's HTML shell (web/dist/app.html). */
  template: string;
}

export interface RenderedPage {
  /** 200, or 404 for an unknown address or a missing package or blog post. */
  status: number;
  /** The whole HTML document: the rendered page, its styles and the data to hydrate with. */
  html: string;
}

export interface PageRenderer {
  /** The API reads the first screen of `pathname` needs (settings always come first). */
  queriesFor(pathname: string): PageQueryKey[];
  render(input: PageRenderInput): Promise<RenderedPage>;
}

/** Id of the <script type="application/json"> that carries the server's query data. */
export const PAGE_STATE_ELEMENT_ID = 'page-state';

/** One entry of Vite's build manifest (web/dist/.vite/manifest.json), as far as pages need it. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export type PageManifest = Record<string, ManifestChunk>;

/**
 * The public pages' server renderer (web/src/public/render-page.tsx): whole pages of HTML with
 * islands. null: not one of its pages (the previous renderer answers).
 */
export interface PublicPageRenderer {
  /** The API reads the page at `pathname` is made from, settings first. */
  queriesFor(pathname: string): PageQueryKey[] | null;
  render(input: { url: string; queries: PageQuery[]; manifest: PageManifest }): RenderedPage | null;
}
