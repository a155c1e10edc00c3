import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, fakeApi } from '../../../testing/fake-api';
import { renderAdmin, UI_TEST_TIMEOUT_MS } from '../../../testing/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
});

const notSignedIn = { status: 401, body: { message: 'Not signed in' } };

describe('admin login', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('shows "Login failed" with the server message and stays on the login page', async () => {
    const api = fakeApi({
      'GET /api/admin/check': notSignedIn,
      'POST /api/admin/login': { status: 401, body: { message: 'Invalid credentials' } },
    });
    const { user } = renderAdmin('/admin');

    await user.type(await screen.findByLabelText(/Username/), 'admin');
    await user.type(screen.getByLabelText(/Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Login failed')).toBeInTheDocument();
    expect(within(toast).getByText('Invalid credentials')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin');
    expect(api.to('POST', '/api/admin/login')[0]?.body).toEqual({
      username: 'admin',
      password: 'wrong-password',
    });
  });

  it('shows the throttling message of a 429 as it is', async () => {
    const message = 'Too many failed sign-in attempts. Try again in 15 minutes.';
    fakeApi({
      'GET /api/admin/check': notSignedIn,
      'POST /api/admin/login': { status: 429, body: { message } },
    });
    const { user } = renderAdmin('/admin');

    await user.type(await screen.findByLabelText(/Username/), 'admin');
    await user.type(screen.getByLabelText(/Password/), 'x');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('requires username and password before calling the server', async () => {
    const api = fakeApi({ 'GET /api/admin/check': notSignedIn });
    const { user } = renderAdmin('/admin');

    await user.click(await screen.findByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(api.to('POST', '/api/admin/login')).toHaveLength(0);
  });

  it('says "Login successful!", re-checks the session and opens the dashboard', async () => {
    let signedIn = false;
    const api = fakeApi({
      'GET /api/admin/check': () => (signedIn ? { body: ADMIN } : notSignedIn),
      'POST /api/admin/login': () => {
        signedIn = true;
        return { body: ADMIN };
      },
      'GET /api/admin/packages': { body: [] },
      'GET /api/admin/reviews': { body: [] },
    });
    const { user } = renderAdmin('/admin');

    await user.type(await screen.findByLabelText(/Username/), 'admin');
    await user.type(screen.getByLabelText(/Password/), 'umrah-local-admin');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard'),
    );
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(api.to('GET', '/api/admin/check')).toHaveLength(2);
  });

  it('asks for the code after the password when two-step sign-in is on', async () => {
    let signedIn = false;
    const api = fakeApi({
      'GET /api/admin/check': () => (signedIn ? { body: ADMIN } : notSignedIn),
      'POST /api/admin/login': { body: { secondFactor: 'code', ticket: 't-1', username: 'admin' } },
      'POST /api/admin/login/second-factor': (req) => {
        if ((req.body as { code: string }).code.replace(/\s/g, '') !== '123456')
          return { status: 400, body: { message: 'That code is not right.' } };
        signedIn = true;
        return { body: ADMIN };
      },
      'GET /api/admin/packages': { body: [] },
      'GET /api/admin/reviews': { body: [] },
    });
    const { user } = renderAdmin('/admin');

    await user.type(await screen.findByLabelText(/Username/), 'admin');
    await user.type(screen.getByLabelText(/Password/), 'umrah-local-admin');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const code = await screen.findByLabelText(/Code from your app/);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code is not right.')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard'),
    );
    expect(api.to('POST', '/api/admin/login/second-factor')[1]?.body).toEqual({
      ticket: 't-1',
      code: '123 456',
    });
  });

  it('sends a signed-in admin straight to the dashboard', async () => {
    fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/packages': { body: [] },
      'GET /api/admin/reviews': { body: [] },
    });
    renderAdmin('/admin');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard'),
    );
  });
});
