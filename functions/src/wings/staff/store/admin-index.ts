import type { UserRecord } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { auth, db } from '../../../platform/firebase/firebase';

/**
 * The `admins` collection: one document per admin (id = Auth uid, `{ username, createdAt }`),
 * written where admins are created and deleted, so listing them reads a few documents instead
 * of paging through every Auth user. Auth stays the truth: listed uids are checked there.
 *
 * The index is built from Auth once (a full scan) when its marker `meta/adminIndex` is missing:
 * on the first list after this code is deployed, or after the database was wiped (tests).
 */
const admins = () => db().collection('admins');
const marker = () => db().collection('meta').doc('adminIndex');

/** Auth's getUsers takes at most 100 identifiers per call. */
const GET_USERS_BATCH = 100;

export interface IndexedAdmin {
  id: string;
  username: string;
}

const isAdmin = (user: UserRecord) => user.customClaims?.isAdmin === true;

function usernameOf(user: UserRecord): string {
  const username: unknown = user.customClaims?.username;
  return typeof username === 'string' ? username : (user.displayName ?? '');
}

export async function recordAdmin(uid: string, username: string): Promise<void> {
  await admins().doc(uid).set({ username, createdAt: FieldValue.serverTimestamp() });
}

export async function forgetAdmin(uid: string): Promise<void> {
  await admins().doc(uid).delete();
}

/** Scans Auth once and writes every admin to the index, then the marker. */
async function buildIndex(): Promise<void> {
  let pageToken: string | undefined;
  do {
    const page = await auth().listUsers(1000, pageToken);
    const batch = db().batch();
    for (const user of page.users.filter(isAdmin)) {
      batch.set(admins().doc(user.uid), {
        username: usernameOf(user),
        createdAt: FieldValue.serverTimestamp(),
      });
    }
    await batch.commit();
    pageToken = page.pageToken;
  } while (pageToken);
  await marker().set({ builtAt: FieldValue.serverTimestamp() });
}

/** The indexed admins that Auth still knows as admins, by username; stale entries are dropped. */
export async function listAdminIndex(): Promise<IndexedAdmin[]> {
  if (!(await marker().get()).exists) await buildIndex();
  const uids = (await admins().get()).docs.map((d) => d.id);
  const found: IndexedAdmin[] = [];
  const stale = new Set(uids);
  for (let i = 0; i < uids.length; i += GET_USERS_BATCH) {
    const batch = uids.slice(i, i + GET_USERS_BATCH).map((uid) => ({ uid }));
    const { users } = await auth().getUsers(batch);
    for (const user of users.filter(isAdmin)) {
      stale.delete(user.uid);
      found.push({ id: user.uid, username: usernameOf(user) });
    }
  }
  await Promise.all([...stale].map(forgetAdmin));
  return found.sort((a, b) => a.username.localeCompare(b.username));
}
