// Signs in through the real API and keeps the session cookie, as a browser would.
import { beforeAll } from 'vitest';
import { createAdmin } from '../data/admins';
import { auth } from '../firebase';
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
  const user = await createAdmin(username, password);
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
