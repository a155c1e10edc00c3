import type { UserRecord } from 'firebase-admin/auth';
import { auth } from '../firebase';

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

export async function findAdminByUsername(username: string): Promise<UserRecord | null> {
  try {
    return await auth().getUserByEmail(adminEmail(username));
  } catch (err) {
    if ((err as { code?: string }).code === 'auth/user-not-found') return null;
    throw err;
  }
}

/** Creates the Auth user and grants the admin claim; removes the user again if the claim fails. */
export async function createAdmin(username: string, password: string): Promise<UserRecord> {
  const name = normaliseUsername(username);
  const user = await auth().createUser({
    email: adminEmail(name),
    password,
    displayName: name,
    emailVerified: true,
  });
  try {
    const claims: AdminClaims = { isAdmin: true, username: name };
    await auth().setCustomUserClaims(user.uid, claims);
  } catch (err) {
    await auth().deleteUser(user.uid);
    throw err;
  }
  return user;
}

/** Ensures an admin with this username exists (creating it if needed); returns whether it was created. */
export async function ensureAdmin(username: string, password: string): Promise<boolean> {
  const existing = await findAdminByUsername(username);
  if (!existing) {
    await createAdmin(username, password);
    return true;
  }
  if (!isAdminUser(existing)) {
    const claims: AdminClaims = { isAdmin: true, username: normaliseUsername(username) };
    await auth().setCustomUserClaims(existing.uid, claims);
  }
  return false;
}

export interface AdminSummary {
  id: string;
  username: string;
}

/** Every Auth user holding the admin claim (never a password or hash). */
export async function listAdmins(): Promise<AdminSummary[]> {
  const admins: AdminSummary[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth().listUsers(1000, pageToken);
    for (const user of page.users) {
      if (user.customClaims?.isAdmin === true) {
        const username = user.customClaims.username;
        admins.push({
          id: user.uid,
          username: typeof username === 'string' ? username : (user.displayName ?? ''),
        });
      }
    }
    pageToken = page.pageToken;
  } while (pageToken);
  return admins.sort((a, b) => a.username.localeCompare(b.username));
}

export async function deleteAdmin(uid: string): Promise<void> {
  // Revoke first so an open session ends even if the delete is slow to propagate.
  await auth().revokeRefreshTokens(uid);
  await auth().deleteUser(uid);
}
