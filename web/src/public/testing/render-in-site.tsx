import { render, type RenderResult } from '@testing-library/react';
import type { Locale } from '@umrah/domain/model/locale';
import type { ReactElement, ReactNode } from 'react';
import { makeSettings } from '../../testing/data';
import { SiteProvider } from '../site-context';

/**
 * Renders a server component (a card, a section) inside a page's site context, as a page would:
 * its messages, links and formats in `locale`. Rerenders keep the context.
 */
export function renderInSite(ui: ReactElement, locale: Locale = 'en-CA'): RenderResult {
  const site = { settings: makeSettings(), path: '/', locale };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SiteProvider site={site}>{children}</SiteProvider>
  );
  return render(ui, { wrapper });
}
