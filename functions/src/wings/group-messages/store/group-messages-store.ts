// The only code that reads and writes `groupMessages`: each send to a departure's group, with its
// texts, recipients (booking ids and addresses), sender and time. A send and its mails are
// written in one transaction, after counting the departure's sends of the day in it.
import type { GroupMessage, GroupRecipient } from '@umrah/domain/model/group-messages';
import { formLanguageOf } from '@umrah/domain/model/validation-messages';
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../../../platform/firebase/firebase';
import { queueMail, type MailMessage } from '../../../platform/mail/mail';
import { auditInTransaction, type Actor } from '../../audit/audit-log';
import { toIso } from '../../../platform/firebase/timestamps';
import { ERASED_NAME } from '@umrah/domain/model/privacy';

const col = () => db().collection('groupMessages');

export interface NewGroupSend extends Omit<GroupMessage, 'id' | 'sentAt'> {
  /** The agency day the send counts against ('YYYY-MM-DD'). */
  day: string;
}

function toGroupMessage(doc: DocumentSnapshot): GroupMessage {
  const d = doc.data() ?? {};
  const text = (t: { subject?: unknown; body?: unknown } | undefined) => ({
    subject: String(t?.subject ?? ''),
    body: String(t?.body ?? ''),
  });
  return {
    id: doc.id,
    departureId: String(d.departureId ?? ''),
    texts: { en: text(d.texts?.en), fr: text(d.texts?.fr) },
    audience: d.audience,
    recipients: ((d.recipients ?? []) as GroupRecipient[]).map((r) => ({
      ...r,
      language: formLanguageOf(r.language),
    })),
    sentBy: String(d.sentBy ?? ''),
    sentAt: toIso(d.sentAt),
  };
}

const newestFirst = (a: GroupMessage, b: GroupMessage) => b.sentAt.localeCompare(a.sentAt);

/**
 * Stores a send and queues its mails (one per recipient) in one transaction, unless the
 * departure already had `dailyLimit` sends on `send.day`: then nothing is written and the answer
 * is 'limit'. The day's count is a query read in the transaction, so two sends at once cannot
 * both take the last place.
 */
export async function recordGroupSend(
  send: NewGroupSend,
  mails: readonly { to: string; message: MailMessage }[],
  dailyLimit: number,
): Promise<{ id: string } | 'limit'> {
  const ref = col().doc();
  return db().runTransaction(async (tx) => {
    const today = await tx.get(
      col().where('departureId', '==', send.departureId).where('day', '==', send.day),
    );
    if (today.size >= dailyLimit) return 'limit' as const;
    tx.create(ref, {
      ...send,
      recipientIds: send.recipients.map((r) => r.bookingId),
      sentAt: FieldValue.serverTimestamp(),
    });
    for (const mail of mails) queueMail(tx, mail.to, mail.message);
    return { id: ref.id };
  });
}

/**
 * Stores reminders sent from the readiness board, one send per booking (no `day`: they do not
 * count against the departure's daily limit of group messages), with their mails, in one
 * transaction: every booking mailed has it in its history, or none was mailed.
 */
export async function recordReminderSends(
  sends: readonly { send: Omit<GroupMessage, 'id' | 'sentAt'>; to: string; message: MailMessage }[],
): Promise<void> {
  await db().runTransaction(async (tx) => {
    for (const { send, to, message } of sends) {
      tx.create(col().doc(), {
        ...send,
        recipientIds: send.recipients.map((r) => r.bookingId),
        sentAt: FieldValue.serverTimestamp(),
      });
      queueMail(tx, to, message);
    }
  });
}

/** A departure's sends, newest first (a handful a day at most: sorted here, no index). */
export async function groupSendsOfDeparture(departureId: string): Promise<GroupMessage[]> {
  const snap = await col().where('departureId', '==', departureId).get();
  return snap.docs.map(toGroupMessage).sort(newestFirst);
}

/** The sends that went to a booking, newest first. */
export async function groupSendsOfBooking(bookingId: string): Promise<GroupMessage[]> {
  const snap = await col().where('recipientIds', 'array-contains', bookingId).get();
  return snap.docs.map(toGroupMessage).sort(newestFirst);
}

/** How many sends a departure had on an agency day. */
export async function countGroupSendsOnDay(departureId: string, day: string): Promise<number> {
  const snap = await col()
    .where('departureId', '==', departureId)
    .where('day', '==', day)
    .count()
    .get();
  return snap.data().count;
}

/**
 * Erases one booking's line from a send's recipients (privacy erasure): its name becomes
 * '[erased]', its address and phone are emptied; the texts, which name nobody, stay. In one
 * transaction with its audit entry; false when the send no longer exists.
 */
export async function eraseGroupRecipient(
  id: string,
  bookingId: string,
  actor: Actor,
): Promise<boolean> {
  const ref = col().doc(id);
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return false;
    const recipients = ((snap.get('recipients') ?? []) as GroupRecipient[]).map((r) =>
      r.bookingId === bookingId ? { ...r, name: ERASED_NAME, email: '', phone: '' } : r,
    );
    tx.update(ref, { recipients });
    auditInTransaction(tx, actor, 'privacy: erase group message recipient', `groupMessages/${id}`);
    return true;
  });
}
