import { PASSWORD_TOO_SHORT_MESSAGE } from '@umrah/domain/schemas/admin';
import { PASSWORD_TOO_COMMON_MESSAGE } from '@umrah/domain/schemas/admin-password';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAdmin } from '../../wings/staff/admins';
import { FREE_ATTEMPTS, NAME_ATTACK_THRESHOLD, delayAfter } from '../../wings/staff/login-throttle';
import { auth, db } from '../../platform/firebase/firebase';
import {
  client,
  login,
  newAdminSession,
  proveSecondFactor,
  sessionCookieFrom,
} from '../../../test-support/admin-session';
import { clearAuth, clearFirestore } from '../../../test-support/emulators';

beforeEach(async () => {
  await clearFirestore();
  await clearAuth();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Attempts one address may make within `ms`: the free ones, then one after each delay. */
function attemptsAllowedWithin(ms: number): number {
  let attempts = FREE_ATTEMPTS;
  let spent = delayAfter(attempts, FREE_ATTEMPTS);
  while (spent <= ms) {
    attempts++;
    spent += delayAfter(attempts, FREE_ATTEMPTS);
  }
  return attempts;
}

/** Addresses as the Hosting CDN passes them to the function (the CDN's edge appended last). */
const STRANGER = '203.0.113.66';
const ADMIN_HOME = '192.0.2.10';

function loginFrom(address: string, username: string, password: string) {
  return client().request<{ code?: string; message: string }>(
    'POST',
    '/api/admin/login',
    { username, password },
    { 'X-Forwarded-For': `${address}, 35.191.0.1` },
  );
}

/** A browser at `address`: keeps the `__session` cookie it is given, as a real one would. */
function browserAt(address: string) {
  let cookie = '';
  const headers = { 'X-Forwarded-For': `${address}, 35.191.0.1` };
  return {
    async login(username: string, password: string) {
      const res = await client(cookie).request<{ message: string }>(
        'POST',
        '/api/admin/login',
        { username, password },
        headers,
      );
      if (res.headers.get('set-cookie')) cookie = sessionCookieFrom(res);
      return res;
    },
    /** Admin work: any call behind the admin guard. */
    work() {
      return client(cookie).request('GET', '/api/admin/packages', undefined, headers);
    },
  };
}

async function auditEntries(): Promise<Record<string, unknown>[]> {
  const snap = await db().collection('auditLog').get();
  return snap.docs.map((d) => d.data());
}

describe('POST /api/admin/login', () => {
  it('signs an admin in with an HttpOnly, SameSite=Strict session cookie', async () => {
    await createAdmin('fatima', 'secret-pass-1');
    const res = await client().request<{ isAdmin: boolean; username: string; graceEndsAt: string }>(
      'POST',
      '/api/admin/login',
      {
        username: 'Fatima',
        password: 'secret-pass-1',
      },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ isAdmin: true, username: 'fatima' });
    // Without a second factor yet, inside the grace period (14 days by default).
    expect(Date.parse(res.body.graceEndsAt)).toBeGreaterThan(Date.now() + 13 * 86_400_000);
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
    expect(wrongPassword.body).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid credentials',
    });
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
    expect(res.body).toEqual({ code: 'invalid_credentials', message: 'Invalid credentials' });
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

  it(`slows one address after ${FREE_ATTEMPTS} failures, refusing even the right password, with 429 and Retry-After`, async () => {
    await createAdmin('fatima', 'secret-pass-1');
    const statuses: number[] = [];
    for (let i = 0; i < FREE_ATTEMPTS; i++) {
      statuses.push((await loginFrom(STRANGER, 'fatima', `wrong-${i}`)).status);
    }
    expect(statuses).toEqual(Array(FREE_ATTEMPTS).fill(401));
    const right = await loginFrom(STRANGER, 'fatima', 'secret-pass-1');
    expect(right.status).toBe(429);
    expect(right.body.code).toBe('too_many_sign_in_attempts');
    expect(right.body.message).toMatch(
      /^Too many failed sign-in attempts\. Try again in \d+ seconds?\.$/,
    );
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Another username is not affected.
    await createAdmin('omar', 'secret-pass-2');
    expect((await loginFrom(STRANGER, 'omar', 'secret-pass-2')).status).toBe(200);
    // The wait grows but ends: after it, the right password works again from that address.
    await sleep(Number(right.headers.get('retry-after')) * 1000 + 100);
    expect((await loginFrom(STRANGER, 'fatima', 'secret-pass-1')).status).toBe(200);
  });

  // Twenty sign-ins at once take seconds on a loaded 2-core machine; the check allows for it.
  it(
    'counts before checking: 20 wrong passwords sent at once reach the password check no more than the schedule allows',
    { timeout: 90_000 },
    async () => {
      await createAdmin('admin', 'secret-pass-1');
      const started = Date.now();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => loginFrom(STRANGER, 'admin', `guess-${i}`)),
      );
      const elapsed = Date.now() - started;
      const statuses = answers.map((a) => a.status);
      const evaluated = statuses.filter((s) => s === 401).length;
      console.info(`parallel guesses: ${evaluated} of 20 evaluated in ${elapsed} ms`);
      // 5 at once; a 6th only after a 1 s delay, a 7th 2 s later, and so on. A burst that the
      // machine takes longer than 1 s to serve may legitimately see one more.
      expect(evaluated).toBeLessThanOrEqual(attemptsAllowedWithin(elapsed));
      expect(evaluated).toBeGreaterThanOrEqual(1);
      // Every other answer is a 429 with Retry-After: never a 5xx.
      for (const a of answers.filter((x) => x.status !== 401)) {
        expect(a.status).toBe(429);
        expect(Number(a.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      }
      // Only evaluated attempts reach the audit log.
      const failed = (await auditEntries()).filter((e) => e.action === 'Failed sign-in');
      expect(failed).toHaveLength(evaluated);
    },
  );

  it("lets the real admin sign in from their own address while a stranger's address is slowed", async () => {
    await createAdmin('admin', 'secret-pass-1');
    for (let i = 0; i < FREE_ATTEMPTS + 2; i++) await loginFrom(STRANGER, 'admin', `guess-${i}`);
    expect((await loginFrom(STRANGER, 'admin', 'secret-pass-1')).status).toBe(429);
    const real = await loginFrom(ADMIN_HOME, 'admin', 'secret-pass-1');
    expect(real.status).toBe(200);
    expect(real.headers.get('set-cookie')).toMatch(/__session=/);
  });

  it(`keeps a known-good address free when ${NAME_ATTACK_THRESHOLD}+ failures from many addresses target one name`, async () => {
    await createAdmin('admin', 'secret-pass-1');
    // The real admin has signed in from home before and worked in the admin area.
    const home = browserAt(ADMIN_HOME);
    expect((await home.login('admin', 'secret-pass-1')).status).toBe(200);
    expect((await home.work()).status).toBe(200);
    // A crowd of addresses guesses until the name is under attack.
    const crowd = Math.ceil(NAME_ATTACK_THRESHOLD / FREE_ATTEMPTS);
    for (let a = 0; a < crowd; a++) {
      for (let i = 0; i < FREE_ATTEMPTS; i++) {
        expect((await loginFrom(`198.51.100.${a + 1}`, 'admin', `guess-${i}`)).status).toBe(401);
      }
    }
    // A new stranger gets one try, then shares the name's delay with every other stranger.
    expect((await loginFrom('198.51.100.200', 'admin', 'guess')).status).toBe(401);
    expect((await loginFrom('198.51.100.201', 'admin', 'guess')).status).toBe(429);
    // The real admin, from home, still signs in at once.
    expect((await home.login('admin', 'secret-pass-1')).status).toBe(200);
  });

  it("does not let guesses that name a known-good address spend its allowance (the reviewer's lockout probe)", async () => {
    await createAdmin('admin', 'secret-pass-1');
    const home = browserAt(ADMIN_HOME);
    expect((await home.login('admin', 'secret-pass-1')).status).toBe(200);
    expect((await home.work()).status).toBe(200);
    // A stranger names the admin's address (as a call to the function's own URL can) 7 times.
    const guesses: number[] = [];
    for (let i = 0; i < 7; i++)
      guesses.push((await loginFrom(ADMIN_HOME, 'admin', `g-${i}`)).status);
    expect(guesses.slice(0, FREE_ATTEMPTS)).toEqual(Array(FREE_ATTEMPTS).fill(401));
    expect(guesses.slice(FREE_ATTEMPTS)).toContain(429);
    // The stranger stays slowed even with the right password...
    expect((await loginFrom(ADMIN_HOME, 'admin', 'secret-pass-1')).status).toBe(429);
    // ...while the admin's own browser at that address signs in at once.
    const real = await home.login('admin', 'secret-pass-1');
    expect(real.status).toBe(200);
    expect(real.headers.get('set-cookie')).toMatch(/__session=[^~;]+~/);
  });

  it('counts an address known-good only once its session did admin work', async () => {
    await createAdmin('admin', 'secret-pass-1');
    const home = browserAt(ADMIN_HOME);
    // Signed in, but never worked: guesses naming the address slow this browser too.
    expect((await home.login('admin', 'secret-pass-1')).status).toBe(200);
    for (let i = 0; i < FREE_ATTEMPTS + 1; i++) await loginFrom(ADMIN_HOME, 'admin', `g-${i}`);
    expect((await home.login('admin', 'secret-pass-1')).status).toBe(429);
  });

  it('counts the addresses of one IPv6 /64 as one', async () => {
    await createAdmin('admin', 'secret-pass-1');
    const statuses: number[] = [];
    for (let i = 1; i <= 7; i++) {
      statuses.push((await loginFrom(`2001:db8:7:7::${i.toString(16)}`, 'admin', `g-${i}`)).status);
    }
    expect(statuses).toEqual([...Array<number>(FREE_ATTEMPTS).fill(401), 429, 429]);
    // Another /64 is another client.
    expect((await loginFrom('2001:db8:7:8::1', 'admin', 'secret-pass-1')).status).toBe(200);
  });

  it('writes successful and failed sign-ins to the audit log with the address, never the password', async () => {
    const user = await createAdmin('fatima', 'secret-pass-1');
    await loginFrom(STRANGER, 'fatima', 'wrong-pass-9');
    await loginFrom(ADMIN_HOME, 'fatima', 'secret-pass-1');
    const entries = await auditEntries();
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'Failed sign-in',
          actorUsername: 'fatima',
          actorUid: '',
          address: STRANGER,
        }),
        expect.objectContaining({
          action: 'Signed in',
          actorUsername: 'fatima',
          actorUid: user.uid,
          address: ADMIN_HOME,
        }),
      ]),
    );
    expect(JSON.stringify(entries)).not.toMatch(/secret-pass-1|wrong-pass-9/);
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
    // The session leaves the cookie; only the browser's device token stays.
    expect(res.headers.get('set-cookie')).toMatch(/__session=~[A-Za-z0-9_-]{32};/);
    expect((await admin.request('GET', '/api/admin/check')).status).toBe(401);
    expect((await admin.request('GET', '/api/admin/packages')).status).toBe(401);
    expect(await auditEntries()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'Signed out',
          actorUid: admin.uid,
          actorUsername: admin.username,
        }),
      ]),
    );
  });
});

