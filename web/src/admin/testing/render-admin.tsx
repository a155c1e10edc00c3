import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { NotificationsProvider } from '../shared/components/notifications';
import { createQueryClient } from '../shared/api/query-client';
import { AdminRuntimeProvider } from '../shared/auth/session-store';
import { AdminApp, preloadScreens } from '../app/routes';

/**
 * MUI dialogs and long Formik forms are slow in jsdom, more so on a busy 2-core machine: give
 * findBy/waitFor more than the default second, and whole tests UI_TEST_TIMEOUT_MS.
 */
configure({ asyncUtilTimeout: 5000 });
// Screens load lazily in the app (app/routes.tsx); here they load with the test file.
await preloadScreens();
export const UI_TEST_TIMEOUT_MS = 30_000;

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders the admin area at `path` with the app's real query client and a fresh cache. */
export function renderAdmin(path: string) {
  const user = userEvent.setup({ delay: null });
  const queryClient = createQueryClient();
  const view = render(
    <AdminRuntimeProvider queryClient={queryClient}>
      <NotificationsProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/admin/*" element={<AdminApp />} />
            <Route path="*" element={<p>Public site</p>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </NotificationsProvider>
    </AdminRuntimeProvider>,
  );
  return { ...view, user, queryClient };
}
