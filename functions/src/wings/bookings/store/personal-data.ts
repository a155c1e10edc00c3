// What the bookings wing holds about one person, for privacy requests: their bookings (with the
// payment records stored on them), the receipts of those bookings, and the passport scans; and
// the erasure of a booking's personal fields. Receipts and payment records are never erased:
// Quebec's Regulation respecting travel agents (s. 18) and tax law require them kept.
import { ERASED_NAME, type PlainValue } from '@umrah/domain/model/privacy';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../../../platform/firebase/firebase';
import { appendAudit, auditInTransaction, type Actor } from '../../audit/audit-log';
import { idsWithMailbox, mailboxHash, plainDocument } from '../../../platform/firebase/plain-data';
import { isDocId } from '../../../platform/firebase/doc-id';
import { mediaStore } from '../../../platform/media/media-store';
import { bookingsCollection } from '../../../platform/firebase/booking-documents';
import { paymentRecordsOf, type StoredPassport } from '@umrah/domain/model/booking-document';

const receipts = () => db().collection('receipts');

export interface HeldBooking {
  id: string;
  fields: { [key: string]: PlainValue };
  passport: StoredPassport | null;
  payments: { [key: string]: PlainValue }[];
  /** Erased already: what stays is kept for its payment records and receipts. */
  erased: boolean;
}

/**
 * Every booking made with an address of `mailbox`, with its stored fields, and those of its
 * bookings already erased (found by the mailbox's hash they keep).
 */
export async function bookingsOfMailbox(mailbox: string): Promise<HeldBooking[]> {
  const [withAddress, erased] = await Promise.all([
    idsWithMailbox(bookingsCollection(), 'email', mailbox),
    bookingsCollection().where('erasedMailbox', '==', mailboxHash(mailbox)).select().get(),
  ]);
  const ids = [...new Set([...withAddress, ...erased.docs.map((d) => d.id)])];
  if (!ids.length) return [];
  const snaps = await db().getAll(...ids.map((id) => bookingsCollection().doc(id)));
  return snaps
    .filter((snap) => snap.exists)
    .map((snap) => {
      const data = snap.data() ?? {};
      const passport = (data['passport'] as StoredPassport | null | undefined) ?? null;
      return {
        id: snap.id,
        fields: plainDocument(data),
        passport: passport?.path ? passport : null,
        payments: paymentRecordsOf(data).map((p) => plainDocument(p)),
        erased: data['erasedAt'] != null,
      };
    })
    .sort((a, b) => String(a.fields['receivedAt']).localeCompare(String(b.fields['receivedAt'])));
}

/** `in` queries take at most this many values. */
const IN_MAX = 30;

/**
 * The receipts of these bookings, and any other receipt made out to an address of `mailbox`
 * (an erased booking no longer carries the address, but its receipts do), in number order.
 */
export async function receiptsHeldFor(
  mailbox: string,
  bookingIds: readonly string[],
): Promise<{ number: string; fields: { [key: string]: PlainValue } }[]> {
  const chunks: string[][] = [];
  for (let i = 0; i < bookingIds.length; i += IN_MAX) chunks.push(bookingIds.slice(i, i + IN_MAX));
  const [byBooking, byAddress] = await Promise.all([
    Promise.all(chunks.map((chunk) => receipts().where('bookingId', 'in', chunk).get())),
    idsWithMailbox(receipts(), 'customer.email', mailbox),
  ]);
  const found = new Map<string, FirebaseFirestore.DocumentData>();
  for (const snap of byBooking) for (const doc of snap.docs) found.set(doc.id, doc.data());
  const missing = byAddress.filter((id) => !found.has(id));
  if (missing.length) {
    const snaps = await db().getAll(...missing.map((id) => receipts().doc(id)));
    for (const snap of snaps) if (snap.exists) found.set(snap.id, snap.data() ?? {});
  }
  return [...found.entries()]
    .map(([number, data]) => ({ number, seq: Number(data['seq'] ?? 0), data }))
    .sort((a, b) => a.seq - b.seq)
    .map(({ number, data }) => ({ number, fields: plainDocument(data) }));
}

/** A passport scan's bytes, or null when the file is gone. */
export async function readPassportScan(path: string): Promise<Buffer | null> {
  return (await mediaStore()).readPrivate(path);
}

/**
 * Erases a booking's personal fields in one transaction with its audit entry: the name becomes
 * '[erased]'; email, phone, address, special requests and the staff note are emptied; the
 * passport reference goes. The payment plan and records stay (the receipts refer to them), and
 * so do the package, dates and amounts, which name no one, and the hash of the person's mailbox
 * (a later request finds what was kept). Then the scan's file is deleted (its
 * own audit entry). Answers false when the booking no longer exists.
 */
export async function eraseBookingPersonalData(
  id: string,
  mailbox: string,
  actor: Actor,
): Promise<boolean> {
  const ref = bookingsCollection().doc(id);
  const result = await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return null;
    const passport = (snap.get('passport') as StoredPassport | null | undefined) ?? null;
    const now = FieldValue.serverTimestamp();
    tx.update(ref, {
      fullName: ERASED_NAME,
      email: '',
      phone: '',
      address: '',
      specialRequests: '',
      note: '',
      passport: null,
      hasPassport: false,
      ...(passport ? { passportDeletedAt: now } : {}),
      erasedAt: now,
      erasedMailbox: mailboxHash(mailbox),
      updatedAt: now,
    });
    auditInTransaction(tx, actor, 'privacy: erase booking personal fields', `bookings/${id}`);
    return { passport };
  });
  if (!result) return false;
  if (result.passport?.path) {
    await (await mediaStore()).removePrivate(result.passport.path);
    await appendAudit({
      actorUid: actor.uid,
      actorUsername: actor.username,
      action: 'privacy: delete passport scan',
      target: `bookings/${id}/passport`,
    });
  }
  return true;
}

/** A correction request's new contact details for a booking, in one transaction with its audit entry. */
export async function correctBookingContact(
  id: string,
  contact: { name: string; email: string; phone: string },
  actor: Actor,
): Promise<boolean> {
  if (!isDocId(id)) return false;
  const ref = bookingsCollection().doc(id);
  return db().runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) return false;
    tx.update(ref, {
      fullName: contact.name,
      email: contact.email,
      phone: contact.phone,
      updatedAt: FieldValue.serverTimestamp(),
    });
    auditInTransaction(tx, actor, 'privacy: correct booking contact', `bookings/${id}`);
    return true;
  });
}
