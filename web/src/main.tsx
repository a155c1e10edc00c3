import { CacheProvider } from '@emotion/react';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { PAGE_STATE_ELEMENT_ID } from '@umrah/domain/page-render';
import type { PublicSettings } from '@umrah/domain/settings';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter, createAppRouter } from './app/router';
import { resolveLazyRoutes } from './app/routes';
import { createAppTheme } from './app/theme';
import { themeColorsFor } from './app/theme-provider';
import { delay } from './lib/delay';
import { getSettingsQueryOptions } from './lib/get-settings';
import { createQueryClient } from './lib/query-client';
import { releaseDeferredSections } from './components/ui/lazy-near-viewport';
import { createBrowserEmotionCache } from './lib/server-styles';

/** Longest wait for the settings before painting with the defaults. */
const SETTINGS_WAIT_MS = 1500;

const queryClient = createQueryClient();
const container = document.getElementById('root')!;
const serverState = document.getElementById(PAGE_STATE_ELEMENT_ID);

function app() {
  const router = createAppRouter({ serverRendered: serverState !== null });
  // Created here, after resolveLazyRoutes: the first render has the page, and the router has no
  // lazy load in flight whose end RouterProvider could miss before it subscribes.
  // Sections still waiting to load would hold up a navigation (see lazy-near-viewport).
  const unsubscribe = router.subscribe((state) => {
    if (state.navigation.state === 'idle') return;
    releaseDeferredSections();
    unsubscribe();
  });
  return (
    <StrictMode>
      <CacheProvider value={createBrowserEmotionCache()}>
        <AppProvider queryClient={queryClient}>
          <AppRouter router={router} />
        </AppProvider>
      </CacheProvider>
    </StrictMode>
  );
}

/**
 * A public page arrives rendered by the server (functions/src/site) with its data: take over
 * that markup. The page's own code and data must be at hand first, so the first render matches.
 * As a transition, hydration yields to the browser every few milliseconds instead of holding a
 * phone's main thread in one long task.
 */
async function hydratePage(stateElement: HTMLElement) {
  hydrate(queryClient, JSON.parse(stateElement.textContent ?? '{}') as DehydratedState);
  // Each step below in a task of its own (the app's code has just been evaluated in this one):
  // a phone's main thread then never stays busy long enough to delay a tap. Loading the page's
  // code adds a preload link per chunk it needs (about a millisecond each on a fast machine).
  await delay(0);
  await resolveLazyRoutes(window.location.pathname);
  await delay(0);
  // The theme (tens of ms on a phone) apart from hydration's first slice; hydration then finds
  // it made (createAppTheme keeps it).
  const settings = queryClient.getQueryData<PublicSettings>(getSettingsQueryOptions().queryKey);
  createAppTheme(themeColorsFor(settings));
  await delay(0);
  // The first touch, click or key loads every section still waiting: whatever it does next
  // (a navigation, the theme switch) may reach them.
  for (const type of ['pointerdown', 'keydown', 'popstate'] as const) {
    window.addEventListener(type, releaseDeferredSections, { once: true, capture: true });
  }
  startTransition(() => {
    hydrateRoot(container, app());
  });
}

/**
 * The admin area (and any page the server could not render) gets the empty shell. The settings
 * (preloaded by the shell) name the site, its logo and colours: paint with them rather than
 * flashing the defaults first, unless they are slow to come.
 */
async function renderShell() {
  await resolveLazyRoutes(window.location.pathname);
  await Promise.race([
    queryClient.prefetchQuery(getSettingsQueryOptions()),
    delay(SETTINGS_WAIT_MS),
  ]);
  const root = createRoot(container);
  startTransition(() => {
    root.render(app());
  });
}

void (serverState ? hydratePage(serverState) : renderShell());
