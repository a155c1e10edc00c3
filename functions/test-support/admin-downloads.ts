// Staff's file exports (CSV, PDF) as a browser fetches them, and the audit entries they leave.
import { db } from '../src/platform/firebase/firebase';
import type { ApiClient } from './admin-session';
import { baseUrl } from './emulators';

/** The raw answer to a GET with the admin's session cookie. */
export const downloadAs = (admin: ApiClient, path: string) =>
  fetch(`${baseUrl}${path}`, { headers: { Cookie: `__session=${admin.cookie}` } });

/** Who did `action` on what: [actor's username, target] per audit entry. */
export async function auditEntries(action: string): Promise<unknown[][]> {
  const snap = await db().collection('auditLog').where('action', '==', action).get();
  return snap.docs.map((doc) => [doc.get('actorUsername'), doc.get('target')]);
}
