// Each admin's own address for security notices and sign-in links (adminContacts/{uid}), apart
// from the shared staff email in the settings: a notice about an account must reach its owner
// even when someone changed the settings. Server-only: the rules let no browser in.
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../../../platform/firebase/firebase';
import { listAdminIndex } from './admin-index';

const contacts = () => db().collection('adminContacts');

export async function noticeEmailOf(uid: string): Promise<string> {
  const email: unknown = (await contacts().doc(uid).get()).get('email');
  return typeof email === 'string' ? email : '';
}

export async function setNoticeEmail(uid: string, email: string): Promise<void> {
  await contacts().doc(uid).set({ email, updatedAt: FieldValue.serverTimestamp() });
}

/** Every current admin's own address (those who gave one). */
export async function noticeEmailsOfAdmins(): Promise<string[]> {
  const admins = await listAdminIndex();
  if (!admins.length) return [];
  const snaps = await db().getAll(...admins.map((a) => contacts().doc(a.id)));
  return snaps
    .map((s) => s.get('email') as unknown)
    .filter((e): e is string => !!e && typeof e === 'string');
}
