import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, fakeApi } from '../../testing/fake-api';
import { renderAdmin, UI_TEST_TIMEOUT_MS } from '../../testing/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('admin layout', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('shows the nav, the username and logs out back to /admin', async () => {
    let signedIn = true;
    const api = fakeApi({
      'GET /api/admin/check': () =>
        signedIn ? { body: ADMIN } : { status: 401, body: { message: 'Not signed in' } },
      'POST /api/admin/logout': () => {
        signedIn = false;
        return { body: { message: 'Logged out' } };
      },
      'GET /api/admin/packages': { body: [] },
      'GET /api/admin/reviews': { body: [] },
    });
    const { user } = renderAdmin('/admin/dashboard');

    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    for (const name of [
      'Dashboard',
      'Settings',
      'Packages',
      'Reviews',
      'Blogs',
      'Gallery',
      'Users',
    ]) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('admin')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(api.to('POST', '/api/admin/logout')[0]?.headers['X-Requested-With']).toBe('fetch');
  });

  it('shows a Page Not Found card for an unknown admin address', async () => {
    fakeApi({ 'GET /api/admin/check': { body: ADMIN } });
    renderAdmin('/admin/nope');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('signs out and returns to /admin when a read answers 401', async () => {
    let signedIn = true;
    fakeApi({
      'GET /api/admin/check': () =>
        signedIn ? { body: ADMIN } : { status: 401, body: { message: 'Not signed in' } },
      'GET /api/admin/reviews': () => {
        signedIn = false;
        return { status: 401, body: { message: 'Not signed in' } };
      },
    });
    renderAdmin('/admin/reviews');

    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
  });
});
