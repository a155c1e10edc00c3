import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, fakeApi, type FakeRoutes } from '../../../testing/fake-api';
import { findDialog, inputIn } from '../../../testing/queries';
import { renderAdmin, UI_TEST_TIMEOUT_MS } from '../../../testing/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
});

const users = [
  { id: 'u1', username: 'admin' },
  { id: 'u2', username: 'fatima' },
];

function setup(extra: FakeRoutes = {}) {
  const api = fakeApi({
    'GET /api/admin/check': { body: ADMIN },
    'GET /api/admin/users': { body: users },
    ...extra,
  });
  return { api, ...renderAdmin('/admin/users') };
}

async function openAddUser(user: ReturnType<typeof setup>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Add User' }));
  return findDialog('Add User');
}

describe('users screen', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('refuses a confirmation that does not match', async () => {
    const { user, api } = setup();
    const dialog = await openAddUser(user);
    await user.type(inputIn(dialog, 'Username'), 'yusuf');
    await user.type(inputIn(dialog, 'Security email'), 'yusuf@agency.example');
    await user.type(inputIn(dialog, 'Password'), 'prayer-mat-2031');
    await user.type(inputIn(dialog, 'Confirm password'), 'prayer-mat-2032');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Password and confirmation must match')).toBeVisible();
    expect(api.to('POST', '/api/admin/users')).toHaveLength(0);
  });

  it('creates a user and says "User created successfully!"', async () => {
    const { user, api } = setup({
      'POST /api/admin/users': { status: 201, body: { id: 'u3', username: 'yusuf' } },
    });
    const dialog = await openAddUser(user);
    await user.type(inputIn(dialog, 'Username'), 'Yusuf');
    await user.type(inputIn(dialog, 'Security email'), 'yusuf@agency.example');
    await user.type(inputIn(dialog, 'Password'), 'prayer-mat-2031');
    await user.type(inputIn(dialog, 'Confirm password'), 'prayer-mat-2031');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('User created successfully!')).toBeInTheDocument();
    expect(api.to('POST', '/api/admin/users')[0]?.body).toEqual({
      username: 'yusuf',
      email: 'yusuf@agency.example',
      password: 'prayer-mat-2031',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add User' })).not.toBeInTheDocument(),
    );
  });

  it('says "Failed to create user" with the message of a taken username', async () => {
    const { user } = setup({
      'POST /api/admin/users': {
        status: 409,
        body: {
          message: 'The username "fatima" is already taken',
          errors: { username: 'This username is already taken' },
        },
      },
    });
    const dialog = await openAddUser(user);
    await user.type(inputIn(dialog, 'Username'), 'fatima');
    await user.type(inputIn(dialog, 'Security email'), 'fatima@agency.example');
    await user.type(inputIn(dialog, 'Password'), 'prayer-mat-2031');
    await user.type(inputIn(dialog, 'Confirm password'), 'prayer-mat-2031');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Failed to create user')).toBeInTheDocument();
    expect(screen.getByText('The username "fatima" is already taken')).toBeInTheDocument();
    expect(await within(dialog).findByText('This username is already taken')).toBeVisible();
  });

  it('does not offer to delete your own account', async () => {
    setup();
    const me = await screen.findByRole('listitem', { name: 'admin' });
    expect(within(me).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(within(me).getByText('You cannot delete your own account.')).toBeInTheDocument();
    const other = screen.getByRole('listitem', { name: 'fatima' });
    expect(within(other).getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it('deletes another user after confirmation', async () => {
    const { user, api } = setup({
      'DELETE /api/admin/users/u2': { body: { message: 'Deleted' } },
    });
    const other = await screen.findByRole('listitem', { name: 'fatima' });
    await user.click(within(other).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete user?' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this user (fatima)?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('User deleted successfully!')).toBeInTheDocument();
    expect(api.to('DELETE', '/api/admin/users/u2')).toHaveLength(1);
  });

  it('says "Failed to delete user" with the server message when refused', async () => {
    const { user } = setup({
      'DELETE /api/admin/users/u2': {
        status: 400,
        body: { message: 'Cannot delete the last admin' },
      },
    });
    const other = await screen.findByRole('listitem', { name: 'fatima' });
    await user.click(within(other).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete user?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Failed to delete user')).toBeInTheDocument();
    expect(screen.getByText('Cannot delete the last admin')).toBeInTheDocument();
  });
});
