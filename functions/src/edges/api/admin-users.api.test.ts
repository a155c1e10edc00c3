import { PASSWORD_TOO_COMMON_MESSAGE } from '@umrah/domain/schemas/admin-password';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  login,
  newAdminSession as signIn,
  proveSecondFactor,
} from '../../../test-support/admin-session';
import { auth } from '../../platform/firebase/firebase';
import { clearAuth, clearFirestore } from '../../../test-support/emulators';

interface AdminUser {
  id: string;
  username: string;
}

beforeEach(async () => {
  await clearFirestore();
  await clearAuth();
});

/** An admin whose session may change the admin list (a factor, checked just now). */
async function newAdminSession() {
  const admin = await signIn();
  await proveSecondFactor(admin);
  return admin;
}

describe('/api/admin/users', () => {
  it('lists admins with id and username only', async () => {
    const admin = await newAdminSession();
    const res = await admin.request<AdminUser[]>('GET', '/api/admin/users');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ id: admin.uid, username: admin.username }]);
  });

  it('creates an admin who can then sign in, and refuses a taken username with 409', async () => {
    const admin = await newAdminSession();
    const created = await admin.request<AdminUser>('POST', '/api/admin/users', {
      username: 'yusuf',
      password: 'yusuf-pass-1',
      email: 'staff@staff.example',
    });
    expect(created.status).toBe(201);
    expect(created.body.username).toBe('yusuf');
    expect(JSON.stringify(created.body)).not.toContain('yusuf-pass-1');
    await expect(login('yusuf', 'yusuf-pass-1')).resolves.toBeTruthy();
    const again = await admin.request('POST', '/api/admin/users', {
      username: 'Yusuf',
      password: 'other-pass-1',
      email: 'staff@staff.example',
    });
    expect(again.status).toBe(409);
  });

  it('validates the new user: short password and missing username', async () => {
    const admin = await newAdminSession();
    const res = await admin.request<{ errors: Record<string, string> }>(
      'POST',
      '/api/admin/users',
      { password: '123' },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('username');
    expect(res.body.errors).toHaveProperty('password');
  });

  it('refuses a common password with a few characters added', async () => {
    const admin = await newAdminSession();
    const res = await admin.request<{ errors: Record<string, string> }>(
      'POST',
      '/api/admin/users',
      { username: 'yusuf', email: 'yusuf@staff.example', password: 'admin12345678' },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ password: PASSWORD_TOO_COMMON_MESSAGE });
  });

  it('refuses to delete your own account', async () => {
    const admin = await newAdminSession();
    await admin.request('POST', '/api/admin/users', {
      username: 'yusuf',
      password: 'yusuf-pass-1',
      email: 'staff@staff.example',
    });
    const res = await admin.request('DELETE', `/api/admin/users/${admin.uid}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'own_account_delete',
      message: 'Cannot delete your own account',
    });
  });

  it('deletes another admin, whose session then ends', async () => {
    const admin = await newAdminSession();
    const other = await newAdminSession();
    const res = await admin.request('DELETE', `/api/admin/users/${other.uid}`);
    expect(res.status).toBe(200);
    expect((await other.request('GET', '/api/admin/check')).status).toBe(401);
    const list = await admin.request<AdminUser[]>('GET', '/api/admin/users');
    expect(list.body.map((u) => u.id)).toEqual([admin.uid]);
  });

  it('answers 404 for an unknown id', async () => {
    const admin = await newAdminSession();
    await newAdminSession();
    expect((await admin.request('DELETE', '/api/admin/users/no-such-user')).status).toBe(404);
  });

  it('the last-admin race: two admins deleting each other at once leave one admin', async () => {
    for (let round = 0; round < 3; round++) {
      await clearAuth();
      await clearFirestore();
      const a = await newAdminSession();
      const b = await newAdminSession();
      const [ab, ba] = await Promise.all([
        a.request('DELETE', `/api/admin/users/${b.uid}`),
        b.request('DELETE', `/api/admin/users/${a.uid}`),
      ]);
      expect([ab.status, ba.status].sort()).toEqual([200, 401]);
      const left = await listUsers();
      expect(left).toHaveLength(1);
      expect(left[0]).toBe(ab.status === 200 ? a.uid : b.uid);
    }
  });

  it('the last-admin race: five admins deleting one another at once leave at least one', async () => {
    const admins = await Promise.all(Array.from({ length: 5 }, () => newAdminSession()));
    const answers = await Promise.all(
      admins.map((actor, i) => {
        const target = admins[(i + 1) % admins.length]!;
        return actor.request('DELETE', `/api/admin/users/${target.uid}`);
      }),
    );
    expect(answers.every((r) => [200, 401].includes(r.status))).toBe(true);
    expect((await listUsers()).length).toBeGreaterThanOrEqual(1);
  });

  it('one admin deleting two others at once deletes both (the deletes wait their turn)', async () => {
    const admin = await newAdminSession();
    const others = [await newAdminSession(), await newAdminSession()];
    const answers = await Promise.all(
      others.map((o) => admin.request('DELETE', `/api/admin/users/${o.uid}`)),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(await listUsers()).toEqual([admin.uid]);
  });
});

/** The uids of the admins left in Auth. */
async function listUsers(): Promise<string[]> {
  const page = await auth().listUsers(1000);
  return page.users.filter((u) => u.customClaims?.isAdmin === true).map((u) => u.uid);
}
