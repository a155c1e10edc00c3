// Credits for a later trip (collection `credits`): created by a cancellation's transaction, used
// by a later booking's. Only this wing reads and writes them.
import { creditEmailKey, creditReference, type Credit } from '@umrah/domain/model/money/credits';
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { db } from '../../../platform/firebase/firebase';
import { isDocId } from '../../../platform/firebase/doc-id';
import type { Transaction } from '../../../platform/firebase/transaction';

const credits = () => db().collection('credits');

function toCredit(id: string, d: DocumentData): Credit {
  return {
    id,
    reference: creditReference(id),
    email: String(d['email'] ?? ''),
    fullName: String(d['fullName'] ?? ''),
    fromBookingId: String(d['fromBookingId'] ?? ''),
    amountCents: Number(d['amountCents'] ?? 0),
    expiresOn: String(d['expiresOn'] ?? ''),
    uses: Array.isArray(d['uses']) ? (d['uses'] as Credit['uses']) : [],
    createdAt: String(d['createdAt'] ?? ''),
    createdBy: String(d['createdBy'] ?? ''),
  };
}

/** A new credit's id, taken before the transaction writes it. */
export const newCreditId = () => credits().doc().id;

/** Writes a new credit in `tx`. */
export function createCreditIn(tx: Transaction, credit: Omit<Credit, 'reference'>): void {
  const { id, ...fields } = credit;
  tx.create(credits().doc(id), { ...fields, emailKey: creditEmailKey(fields.email) });
}

/** A credit read in `tx` (null: none with this id). */
export async function readCreditIn(tx: Transaction, id: string): Promise<Credit | null> {
  if (!isDocId(id)) return null;
  const snap = await tx.get(credits().doc(id));
  return snap.exists ? toCredit(id, snap.data() ?? {}) : null;
}

/** Adds a use to a credit in `tx`. */
export function addCreditUse(tx: Transaction, id: string, use: Credit['uses'][number]): void {
  tx.update(credits().doc(id), { uses: FieldValue.arrayUnion(use) });
}

/** The credits of a pilgrim's address, newest first. */
export async function creditsOfEmail(email: string): Promise<Credit[]> {
  const key = creditEmailKey(email);
  if (!key) return [];
  const snap = await credits().where('emailKey', '==', key).get();
  return snap.docs
    .map((d) => toCredit(d.id, d.data()))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The credits a booking gave. */
export async function creditsFromBooking(bookingId: string): Promise<Credit[]> {
  const snap = await credits().where('fromBookingId', '==', bookingId).get();
  return snap.docs.map((d) => toCredit(d.id, d.data()));
}
