import { changePasswordBodySchema, loginSchema } from '@umrah/domain/admin';
import { Router } from 'express';
import { requireSameOrigin } from '../auth/csrf';
import { SESSION_COOKIE, SESSION_MAX_AGE_MS, sessionCookieOptions } from '../auth/cookies';
import { signInWithPassword } from '../auth/password-sign-in';
import { adminOf, requireAdmin, verifyAdminSession } from '../auth/session';
import { adminEmail, normaliseUsername } from '../data/admins';
import { clearFailures, lockRemainingMs, recordFailure } from '../data/login-throttle';
import { auth } from '../firebase';
import { HttpError, asyncHandler } from '../http/errors';
import { validateBody } from '../http/validate';

const INVALID_CREDENTIALS = 'Invalid credentials';

function lockedError(ms: number): HttpError {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return new HttpError(
    429,
    `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}

/**
 * Checks a password, throttled per username. The same message answers a wrong username and a
 * wrong password, and a correct password during a lock is still refused.
 */
async function checkPassword(username: string, password: string): Promise<string> {
  const locked = await lockRemainingMs(username);
  if (locked > 0) throw lockedError(locked);
  const result = await signInWithPassword(adminEmail(username), password);
  if (!result.ok) {
    const lock = await recordFailure(username);
    if (lock > 0) throw lockedError(lock);
    throw new HttpError(401, INVALID_CREDENTIALS);
  }
  await clearFailures(username);
  return result.idToken;
}

async function startSession(idToken: string): Promise<string> {
  return auth().createSessionCookie(idToken, { expiresIn: SESSION_MAX_AGE_MS });
}

/** Sign-in, session check, logout and password change. */
export function adminAuthRouter(): Router {
  const router = Router();

  router.post(
    '/login',
    requireSameOrigin,
    asyncHandler(async (req, res) => {
      const body = validateBody(loginSchema, req.body);
      const username = normaliseUsername(body.username);
      const idToken = await checkPassword(username, body.password);
      const decoded = await auth().verifyIdToken(idToken);
      if (decoded.isAdmin !== true) {
        // A valid Auth user without the claim learns nothing more than a wrong password would.
        await recordFailure(username);
        throw new HttpError(401, INVALID_CREDENTIALS);
      }
      const cookie = await startSession(idToken);
      res
        .cookie(SESSION_COOKIE, cookie, sessionCookieOptions())
        .set('Cache-Control', 'private, no-store')
        .json({ isAdmin: true, username });
    }),
  );

  router.get(
    '/check',
    asyncHandler(async (req, res) => {
      res.set('Cache-Control', 'private, no-store');
      const admin = await verifyAdminSession(req);
      if (!admin) throw new HttpError(401, 'Not signed in');
      res.json({ isAdmin: true, username: admin.username });
    }),
  );

  router.post(
    '/logout',
    requireSameOrigin,
    asyncHandler(async (req, res) => {
      const admin = await verifyAdminSession(req).catch(() => null);
      if (admin) await auth().revokeRefreshTokens(admin.uid);
      const { maxAge: _maxAge, ...options } = sessionCookieOptions();
      res.clearCookie(SESSION_COOKIE, options).set('Cache-Control', 'private, no-store');
      res.json({ message: 'Logged out' });
    }),
  );

  router.put(
    '/change-password',
    requireSameOrigin,
    requireAdmin,
    asyncHandler(async (req, res) => {
      const admin = adminOf(req);
      const body = validateBody(changePasswordBodySchema, req.body);
      try {
        await checkPassword(admin.username, body.currentPassword);
      } catch (err) {
        if (err instanceof HttpError && err.status === 401) {
          throw new HttpError(400, 'Current password is incorrect', {
            currentPassword: 'Current password is incorrect',
          });
        }
        throw err;
      }
      await auth().updateUser(admin.uid, { password: body.newPassword });
      // End every other session of this admin, then continue this one with a fresh cookie.
      await auth().revokeRefreshTokens(admin.uid);
      const signIn = await signInWithPassword(adminEmail(admin.username), body.newPassword);
      if (signIn.ok) {
        res.cookie(SESSION_COOKIE, await startSession(signIn.idToken), sessionCookieOptions());
      }
      res.json({ message: 'Password changed' });
    }),
  );

  return router;
}
