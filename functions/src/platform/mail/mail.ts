// Notifications in the format of Firebase's Trigger Email extension: a document in `mail`
// with `to` and `message: { subject, text, html }`. Installing the extension sends them. The
// message's layout (buttons, footer, the plain-text part) is mail-layout.ts's.
import type { Transaction } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { renderMail, type MailMessage } from './mail-layout';
import { db } from '../firebase/firebase';
import { privacyMailboxOf, type PlainValue } from '@umrah/domain/model/privacy';
import { idsWithMailbox, plainDocument } from '../firebase/plain-data';

export { renderMail, type MailMessage, type RenderedMail } from './mail-layout';

/** Queues a mail on its own, for a mail that goes with no other write (e.g. a security notice). */
export async function sendMail(to: string, message: MailMessage): Promise<void> {
  if (!to) return;
  await db()
    .collection('mail')
    .add({ to, message: renderMail(message), createdAt: FieldValue.serverTimestamp() });
}

/** Queues the mail inside the caller's transaction, so it exists exactly when the submission does. */
export function queueMail(tx: Transaction, to: string, message: MailMessage): void {
  if (!to) return;
  tx.create(db().collection('mail').doc(), {
    to,
    message: renderMail(message),
    createdAt: FieldValue.serverTimestamp(),
  });
}

const mails = () => db().collection('mail');

/** Addresses written in a mail's text (a staff notification's "Email: …" line). */
const ADDRESS_IN_TEXT = /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+\.[a-z]{2,}/gi;

/**
 * The mails sent to an address of `mailbox` (acknowledgements, receipts, pay links), and the
 * mails to staff about the person (a booking request's, a contact or trip-page message's
 * notification, with their name, address, phone and message), found by an address of `mailbox`
 * in the text; with their texts, oldest first: a privacy request's copy of what was sent.
 */
export async function mailsToMailbox(
  mailbox: string,
): Promise<{ id: string; fields: { [key: string]: PlainValue } }[]> {
  const [to, about] = await Promise.all([
    idsWithMailbox(mails(), 'to', mailbox),
    mails()
      .select('message.text')
      .get()
      .then((snap) =>
        snap.docs
          .filter((doc) => {
            const text: unknown = doc.get('message.text');
            if (typeof text !== 'string') return false;
            return (text.match(ADDRESS_IN_TEXT) ?? []).some(
              (address) => privacyMailboxOf(address) === mailbox,
            );
          })
          .map((doc) => doc.id),
      ),
  ]);
  const ids = [...new Set([...to, ...about])];
  if (!ids.length) return [];
  const snaps = await db().getAll(...ids.map((id) => mails().doc(id)));
  return snaps
    .filter((snap) => snap.exists)
    .map((snap) => ({ id: snap.id, fields: plainDocument(snap.data()) }))
    .sort((a, b) => String(a.fields['createdAt']).localeCompare(String(b.fields['createdAt'])));
}

/**
 * Deletes a mail sent to or about the person (privacy erasure) in the caller's transaction, which
 * also writes its audit entry; false when it was already gone.
 */
export async function eraseMailIn(tx: Transaction, id: string): Promise<boolean> {
  const ref = mails().doc(id);
  if (!(await tx.get(ref)).exists) return false;
  tx.delete(ref);
  return true;
}
