// The receipts of the bookings' money: `receipts/{R-000123}`, numbered from the one counter
// `counters/receipts`. A number is taken only inside the transaction that records the money
// (payments-store.ts), so a write that fails takes none and the sequence has no gap; the
// transaction also reads the receipt under the next number and refuses to write if it exists, so
// a number can never be used twice.
//
// The counter is one document, and Firestore sustains about one write per second on one
// document: far above an agency's payments (a busy day is a few dozen). Concurrent payments queue
// on a lease (RECEIPTS_LEASE) rather than on the counter's lock, or are refused as busy having
// written nothing (payments-through-hosting.api.test.ts: 20 at once through Hosting).
import { bookingReference } from '@umrah/domain/model/reference';
import {
  FIRST_RECEIPT_NUMBER,
  formatReceiptNumber,
  isReceiptNumber,
  type Receipt,
} from '@umrah/domain/model/receipts';
import type { ReceiptFilters, ReceiptTotals } from '@umrah/domain/schemas/paging';
import {
  AggregateField,
  FieldValue,
  Timestamp,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';
import { db } from '../../../platform/firebase/firebase';
import { dayWindow, windowed } from '../../../platform/firebase/paging';
import { toIso } from '../../../platform/firebase/timestamps';
import * as clock from '../../../platform/clock';

const receipts = () => db().collection('receipts');
const counterRef = () => db().collection('counters').doc('receipts');

/**
 * The lease (platform/firebase/lease.ts) every transaction that may issue a receipt takes first:
 * they all read the one counter, so they queue on the lease rather than on the counter's lock
 * (20 payments at once through Hosting: 20 × 503 at the deadline without it).
 */
export const RECEIPTS_LEASE = 'receipts-counter';

/** The sequence's next value, read in the caller's transaction (before any of its writes). */
export interface ReceiptCounter {
  next: number;
  /** How many more receipts the transaction may issue (the numbers it read as free). */
  left: number;
}

/**
 * Options for every transaction that takes the receipts' counter: they all queue on that one
 * document, so a burst (a day's e-Transfers recorded in a row, webhooks arriving together) is
 * retried rather than refused after the default five attempts.
 */
export const RECEIPT_TRANSACTION = { maxAttempts: 12 } as const;

/**
 * Reads the counter and the receipt its next number would name, so the transaction holds both:
 * the receipt is then written with set, never a blind create of a document other transactions
 * may race to create too (the Firestore emulator then deadlocks until its lock timeout). A
 * receipt already under that number would mean the counter was moved back: refuse to write.
 */
export async function readReceiptCounter(tx: Transaction, count = 1): Promise<ReceiptCounter> {
  const snap = await tx.get(counterRef());
  const stored: unknown = snap.get('next');
  const next = typeof stored === 'number' && stored >= 1 ? stored : FIRST_RECEIPT_NUMBER;
  // Every number the transaction may take (a cancellation's refund and credit take two).
  for (let seq = next; seq < next + count; seq += 1) {
    const taken = await tx.get(receipts().doc(formatReceiptNumber(seq)));
    if (taken.exists) throw new Error(`Receipt ${formatReceiptNumber(seq)} exists already`);
  }
  return { next, left: count };
}

/** A receipt without its number, as the money's transaction describes it. */
export type ReceiptDraft = Omit<Receipt, 'number' | 'seq' | 'issuedAt' | 'originalIssuedAt'>;

/** Takes the counter's number for `draft` and writes its receipt, in `tx`; answers the receipt. */
export function issueReceipt(
  tx: Transaction,
  counter: ReceiptCounter,
  draft: ReceiptDraft,
): Receipt {
  if (counter.left < 1) throw new Error('No receipt number was read for this receipt');
  const seq = counter.next;
  counter.next += 1;
  counter.left -= 1;
  const number = formatReceiptNumber(seq);
  const issuedAt = clock.now();
  tx.set(counterRef(), { next: seq + 1, updatedAt: FieldValue.serverTimestamp() });
  tx.set(receipts().doc(number), {
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
    // The booking's one reference, also on receipts issued under the older "UMR-…" one.
    reference: bookingReference(String(data['bookingId'] ?? '')),
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

/** The receipts the filters hold: one method, issued within a range of office days. */
function filteredReceipts(filters: ReceiptFilters): Query {
  const base = filters.method ? receipts().where('method', '==', filters.method) : receipts();
  return windowed(base, 'issuedAt', dayWindow(filters.from, filters.to));
}

/** The register: receipts after number `afterSeq`, in number order, at most `limit`, filtered. */
export async function listReceipts(
  afterSeq: number,
  limit: number,
  filters: ReceiptFilters = {},
): Promise<Receipt[]> {
  const snap = await filteredReceipts(filters)
    .orderBy('seq')
    .startAfter(afterSeq)
    .limit(limit)
    .get();
  return snap.docs.map((d) => toReceipt(d.data()));
}

/** How many receipts the filters hold and their net amount: one aggregate query, no documents. */
export async function receiptTotals(filters: ReceiptFilters): Promise<ReceiptTotals> {
  const snap = await filteredReceipts(filters)
    .aggregate({ count: AggregateField.count(), amountCents: AggregateField.sum('amountCents') })
    .get();
  const { count, amountCents } = snap.data();
  return { count, amountCents: amountCents ?? 0 };
}
