/**
 * The contract between the function that serves the public pages (functions/src/edges/site) and the
 * web app's server renderer of those pages (web/src/public/render-page.tsx), bundled into the
 * function.
 */

/** A public API read, as the API path's segments, e.g. ['packages', 'ramadan-umrah']. */
export type PageQueryKey = readonly string[];

export interface PageQuery {
  key: PageQueryKey;
  /** The public API's answer for that path; null when the API would answer 404. */
  data: unknown;
}

/** One entry of Vite's build manifest (web/dist/.vite/manifest.json), as far as pages need it. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export type PageManifest = Record<string, ManifestChunk>;

export interface RenderedPage {
  /** 200, or 404 for an unknown address or a missing package or blog post. */
  status: number;
  /**
   * A page for one person (the pay page): never cached, never indexed. Its reads are private
   * (['pay', token]), answered by the site function, not the public API.
   */
  private?: boolean;
  /** The whole HTML document. */
  html: string;
}

export interface PageRenderer {
  /** The API reads the page at `pathname` is made from, settings first. */
  queriesFor(pathname: string): PageQueryKey[];
  /**
   * The one address of the page `url` (path and query) shows, which the site redirects to when
   * they differ (301); null for an address no page answers.
   */
  canonicalAddress(url: string): string | null;
  render(input: {
    url: string;
    queries: PageQuery[];
    manifest: PageManifest;
    /** The site's absolute address without a trailing slash (SITE_URL), for canonical links. */
    siteUrl: string;
  }): RenderedPage;
}
