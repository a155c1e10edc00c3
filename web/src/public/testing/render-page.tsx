import { render, type RenderResult } from '@testing-library/react';
import { localeOfPath } from '@umrah/domain/model/locale';
import type { PublicSettings } from '@umrah/domain/schemas/settings';
import { makeSettings } from '../../testing/data';
import { PageFrame } from '../layout/page-frame';
import type { PageOutput, PublicPage, RouteParams } from '../page';
import { translatorFor } from '@umrah/i18n/translate';
import { SiteProvider } from '../site-context';

/** The site address pages are rendered for in tests (absolute links, structured data). */
export const TEST_SITE_URL = 'https://umrah.example';

interface RenderPageOptions {
  /** The address, with its query if any: '/booking?package=ramadan'; French under /fr. */
  path: string;
  params?: RouteParams;
  /** The answers to the page's `reads`, in order (null: the API's 404). */
  data?: unknown[];
  settings?: Partial<PublicSettings>;
}

/**
 * Renders a public page as the server would (page frame included) into jsdom, for Testing
 * Library queries; no island is hydrated. Returns the page's output (title, status) too.
 */
export function renderPage(
  page: PublicPage,
  { path, params = {}, data = [], settings = {} }: RenderPageOptions,
): RenderResult & { output: PageOutput } {
  const fullSettings = makeSettings(settings);
  const url = new URL(`http://localhost${path}`);
  const { locale, path: englishPath } = localeOfPath(url.pathname);
  const output = page.render({
    params,
    locale,
    t: translatorFor(locale),
    query: url.searchParams,
    settings: fullSettings,
    siteUrl: TEST_SITE_URL,
    data,
  });
  const result = render(
    <SiteProvider site={{ settings: fullSettings, path: englishPath, locale }}>
      <PageFrame>{output.body}</PageFrame>
    </SiteProvider>,
  );
  return { ...result, output };
}
