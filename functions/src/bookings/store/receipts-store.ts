// The receipts of the bookings' money: `receipts/{R-000123}`, numbered from the one counter
// `counters/receipts`. A number is taken only inside the transaction that records the money
// (payments-store.ts), so a write that fails takes none and the sequence has no gap; the receipt
// is created (tx.create) under its number, so a number can never be used twice.
//
// The counter is one document, and Firestore sustains about one write per second on one
// document: far above an agency's payments (a busy day is a few dozen), and concurrent payments
// queue on the transaction rather than fail (payments.api.test.ts records 20 at once).
import {
  FIRST_RECEIPT_NUMBER,
  formatReceiptNumber,
  isReceiptNumber,
  type Receipt,
} from '@umrah/domain/model/receipts';
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { db } from '../../firebase';
import { toIso } from '../../data/timestamps';

const receipts = () => db().collection('receipts');
const counterRef = () => db().collection('counters').doc('receipts');

/** The sequence's next value, read in the caller's transaction (before any of its writes). */
export interface ReceiptCounter {
  next: number;
}

export async function readReceiptCounter(tx: Transaction): Promise<ReceiptCounter> {
  const snap = await tx.get(counterRef());
  const next: unknown = snap.get('next');
  return { next: typeof next === 'number' && next >= 1 ? next : FIRST_RECEIPT_NUMBER };
}

/** A receipt without its number, as the money's transaction describes it. */
export type ReceiptDraft = Omit<Receipt, 'number' | 'seq' | 'issuedAt' | 'originalIssuedAt'>;

/**
 * Takes the counter's number for `draft` and creates its receipt, in `tx`; answers the receipt.
 * The counter moves one step per receipt, so several receipts in one transaction get consecutive
 * numbers from the same counter read.
 */
export function issueReceipt(
  tx: Transaction,
  counter: ReceiptCounter,
  draft: ReceiptDraft,
): Receipt {
  const seq = counter.next;
  const number = formatReceiptNumber(seq);
  const issuedAt = new Date();
  counter.next = seq + 1;
  tx.set(counterRef(), { next: counter.next, updatedAt: FieldValue.serverTimestamp() });
  tx.create(receipts().doc(number), {
    ...draft,
    number,
    seq,
    issuedAt: Timestamp.fromDate(issuedAt),
    originalIssuedAt: null,
  });
  return { ...draft, number, seq, issuedAt: issuedAt.toISOString(), originalIssuedAt: null };
}

function toReceipt(data: FirebaseFirestore.DocumentData): Receipt {
  return {
    ...(data as Receipt),
    issuedAt: toIso(data['issuedAt']),
    originalIssuedAt: data['originalIssuedAt'] ? toIso(data['originalIssuedAt']) : null,
  };
}

/** A receipt by its number; null when none has it. */
export async function findReceipt(number: string): Promise<Receipt | null> {
  if (!isReceiptNumber(number)) return null;
  const snap = await receipts().doc(number).get();
  return snap.exists ? toReceipt(snap.data() ?? {}) : null;
}

/**
 * Marks the receipt's original as issued unless it was: answers true for the one call that
 * issues it (the pilgrim's first print), false for every reprint.
 */
export async function claimOriginal(number: string): Promise<boolean> {
  const ref = receipts().doc(number);
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists || snap.get('originalIssuedAt')) return false;
    tx.update(ref, { originalIssuedAt: FieldValue.serverTimestamp() });
    return true;
  });
}

/** A booking's receipts in number order. */
export async function receiptsOfBooking(bookingId: string): Promise<Receipt[]> {
  const snap = await receipts().where('bookingId', '==', bookingId).get();
  return snap.docs.map((d) => toReceipt(d.data())).sort((a, b) => a.seq - b.seq);
}

/** The register: receipts after number `afterSeq`, in number order, at most `limit`. */
export async function listReceipts(afterSeq: number, limit: number): Promise<Receipt[]> {
  const snap = await receipts().orderBy('seq').startAfter(afterSeq).limit(limit).get();
  return snap.docs.map((d) => toReceipt(d.data()));
}
