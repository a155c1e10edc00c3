import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { AppProvider } from '../app/provider';
import { routes } from '../app/routes';
import { createQueryClient } from '../lib/query-client';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders `ui` with the app's providers (theme, toasts, a fresh query client with the app's
 * defaults) inside a MemoryRouter at `path`.
 */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const user = userEvent.setup({ delay: null });
  const queryClient = createQueryClient();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...view, user, queryClient };
}

/** Renders the whole public app (real routes, lazy pages included) at `path`. */
export function renderApp(path: string) {
  const user = userEvent.setup({ delay: null });
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, user, queryClient, router };
}
