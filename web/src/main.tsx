import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { delay } from './lib/delay';
import { getSettingsQueryOptions } from './lib/get-settings';
import { createQueryClient } from './lib/query-client';

/** Longest wait for the settings before painting with the defaults. */
const SETTINGS_WAIT_MS = 1500;

const queryClient = createQueryClient();

function render() {
  const root = createRoot(document.getElementById('root')!);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // building the whole page in one long task: a phone stays responsive while it renders.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    );
  });
}

// The settings (preloaded by index.html) name the site, its logo, colours and hero image: paint
// with them rather than flashing the defaults first, unless they are slow to come.
void Promise.race([
  queryClient.prefetchQuery(getSettingsQueryOptions()),
  delay(SETTINGS_WAIT_MS),
]).then(render);
