import { beforeEach, describe, expect, it } from 'vitest';
import { createAdmin } from '../data/admins';
import { MAX_FAILURES } from '../data/login-throttle';
import { auth } from '../firebase';
import { client, login, newAdminSession, sessionCookieFrom } from '../testing/admin-session';
import { clearAuth, clearFirestore } from '../testing/emulators';

beforeEach(async () => {
  await clearFirestore();
  await clearAuth();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('POST /api/admin/login', () => {
  it('signs an admin in with an HttpOnly, SameSite=Strict session cookie', async () => {
    await createAdmin('fatima', 'secret-pass-1');
    const res = await client().request<{ isAdmin: boolean; username: string }>(
      'POST',
      '/api/admin/login',
      {
        username: 'Fatima',
        password: 'secret-pass-1',
      },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ isAdmin: true, username: 'fatima' });
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/__session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    const session = client(sessionCookieFrom(res));
    expect((await session.request('GET', '/api/admin/check')).status).toBe(200);
  });

  it('answers the same message for a wrong password and an unknown username', async () => {
    await createAdmin('fatima', 'secret-pass-1');
    const wrongPassword = await client().request('POST', '/api/admin/login', {
      username: 'fatima',
      password: 'nope-nope',
    });
    const unknownUser = await client().request('POST', '/api/admin/login', {
      username: 'nobody',
      password: 'nope-nope',
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    expect(wrongPassword.body).toEqual({ message: 'Invalid credentials' });
    expect(unknownUser.body).toEqual(wrongPassword.body);
    expect(wrongPassword.headers.get('set-cookie')).toBeNull();
  });

  it('refuses an Auth user without the admin claim with the same message', async () => {
    await auth().createUser({ email: 'plain@admins.umrah.invalid', password: 'secret-pass-1' });
    const res = await client().request('POST', '/api/admin/login', {
      username: 'plain',
      password: 'secret-pass-1',
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Invalid credentials' });
  });

  it('answers 400 naming the missing fields', async () => {
    const res = await client().request<{ message: string; errors: Record<string, string> }>(
      'POST',
      '/api/admin/login',
      {},
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['password', 'username']);
  });

  it(`locks a username after ${MAX_FAILURES} failures, refusing even the right password, with 429`, async () => {
    await createAdmin('fatima', 'secret-pass-1');
    const statuses: number[] = [];
    for (let i = 0; i < MAX_FAILURES; i++) {
      statuses.push(
        (
          await client().request('POST', '/api/admin/login', {
            username: 'fatima',
            password: `wrong-${i}`,
          })
        ).status,
      );
    }
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const right = await client().request<{ message: string }>('POST', '/api/admin/login', {
      username: 'fatima',
      password: 'secret-pass-1',
    });
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/Too many failed sign-in attempts/);
    // Another username is not affected.
    await createAdmin('omar', 'secret-pass-2');
    expect(
      (
        await client().request('POST', '/api/admin/login', {
          username: 'omar',
          password: 'secret-pass-2',
        })
      ).status,
    ).toBe(200);
  });

  it('refuses a cross-origin login', async () => {
    await createAdmin('fatima', 'secret-pass-1');
    const res = await client().request(
      'POST',
      '/api/admin/login',
      { username: 'fatima', password: 'secret-pass-1' },
      { Origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
  });
});

describe('POST /api/admin/logout', () => {
  it('revokes the session so the old cookie no longer works', async () => {
    const admin = await newAdminSession();
    // Revocation has one-second resolution: a cookie minted in the same second still verifies.
    await sleep(1100);
    const res = await admin.request('POST', '/api/admin/logout');
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/__session=;/);
    expect((await admin.request('GET', '/api/admin/check')).status).toBe(401);
    expect((await admin.request('GET', '/api/admin/packages')).status).toBe(401);
  });
});

describe('PUT /api/admin/change-password', () => {
  it('refuses a wrong current password', async () => {
    const admin = await newAdminSession('first-pass-1');
    const res = await admin.request<{ errors: Record<string, string> }>(
      'PUT',
      '/api/admin/change-password',
      {
        currentPassword: 'not-it',
        newPassword: 'second-pass-2',
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors.currentPassword).toBe('Current password is incorrect');
  });

  it('refuses a new password under 6 characters', async () => {
    const admin = await newAdminSession('first-pass-1');
    const res = await admin.request('PUT', '/api/admin/change-password', {
      currentPassword: 'first-pass-1',
      newPassword: '12345',
    });
    expect(res.status).toBe(400);
  });

  it('changes the password: the new one signs in, the old one does not', async () => {
    const admin = await newAdminSession('first-pass-1');
    await sleep(1100);
    const res = await admin.request('PUT', '/api/admin/change-password', {
      currentPassword: 'first-pass-1',
      newPassword: 'second-pass-2',
    });
    expect(res.status).toBe(200);
    await expect(login(admin.username, 'first-pass-1')).rejects.toThrow(/401/);
    await expect(login(admin.username, 'second-pass-2')).resolves.toBeTruthy();
    // The old cookie was revoked; the answer carried a fresh one.
    expect((await admin.request('GET', '/api/admin/check')).status).toBe(401);
    const fresh = client(sessionCookieFrom(res));
    expect((await fresh.request('GET', '/api/admin/check')).status).toBe(200);
  });
});
