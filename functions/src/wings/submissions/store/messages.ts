import type { ContactMessage, MessageReply } from '@umrah/domain/model/messages';
import type { ContactRequest } from '@umrah/domain/schemas/contact-request';
import type { MessageCounts } from '@umrah/domain/schemas/paging';
import { formLanguageOf } from '@umrah/domain/model/validation-messages';
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../../../platform/firebase/firebase';
import { DomainError } from '@umrah/domain/model/errors';
import { isDocId } from '../../../platform/firebase/doc-id';
import { marketingConsentRecord, queueMarketingConsent } from '../../marketing/marketing-contacts';
import type { MailMessage } from '../../../platform/mail/mail';
import type { Transaction } from '../../../platform/firebase/transaction';
import {
  countWhere,
  readPage,
  type ListSource,
  type PageRequest,
} from '../../../platform/firebase/paging';
import type { SubmissionMails } from '../../../platform/mail/mail-caps';
import { toIso } from '../../../platform/firebase/timestamps';
import { ERASED_NAME, type PlainValue } from '@umrah/domain/model/privacy';
import { auditInTransaction, type Actor } from '../../audit/audit-log';
import { idsWithMailbox, plainDocument } from '../../../platform/firebase/plain-data';

const col = () => db().collection('messages');

/** The message's document, or 404 when the id cannot name one. */
function messageRef(id: string) {
  if (!isDocId(id)) throw new DomainError('message_not_found');
  return col().doc(id);
}

function toMessage(doc: DocumentSnapshot): ContactMessage {
  const d = doc.data() ?? {};
  return {
    id: doc.id,
    name: d.name,
    email: d.email,
    phone: d.phone ?? '',
    message: d.message,
    language: formLanguageOf(d.language),
    read: d.read === true,
    receivedAt: toIso(d.receivedAt),
    ...(d.bookingId
      ? { bookingId: String(d.bookingId), bookingReference: String(d.bookingReference ?? '') }
      : {}),
    ...(Array.isArray(d.replies) ? { replies: (d.replies as MessageReply[]).map(toReply) } : {}),
  };
}

const toReply = (r: MessageReply): MessageReply => ({
  text: String(r.text),
  sentAt: String(r.sentAt),
  sentBy: String(r.sentBy),
});

/**
 * Stores a message once per submission id, with its notification mail and the visitor's
 * acknowledgement (each unless this hour's cap holds it back: `mails`), in one transaction. A
 * ticked "news and offers" is stored on the message (time and text version) and makes the
 * address a marketing contact in the same write; an unticked one leaves no field at all.
 */
export async function createMessage(
  request: ContactRequest,
  mails: SubmissionMails,
  notifyEmail: string,
  mail: MailMessage,
  acknowledgement?: MailMessage,
): Promise<{ id: string; created: boolean }> {
  const { submissionId: id, marketingConsent, ...fields } = request;
  const ref = col().doc(id);
  const created = await db().runTransaction(async (tx) => {
    if ((await tx.get(ref)).exists) return false;
    tx.create(ref, {
      ...fields,
      ...(marketingConsent ? { marketingConsent: marketingConsentRecord() } : {}),
      read: false,
      receivedAt: FieldValue.serverTimestamp(),
    });
    if (marketingConsent) {
      queueMarketingConsent(tx, {
        email: request.email,
        language: formLanguageOf(request.language),
        source: 'contact',
      });
    }
    mails.queueStaff(tx, notifyEmail, mail);
    if (acknowledgement) mails.queueAcknowledgement(tx, request.email, acknowledgement);
    return true;
  });
  return { id, created };
}

/** A message from a booking's trip page: who wrote is the booking's contact. */
export interface TripMessageRecord {
  bookingId: string;
  bookingReference: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  language: string;
}

/**
 * Stores a pilgrim's message from the trip page in the inbox, tied to its booking, with the
 * staff's notification (under this hour's staff-mail cap, as a contact message's), in one
 * transaction.
 */
export async function createTripMessage(
  record: TripMessageRecord,
  mails: SubmissionMails,
  notifyEmail: string,
  mail: MailMessage,
): Promise<{ id: string }> {
  const ref = col().doc();
  await db().runTransaction(async (tx) => {
    tx.create(ref, {
      ...record,
      source: 'trip',
      read: false,
      receivedAt: FieldValue.serverTimestamp(),
    });
    mails.queueStaff(tx, notifyEmail, mail);
  });
  return { id: ref.id };
}

