import type { UserRecord } from 'firebase-admin/auth';
import { auth } from '../../../platform/firebase/firebase';
import { withAdminRosterLock } from './admin-roster-lock';
import { forgetAdmin, listAdminIndex, recordAdmin } from './admin-index';
import { DomainError } from '@umrah/domain/model/errors';
import { noticeEmailOf, setNoticeEmail } from './admin-contacts';

/**
 * Admins are Firebase Auth users with the custom claims `{ isAdmin: true, username }`.
 * Staff sign in with a username; Auth needs an email, so each username maps to an address
 * on a reserved domain that can never receive mail.
 */
export const ADMIN_EMAIL_DOMAIN = 'admins.umrah.invalid';

export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}

export function adminEmail(username: string): string {
  return `${normaliseUsername(username)}@${ADMIN_EMAIL_DOMAIN}`;
}

export interface AdminClaims {
  isAdmin: true;
  username: string;
}

export function isAdminUser(user: UserRecord): boolean {
  return user.customClaims?.isAdmin === true && !user.disabled;
}

/** The Auth user with this uid, or null. */
export async function findUserByUid(uid: string): Promise<UserRecord | null> {
  try {
    return await auth().getUser(uid);
  } catch (err) {
    if ((err as { code?: string }).code === 'auth/user-not-found') return null;
    throw err;
  }
}

export async function findAdminByUsername(username: string): Promise<UserRecord | null> {
  try {
    return await auth().getUserByEmail(adminEmail(username));
  } catch (err) {
    if ((err as { code?: string }).code === 'auth/user-not-found') return null;
    throw err;
  }
}

/**
 * Creates the Auth user and grants the admin claim; removes the user again if the claim fails.
 * `uid` (an admin create's Idempotency-Key) names the user: Auth refuses a second user with it.
 */
export async function createAdmin(
  username: string,
  password: string,
  uid?: string,
  noticeEmail?: string,
): Promise<UserRecord> {
  const name = normaliseUsername(username);
  const user = await auth().createUser({
    ...(uid ? { uid } : {}),
    email: adminEmail(name),
    password,
    displayName: name,
    emailVerified: true,
  });
  try {
    const claims: AdminClaims = { isAdmin: true, username: name };
    await auth().setCustomUserClaims(user.uid, claims);
    await recordAdmin(user.uid, name);
    if (noticeEmail) await setNoticeEmail(user.uid, noticeEmail);
  } catch (err) {
    await auth().deleteUser(user.uid);
    throw err;
  }
  return user;
}

/** Ensures an admin with this username exists (creating it if needed); returns whether it was created. */
export async function ensureAdmin(
  username: string,
  password: string,
  noticeEmail?: string,
): Promise<boolean> {
  const existing = await findAdminByUsername(username);
  if (!existing) {
    await createAdmin(username, password, undefined, noticeEmail);
    return true;
  }
  if (noticeEmail && !(await noticeEmailOf(existing.uid)))
    await setNoticeEmail(existing.uid, noticeEmail);
  if (!isAdminUser(existing)) {
    const claims: AdminClaims = { isAdmin: true, username: normaliseUsername(username) };
    await auth().setCustomUserClaims(existing.uid, claims);
  }
  await recordAdmin(existing.uid, normaliseUsername(username));
  return false;
}

export interface AdminSummary {
  id: string;
  username: string;
}

/**
 * Every admin (never a password or hash), by username: the uids come from the `admins` index
 * (one read, not a scan of every Auth user) and are checked against Auth in batches of 100, so an
 * account deleted or stripped of its claim elsewhere is not listed.
 */
export async function listAdmins(): Promise<AdminSummary[]> {
  return listAdminIndex();
}

export async function deleteAdmin(uid: string): Promise<void> {
  // Revoke first so an open session ends even if the delete is slow to propagate.
  await auth().revokeRefreshTokens(uid);
  await auth().deleteUser(uid);
  await forgetAdmin(uid);
}

function usernameTaken(username: string): DomainError {
  return new DomainError('username_taken', { username });
}

const hasCode = (err: unknown, code: string) => (err as { code?: string } | null)?.code === code;

/**
 * Admin → Users → Add: 409 when the username is taken. With `key` (the request's
 * Idempotency-Key) the key is the new user's uid, so Auth itself stores it once: a repeat, even
 * in parallel, answers the user the first one made (`created: false`) if it asked for the same
 * username, and 409 otherwise (the password is not ours to compare).
 */
export async function createAdminOnce(
  username: string,
  password: string,
  key?: string,
  noticeEmail?: string,
): Promise<{ user: UserRecord; created: boolean }> {
  const earlier = async () => {
    const user = key ? await findUserByUid(key) : null;
    if (user && user.displayName !== normaliseUsername(username))
      throw new DomainError('idempotency_key_reused');
    return user;
  };
  const found = await earlier();
  if (found) return { user: found, created: false };
  // A parallel repeat may have made the user since: it holds the name under our key.
  const holder = await findAdminByUsername(username);
  if (holder) {
    if (key && holder.uid === key) return { user: holder, created: false };
    throw usernameTaken(username);
  }
  try {
    return { user: await createAdmin(username, password, key, noticeEmail), created: true };
  } catch (err) {
    const taken = hasCode(err, 'auth/email-already-exists');
    const raced = taken || hasCode(err, 'auth/uid-already-exists') ? await earlier() : null;
    if (raced) return { user: raced, created: false };
    if (taken) throw usernameTaken(username);
    throw err;
  }
}

/**
 * Deletes admin `id` on behalf of admin `actorUid`, never leaving zero admins: the count and the
 * delete run under the roster lease, so parallel deletes see each other's effect. 404 for an
 * unknown id, 400 for the last admin, 401 when the actor was deleted meanwhile.
 */
export async function deleteAdminKeepingOne(actorUid: string, id: string): Promise<void> {
  // Only a delete that can shrink the roster waits for its lease: an id that names no admin is
  // refused at once (six such deletes at once queued past the lease's wait: 503 instead of 404).
  const target = await findUserByUid(id);
  if (!target || !isAdminUser(target)) throw new DomainError('admin_not_found');
  await withAdminRosterLock(async () => {
    const admins = await listAdmins();
    if (!admins.some((a) => a.id === actorUid)) {
      throw new DomainError('own_account_gone');
    }
    if (!admins.some((a) => a.id === id)) throw new DomainError('admin_not_found');
    if (admins.length <= 1) throw new DomainError('last_admin');
    await deleteAdmin(id);
  });
}
