import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { createHash } from 'node:crypto';
import { log } from '../../platform/log';
import { rememberKnownGood } from '../../wings/staff/login-throttle';
import { auth } from '../../platform/firebase/firebase';
import { clientAddress } from '../../platform/http/client-address';
import { DomainError } from '@umrah/domain/model/errors';
import { readSession } from './cookies';

export interface AdminIdentity {
  uid: string;
  username: string;
}

/** Requests that passed `requireAdmin` carry the verified admin. */
export interface AdminRequest extends Request {
  admin: AdminIdentity;
}

/**
 * Verifies the session cookie (signature, expiry, revocation, disabled or deleted user) and that the
 * user holds the admin claim now, not only when the cookie was minted. Returns null when there is
 * no valid session; throws 403 for a valid session without the claim.
 */
export async function verifyAdminSession(req: Request): Promise<AdminIdentity | null> {
  const cookie = readSession(req).session;
  if (!cookie) return null;
  let uid: string;
  try {
    uid = (await auth().verifySessionCookie(cookie, true)).uid;
  } catch {
    return null;
  }
  let user;
  try {
    user = await auth().getUser(uid);
  } catch {
    return null;
  }
  if (user.disabled) return null;
  const claims = user.customClaims ?? {};
  if (claims.isAdmin !== true) throw new DomainError('not_an_admin');
  const username = typeof claims.username === 'string' ? claims.username : (user.displayName ?? '');
  return { uid, username };
}

/** Sessions (with their address) this instance already recorded as known-good: one write each. */
const recorded = new Set<string>();
const RECORDED_MAX = 1000;
/** The longest a request waits for its known-good note. */
const NOTE_WAIT_MS = 2_000;

/**
 * Admin work done by a session makes its (address, browser) known-good for the login throttle:
 * guesses that merely name the address cannot then spend this browser's sign-in allowance.
 */
async function noteAdminWork(req: Request, admin: AdminIdentity): Promise<void> {
  const { session, device } = readSession(req);
  if (!session || !device) return;
  const address = clientAddress(req);
  const key = createHash('sha256').update(`${session}\n${address}`).digest('base64url');
  if (recorded.has(key)) return;
  try {
    // Bookkeeping, not the work: never held past NOTE_WAIT_MS (a session's requests from many
    // addresses at once collide on the one name document; the fuzz saw one pass the deadline).
    // The write goes on and is safe to repeat; unfinished, the next request tries again.
    let timer: NodeJS.Timeout | undefined;
    const done = await Promise.race([
      rememberKnownGood(admin.username, address, device).then(() => true),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), NOTE_WAIT_MS))),
    ]).finally(() => clearTimeout(timer));
    if (!done) return;
  } catch (err) {
    // The work itself must not fail for this: the next request tries again.
    log.warn('Could not record a known-good address', { error: String(err) });
    return;
  }
  if (recorded.size >= RECORDED_MAX) recorded.clear();
  recorded.add(key);
}

/** The guard every admin router uses: 401 without a valid session, 403 without the admin claim. */
export const requireAdmin: RequestHandler = (req: Request, _res: Response, next: NextFunction) => {
  verifyAdminSession(req)
    .then(async (admin) => {
      if (!admin) throw new DomainError('admin_sign_in_required');
      (req as AdminRequest).admin = admin;
      await noteAdminWork(req, admin);
      next();
    })
    .catch(next);
};

export function adminOf(req: Request): AdminIdentity {
  const admin = (req as Partial<AdminRequest>).admin;
  if (!admin) throw new DomainError('admin_sign_in_required');
  return admin;
}
