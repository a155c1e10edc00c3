// Signs in through the real API and keeps the session cookie, as a browser would.
import { beforeAll } from 'vitest';
import { createAdmin } from '../src/wings/staff/admins';
import { auth } from '../src/platform/firebase/firebase';
import { baseUrl, clearAuth, getJson, type JsonResponse } from './emulators';

export const origin = new URL(baseUrl).origin;

export interface ApiClient {
  cookie: string;
  request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<JsonResponse<T>>;
}

/** A client that sends the cookie it holds (possibly none) with our origin and JSON bodies. */
export function client(cookie = ''): ApiClient {
  return {
    cookie,
    request(method, path, body, headers = {}) {
      return getJson(path, {
        method,
        headers: {
          Origin: origin,
          ...(body !== undefined
            ? { 'Content-Type': 'application/json' }
            : { 'X-Requested-With': 'fetch' }),
          ...(this.cookie ? { Cookie: `__session=${this.cookie}` } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    },
  };
}

export function sessionCookieFrom(res: JsonResponse): string {
  const setCookie = res.headers.get('set-cookie') ?? '';
  const match = /__session=([^;]*)/.exec(setCookie);
  if (!match?.[1])
    throw new Error(`No session cookie in answer (${res.status}): ${JSON.stringify(res.body)}`);
  return match[1];
}

export async function login(username: string, password: string): Promise<ApiClient> {
  const res = await client().request('POST', '/api/admin/login', { username, password });
  if (res.status !== 200)
    throw new Error(`Login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return client(sessionCookieFrom(res));
}

let counter = 0;
/** Creates a fresh admin in the Auth emulator and signs it in. */
export async function newAdminSession(
  password = 'correct-horse-1',
): Promise<ApiClient & { uid: string; username: string }> {
  const username = `admin${Date.now().toString(36)}${counter++}`;
  const user = await createAdmin(username, password, undefined, `${username}@staff.example`);
  const session = await login(username, password);
  return Object.assign(session, { uid: user.uid, username });
}

/**
 * For a test file: a hook before all its tests clears Auth and signs in a fresh admin; the
 * client answered holds that admin's session once the hook has run.
 */
export function adminForThisFile(): ApiClient & { uid: string; username: string } {
  const session = Object.assign(client(), { uid: '', username: '' });
  beforeAll(async () => {
    await clearAuth();
    Object.assign(session, await newAdminSession());
  });
  return session;
}

/** A signed-in Auth user without the admin claim, with a real session cookie. */
export async function nonAdminCookie(): Promise<string> {
  const email = `user${Date.now().toString(36)}${counter++}@example.com`;
  const password = 'not-an-admin-1';
  await auth().createUser({ email, password });
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const res = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=emulator`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const { idToken } = (await res.json()) as { idToken: string };
  return auth().createSessionCookie(idToken, { expiresIn: 60 * 60 * 1000 });
}

/** The token of the newest mailed link to `to` whose text holds `/admin/<page>#`. */
export async function mailedLinkToken(
  to: string,
  page: 'activate' | 'sign-in-link',
): Promise<string> {
  const { db } = await import('../src/platform/firebase/firebase');
  const mails = (await db().collection('mail').where('to', '==', to).get()).docs
    .map((d) => d.data() as { message: { text: string }; createdAt?: { toMillis(): number } })
    .sort((a, b) => (b.createdAt?.toMillis() ?? 0) - (a.createdAt?.toMillis() ?? 0));
  for (const m of mails) {
    const match = new RegExp(`/admin/${page}#([\\w-]+)`).exec(m.message.text);
    if (match?.[1]) return match[1];
  }
  throw new Error(`No ${page} link mailed to ${to}`);
}

/**
 * A signed-in admin with two-step sign-in on (set up, turned on by the mailed link, signed in
 * again with their last recovery code: 9 are left), so this session has a fresh check: guarded
 * changes go through for five minutes; `recheck()` spends another recovery code to renew it.
 */
export async function newAdminWithFactor(password = 'correct-horse-1') {
  const { totpCode } = await import('../src/platform/totp');
  const admin = await newAdminSession(password);
  const setup = await admin.request<{ secret: string }>('POST', '/api/admin/second-factor/setup');
  const confirm = await admin.request<{ recoveryCodes: string[] }>(
    'POST',
    '/api/admin/second-factor/confirm',
    { code: totpCode(admin.username, setup.body.secret, Date.now()) },
  );
  const token = await mailedLinkToken(`${admin.username}@staff.example`, 'activate');
  const activated = await client().request('POST', '/api/admin/login/activate', { token });
  if (activated.status !== 200) throw new Error(`Activation failed: ${activated.status}`);
  const first = await client().request<{ ticket: string }>('POST', '/api/admin/login', {
    username: admin.username,
    password,
  });
  // With a recovery code (the last one), so the app's next code is still free for the test.
  const recoveryCodes = [...confirm.body.recoveryCodes];
  const done = await client().request('POST', '/api/admin/login/second-factor', {
    ticket: first.body.ticket,
    code: recoveryCodes.pop(),
  });
  const session = client(sessionCookieFrom(done));
  return Object.assign(session, {
    uid: admin.uid,
    username: admin.username,
    secret: setup.body.secret,
    recoveryCodes,
    async recheck() {
      const res = await session.request('POST', '/api/admin/second-factor/check', {
        code: recoveryCodes.pop(),
      });
      if (res.status !== 200) throw new Error(`Recheck failed: ${res.status}`);
    },
  });
}

/**
 * For tests about something else that make guarded changes (settings, the admin list): gives the
 * admin a factor and this session a check that stays fresh for an hour, written straight to the
 * emulator's Firestore (the way through the API is newAdminWithFactor, tested on its own).
 * Call it again after clearing Firestore.
 */
export async function proveSecondFactor(session: ApiClient & { uid: string }): Promise<void> {
  const { db } = await import('../src/platform/firebase/firebase');
  const { newTotpSecret, tokenHash } = await import('../src/platform/totp');
  const { Timestamp } = await import('firebase-admin/firestore');
  const inAnHour = Timestamp.fromMillis(Date.now() + 60 * 60 * 1000);
  await db()
    .collection('adminSecondFactors')
    .doc(session.uid)
    .set({ secret: newTotpSecret(), recoveryHashes: [] }, { merge: true });
  await db()
    .collection('sessionChecks')
    .doc(tokenHash(session.cookie.split('~')[0]!))
    .set({ uid: session.uid, checkedAt: inAnHour, expireAt: inAnHour });
}