describe('PUT /api/admin/change-password', () => {
  it('refuses a wrong current password', async () => {
    const admin = await newAdminSession('first-pass-1');
    const res = await admin.request<{ code?: string; errors: Record<string, string> }>(
      'PUT',
      '/api/admin/change-password',
      {
        currentPassword: 'not-it',
        newPassword: 'second-pass-2',
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('current_password_incorrect');
    expect(res.body.errors.currentPassword).toBe('Current password is incorrect');
  });

  it('refuses a new password under 12 characters, or a common one with a few characters added', async () => {
    const admin = await newAdminSession('first-pass-1');
    for (const [newPassword, message] of [
      ['abcdefghijk', PASSWORD_TOO_SHORT_MESSAGE],
      ['Password2024!', PASSWORD_TOO_COMMON_MESSAGE],
    ] as const) {
      const res = await admin.request<{ errors: Record<string, string> }>(
        'PUT',
        '/api/admin/change-password',
        { currentPassword: 'first-pass-1', newPassword },
      );
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ newPassword: message });
    }
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
    const entries = await auditEntries();
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'Changed their password', actorUid: admin.uid }),
      ]),
    );
    expect(JSON.stringify(entries)).not.toMatch(/first-pass-1|second-pass-2/);
  });
});

describe('accounts created outside our server', () => {
  const signUpUrl = () =>
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`;

  it("refuses a sign-up through Auth's public endpoint (the browser path)", async () => {
    const res = await fetch(signUpUrl(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: 'intruder@admins.umrah.invalid',
        password: 'intruder-pass-1',
        returnSecureToken: true,
      }),
    });
    const body = (await res.json()) as { idToken?: string; error?: { message: string } };
    expect(res.status).toBe(400);
    expect(body.idToken).toBeUndefined();
    expect(body.error?.message).toMatch(/BLOCKING_FUNCTION_ERROR_RESPONSE/);
    expect(body.error?.message).toMatch(/Accounts cannot be created here/);
    await expect(auth().getUserByEmail('intruder@admins.umrah.invalid')).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
  });

  it('still lets our server create admins (Admin SDK), who can sign in', async () => {
    await createAdmin('newcomer', 'secret-pass-1');
    expect((await loginFrom(ADMIN_HOME, 'newcomer', 'secret-pass-1')).status).toBe(200);
    const admin = await newAdminSession();
    await proveSecondFactor(admin);
    const created = await admin.request('POST', '/api/admin/users', {
      username: 'second',
      email: 'second@staff.example',
      password: 'second-pass-2',
    });
    expect(created.status).toBeLessThan(300);
    expect((await loginFrom(ADMIN_HOME, 'second', 'second-pass-2')).status).toBe(200);
  });
});
