// Verifies a username's password against Firebase Auth's password sign-in endpoint
// (the Admin SDK cannot check passwords) and returns the ID token to mint a session cookie from.
//
// The endpoint answers anyone holding an API key allowed to call the Identity Toolkit API, beside
// our throttle. So the server uses its own key, SIGN_IN_API_KEY, held in Secret Manager and never
// served to browsers; the browser key (what `/__/firebase/init.json` serves) has that API removed
// (README: Deploying). The Auth emulator accepts any key.
import { defineSecret } from 'firebase-functions/params';
import { auth } from '../../platform/firebase/firebase';

/** Bound to the `api` function in index.ts; read only at request time. */
export const signInApiKey = defineSecret('SIGN_IN_API_KEY');

const ENDPOINT = 'identitytoolkit.googleapis.com/v1/accounts:signInWithPassword';
const CUSTOM_TOKEN_ENDPOINT = 'identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken';

export function signInUrl(endpoint = ENDPOINT): string {
  const apiKey = process.env.SIGN_IN_API_KEY ? signInApiKey.value() : '';
  const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (emulatorHost)
    return `http://${emulatorHost}/${endpoint}?key=${encodeURIComponent(apiKey || 'emulator')}`;
  if (!apiKey)
    throw new Error(
      'The secret SIGN_IN_API_KEY is not set (README: Deploying): admin sign-in cannot verify passwords.',
    );
  return `https://${endpoint}?key=${encodeURIComponent(apiKey)}`;
}

/**
 * `locked`: Google paused password sign-in for this account after many failed attempts
 * (TOO_MANY_ATTEMPTS_TRY_LATER); the right password is refused too until it lifts.
 */
export type SignInResult = { ok: true; idToken: string } | { ok: false; locked?: true };

/** Answers meaning "not this password for this account": to the caller, a plain failure. */
const PLAIN_FAILURES = new Set([
  'INVALID_PASSWORD',
  'EMAIL_NOT_FOUND',
  'INVALID_LOGIN_CREDENTIALS',
  'USER_DISABLED',
  'INVALID_EMAIL',
  'MISSING_PASSWORD',
]);

/**
 * Reads the endpoint's error answer (`{ error: { message: "CODE : details" } }`). Anything else
 * (a missing or wrong key, a key without the API, an outage) throws: it must reach the operators,
 * not look like a wrong password.
 */
export function readSignInError(status: number, body: unknown): SignInResult {
  const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
  const code = typeof message === 'string' ? (message.split(/[\s:]/)[0] ?? '') : '';
  if (code === 'TOO_MANY_ATTEMPTS_TRY_LATER') return { ok: false, locked: true };
  if (status === 400 && PLAIN_FAILURES.has(code)) return { ok: false };
  throw new Error(`Password sign-in failed with HTTP ${status}${code ? ` (${code})` : ''}`);
}

export async function signInWithPassword(email: string, password: string): Promise<SignInResult> {
  const res = await fetch(signInUrl(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (res.ok) {
    const body = (await res.json()) as { idToken?: string };
    if (body.idToken) return { ok: true, idToken: body.idToken };
    return { ok: false };
  }
  return readSignInError(res.status, await res.json().catch(() => null));
}

/**
 * An ID token for an admin who proved something other than the password (a link mailed to their
 * own address; a fresh second-factor check when their other sessions were just ended), to mint a
 * session from. Signing the custom token needs the functions' service account to hold "Service
 * Account Token Creator" on itself in production (README: Deploying).
 */
export async function idTokenFor(uid: string): Promise<string> {
  const token = await auth().createCustomToken(uid);
  const res = await fetch(signInUrl(CUSTOM_TOKEN_ENDPOINT), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token, returnSecureToken: true }),
  });
  const body = (await res.json().catch(() => null)) as { idToken?: string } | null;
  if (!res.ok || !body?.idToken)
    throw new Error(`Custom token sign-in failed with HTTP ${res.status}`);
  return body.idToken;
}
