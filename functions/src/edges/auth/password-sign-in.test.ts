import { afterEach, describe, expect, it } from 'vitest';
import { readSignInError, signInUrl } from './password-sign-in';

const answer = (message: string) => ({ error: { code: 400, message, errors: [] } });

describe('readSignInError', () => {
  it("reads Google's lockout as its own outcome, not as a wrong password", () => {
    expect(
      readSignInError(
        400,
        answer(
          'TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account has been temporarily disabled due to many failed login attempts.',
        ),
      ),
    ).toEqual({ ok: false, locked: true });
    expect(readSignInError(400, answer('TOO_MANY_ATTEMPTS_TRY_LATER'))).toEqual({
      ok: false,
      locked: true,
    });
  });

  it('reads a wrong password, an unknown user and a disabled user as plain failures', () => {
    for (const code of [
      'INVALID_PASSWORD',
      'EMAIL_NOT_FOUND',
      'INVALID_LOGIN_CREDENTIALS',
      'USER_DISABLED',
    ]) {
      expect(readSignInError(400, answer(code))).toEqual({ ok: false });
    }
  });

  it('throws on anything else (a bad key, an outage) so it is not mistaken for a wrong password', () => {
    expect(() =>
      readSignInError(400, answer('API key not valid. Please pass a valid API key.')),
    ).toThrow(/HTTP 400/);
    expect(() => readSignInError(403, answer('PERMISSION_DENIED'))).toThrow(/HTTP 403/);
    expect(() => readSignInError(503, null)).toThrow(/HTTP 503/);
  });
});

describe('signInUrl', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it("uses the server's own key, SIGN_IN_API_KEY, and never the browser's", () => {
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    process.env.WEB_API_KEY = 'browser-key';
    delete process.env.SIGN_IN_API_KEY;
    expect(() => signInUrl()).toThrow(/SIGN_IN_API_KEY/);
    process.env.SIGN_IN_API_KEY = 'server-key';
    expect(signInUrl()).toMatch(/accounts:signInWithPassword\?key=server-key$/);
  });

  it('sends the same key to the Auth emulator, which accepts any', () => {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = '127.0.0.1:9099';
    process.env.SIGN_IN_API_KEY = 'emulator-only-sign-in-key';
    expect(signInUrl()).toBe(
      'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=emulator-only-sign-in-key',
    );
  });
});
