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

    // The tooltip's code loads on the first hover; the hover that asked for it still opens it.
    await user.hover(screen.getByRole('link', { name: 'View site' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('View site (new tab)');

    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(api.to('POST', '/api/admin/logout')[0]?.headers['X-Requested-With']).toBe('fetch');
    // The sign-in screen (without React Query) knew of the sign-out: it did not ask again.
    expect(api.to('GET', '/api/admin/check')).toHaveLength(1);
  });

  it('puts the less used entries in a More menu on a laptop-wide screen (1280 px)', async () => {
    // A window 1280 px wide: media queries answered by their min- and max-width.
    vi.stubGlobal('matchMedia', (query: string) => {
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      const min = /min-width:\s*([\d.]+)px/.exec(query);
      const matches = (!max || 1280 <= Number(max[1])) && (!min || 1280 >= Number(min[1]));
      return {
        matches,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      } as MediaQueryList;
    });
    fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/packages': { body: [] },
      'GET /api/admin/reviews': { body: [] },
    });
    const { user } = renderAdmin('/admin/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    // The spec's entries stay in the bar.
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
    expect(within(nav).queryByRole('link', { name: 'Audit log' })).toBeNull();
    await user.click(within(nav).getByRole('button', { name: 'More' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual([
      'Receipts',
      'Margins',
      "Regulators' reports",
      'Suppliers',
      'Accounting',
      'Group leaders',
      'Privacy',
      'Audit log',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Audit log' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/audit-log$/),
    );
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
