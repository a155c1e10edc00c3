import { screen, waitFor, within } from '@testing-library/react';
import { PASSWORD_TOO_COMMON_MESSAGE } from '@umrah/domain/schemas/admin-password';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, fakeApi, type FakeRoutes } from '../../../testing/fake-api';
import { inputIn } from '../../../testing/queries';
import { renderAdmin, UI_TEST_TIMEOUT_MS } from '../../../testing/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(extra: FakeRoutes = {}) {
  const api = fakeApi({
    'GET /api/admin/check': { body: ADMIN },
    'GET /api/admin/settings': { body: {} },
    ...extra,
  });
  return { api, ...renderAdmin('/admin/settings') };
}

async function submit(
  user: ReturnType<typeof setup>['user'],
  current: string,
  next: string,
  confirm: string,
) {
  const form = await screen.findByRole('form', { name: 'Change password' });
  await user.type(inputIn(form, 'Current password'), current);
  await user.type(inputIn(form, 'New password'), next);
  await user.type(inputIn(form, 'Confirm new password'), confirm);
  await user.click(within(form).getByRole('button', { name: 'Change Password' }));
  return form;
}

describe('change password', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('refuses a confirmation that does not match', async () => {
    const { user, api } = setup();
    await submit(user, 'old-secret', 'new-secret-2031', 'other-secret-2031');
    expect(
      await screen.findByText("Passwords don't match - New password and confirmation must match"),
    ).toBeInTheDocument();
    expect(api.to('PUT', '/api/admin/change-password')).toHaveLength(0);
  });

  it('refuses a new password under 12 characters', async () => {
    const { user, api } = setup();
    await submit(user, 'old-secret', 'abcdefghijk', 'abcdefghijk');
    expect(
      await screen.findByText('Password too short - Password must be at least 12 characters'),
    ).toBeInTheDocument();
    expect(api.to('PUT', '/api/admin/change-password')).toHaveLength(0);
  });

  it('refuses a common password with a few characters added', async () => {
    const { user, api } = setup();
    await submit(user, 'old-secret', 'Password2024!', 'Password2024!');
    expect(await screen.findByText(PASSWORD_TOO_COMMON_MESSAGE)).toBeInTheDocument();
    expect(api.to('PUT', '/api/admin/change-password')).toHaveLength(0);
  });

  it('says "Password change failed" when the current password is wrong', async () => {
    const { user } = setup({
      'PUT /api/admin/change-password': {
        status: 400,
        body: {
          message: 'Current password is incorrect',
          errors: { currentPassword: 'Current password is incorrect' },
        },
      },
    });
    const form = await submit(user, 'wrong', 'new-secret-2031', 'new-secret-2031');
    const title = await screen.findByText('Password change failed');
    const toast = title.closest<HTMLElement>('[role="alert"]');
    expect(toast).not.toBeNull();
    expect(within(toast!).getByText('Current password is incorrect')).toBeInTheDocument();
    await waitFor(() =>
      expect(inputIn(form, 'Current password')).toHaveAccessibleDescription(
        'Current password is incorrect',
      ),
    );
    // Still signed in: a wrong password is not a lost session.
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/settings');
  });

  it('falls back to "Please check your current password" when the server gives no message', async () => {
    const { user } = setup({ 'PUT /api/admin/change-password': { status: 500 } });
    await submit(user, 'old-secret', 'new-secret-2031', 'new-secret-2031');
    expect(await screen.findByText('Please check your current password')).toBeInTheDocument();
  });

  it('says "Password changed successfully!" and clears the form', async () => {
    const { user, api } = setup({
      'PUT /api/admin/change-password': { body: { message: 'Password changed' } },
    });
    const form = await submit(user, 'old-secret', 'new-secret-2031', 'new-secret-2031');
    expect(await screen.findByText('Password changed successfully!')).toBeInTheDocument();
    expect(api.to('PUT', '/api/admin/change-password')[0]?.body).toEqual({
      currentPassword: 'old-secret',
      newPassword: 'new-secret-2031',
    });
    await waitFor(() => expect(inputIn(form, 'Current password')).toHaveValue(''));
  });
});