/**
 * A reply's first step: the booking's trip-page message as it stands, read in the use case's
 * transaction; 404 when the message is not this booking's, or was erased (nothing to answer).
 */
export async function readTripMessageToAnswer(
  tx: Transaction,
  id: string,
  bookingId: string,
): Promise<ContactMessage> {
  const snap = await tx.get(messageRef(id));
  if (!snap.exists || snap.get('bookingId') !== bookingId || snap.get('erasedAt')) {
    throw new DomainError('message_not_found');
  }
  return toMessage(snap);
}

/** Keeps a staff reply on the message (read first by readTripMessageToAnswer), which is now read. */
export function addTripMessageReply(tx: Transaction, id: string, reply: MessageReply): void {
  tx.update(messageRef(id), { replies: FieldValue.arrayUnion(reply), read: true });
}

/** The messages written from a booking's trip page, newest first. */
export async function messagesOfBooking(bookingId: string): Promise<ContactMessage[]> {
  const snap = await col().where('bookingId', '==', bookingId).get();
  return snap.docs.map(toMessage).sort((a, b) => b.receivedAt.localeCompare(a.receivedAt));
}

const messageList: ListSource<ContactMessage> = {
  query: col,
  sortField: 'receivedAt',
  toItem: toMessage,
};

/** A page of messages, newest first (`filters`: e.g. `{ read: false }`). */
export function listMessages(request: PageRequest) {
  return readPage(messageList, request);
}

/** How many messages in all and unread (aggregate queries). */
export async function countMessages(): Promise<MessageCounts> {
  const [all, unread] = await Promise.all([countWhere(col()), countUnreadMessages()]);
  return { all, unread };
}

export async function setMessageRead(id: string, read: boolean): Promise<ContactMessage> {
  const ref = messageRef(id);
  await db().runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) throw new DomainError('message_not_found');
    tx.update(ref, { read });
  });
  return toMessage(await ref.get());
}

export async function deleteMessage(id: string): Promise<void> {
  const ref = messageRef(id);
  await db().runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) throw new DomainError('message_not_found');
    tx.delete(ref);
  });
}

export async function countUnreadMessages(): Promise<number> {
  return (await col().where('read', '==', false).count().get()).data().count;
}

/** Every message written from an address of `mailbox`, with its stored fields, oldest first. */
export async function messagesOfMailbox(
  mailbox: string,
): Promise<{ id: string; fields: { [key: string]: PlainValue } }[]> {
  const ids = await idsWithMailbox(col(), 'email', mailbox);
  if (!ids.length) return [];
  const snaps = await db().getAll(...ids.map((id) => col().doc(id)));
  return snaps
    .filter((snap) => snap.exists)
    .map((snap) => ({ id: snap.id, fields: plainDocument(snap.data()) }))
    .sort((a, b) => String(a.fields['receivedAt']).localeCompare(String(b.fields['receivedAt'])));
}

/**
 * Erases a message's personal fields (privacy erasure) in one transaction with its audit entry:
 * the name becomes '[erased]', the email, phone and text are emptied (staff replies removed); the date stays, so the
 * inbox's counts still add up. Answers false when the message no longer exists.
 */
export async function eraseMessagePersonalData(id: string, actor: Actor): Promise<boolean> {
  const ref = messageRef(id);
  return db().runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) return false;
    tx.update(ref, {
      name: ERASED_NAME,
      email: '',
      phone: '',
      message: '',
      replies: FieldValue.delete(),
      erasedAt: FieldValue.serverTimestamp(),
    });
    auditInTransaction(tx, actor, 'privacy: erase message', `messages/${id}`);
    return true;
  });
}

/** A correction request's new contact details for a message, in one transaction with its audit entry. */
export async function correctMessageContact(
  id: string,
  contact: { name: string; email: string; phone: string },
  actor: Actor,
): Promise<boolean> {
  const ref = messageRef(id);
  return db().runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) return false;
    tx.update(ref, { name: contact.name, email: contact.email, phone: contact.phone });
    auditInTransaction(tx, actor, 'privacy: correct message contact', `messages/${id}`);
    return true;
  });
}
