// Verifies a username's password against Firebase Auth's password sign-in endpoint
// (the Admin SDK cannot check passwords) and returns the ID token to mint a session cookie from.
import { isEmulator } from '../config';

const ENDPOINT = 'identitytoolkit.googleapis.com/v1/accounts:signInWithPassword';

function signInUrl(): string {
  const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (emulatorHost) return `http://${emulatorHost}/${ENDPOINT}?key=emulator`;
  const apiKey = process.env.WEB_API_KEY;
  if (!apiKey)
    throw new Error(
      'WEB_API_KEY is not configured (functions/.env): admin sign-in cannot verify passwords.',
    );
  return `https://${ENDPOINT}?key=${encodeURIComponent(apiKey)}`;
}

export type SignInResult = { ok: true; idToken: string } | { ok: false };

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
  // 400 covers wrong password, unknown user, disabled user: all are plain failures to the caller.
  if (res.status === 400) return { ok: false };
  throw new Error(`Password sign-in failed with HTTP ${res.status}${isEmulator() ? '' : ''}`);
}
