import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderAdmin, UI_TEST_TIMEOUT_MS } from '../../../testing/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('admin pages without a session', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it.each(['/admin/dashboard', '/admin/packages', '/admin/settings', '/admin/users'])(
    'redirect %s to the login page',
    async (path) => {
      const api = fakeApi({
        'GET /api/admin/check': { status: 401, body: { message: 'Not signed in' } },
      });
      renderAdmin(path);

      expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/);
      // Nothing but the session check was asked for.
      expect(api.requests.map((r) => r.path)).toEqual(['/api/admin/check']);
    },
  );

  it('redirects when the session check itself fails', async () => {
    fakeApi({ 'GET /api/admin/check': { status: 500, body: { message: 'Internal error' } } });
    renderAdmin('/admin/reviews');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/));
  });
});
