// What a restore must give back (scripts/restore-drill.mjs): every collection with as many
// documents as when the backup was taken, every booking's balance equal to its payments (each
// with its receipt), and the receipts' numbers whole: 1..N, no gap, no duplicate, the counter at
// N + 1. Pure, so its unit test proves that each kind of loss is caught.
import { formatReceiptNumber } from '@umrah/domain/model/receipts';

/** Documents per collection path, subcollections as `bookings/*\/notes`. */
export type CollectionCounts = Record<string, number>;

export interface DrillBooking {
  id: string;
  /** `payment.paidCents`; null before a price was agreed (no balance yet). */
  paidCents: number | null;
  payments: { id: string; amountCents: number }[];
}

export interface DrillReceipt {
  /** The document id ('R-000123'). */
  id: string;
  seq: number;
  bookingId: string;
  paymentId: string;
  amountCents: number;
}

export interface DrillSnapshot {
  counts: CollectionCounts;
  bookings: DrillBooking[];
  receipts: DrillReceipt[];
  /** `counters/receipts.next`; null when the counter is missing. */
  counterNext: number | null;
}

/** Every difference between the backup's counts and the restored ones. */
export function countProblems(expected: CollectionCounts, restored: CollectionCounts): string[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(restored)])].sort();
  return names
    .filter((name) => (expected[name] ?? 0) !== (restored[name] ?? 0))
    .map(
      (name) =>
        `${name}: ${restored[name] ?? 0} documents restored, ${expected[name] ?? 0} backed up`,
    );
}

/** Bookings whose balance disagrees with their payments, and payments without their receipt. */
export function balanceProblems(bookings: DrillBooking[], receipts: DrillReceipt[]): string[] {
  const problems: string[] = [];
  const byPayment = new Map<string, DrillReceipt[]>();
  for (const r of receipts) byPayment.set(r.paymentId, [...(byPayment.get(r.paymentId) ?? []), r]);
  const paymentIds = new Set<string>();
  for (const b of bookings) {
    const sum = b.payments.reduce((total, p) => total + p.amountCents, 0);
    if (b.paidCents !== null && b.paidCents !== sum) {
      problems.push(`booking ${b.id}: paid ${b.paidCents} cents, its payments add up to ${sum}`);
    }
    for (const p of b.payments) {
      paymentIds.add(p.id);
      const found = byPayment.get(p.id) ?? [];
      if (found.length !== 1) {
        problems.push(`booking ${b.id}: payment ${p.id} has ${found.length} receipts, not 1`);
      } else if (found[0]?.amountCents !== p.amountCents || found[0]?.bookingId !== b.id) {
        problems.push(`booking ${b.id}: payment ${p.id} differs from receipt ${found[0]?.id}`);
      }
    }
  }
  for (const r of receipts) {
    if (!paymentIds.has(r.paymentId)) {
      problems.push(`receipt ${r.id}: its payment is on no booking (${r.bookingId})`);
    }
  }
  return problems;
}

/** Gaps, duplicates and misnamed receipts in the sequence, and a counter that is not N + 1. */
export function sequenceProblems(receipts: DrillReceipt[], counterNext: number | null): string[] {
  const problems: string[] = [];
  const seqs = receipts.map((r) => r.seq).sort((a, b) => a - b);
  for (const r of receipts) {
    if (!Number.isInteger(r.seq) || r.seq < 1 || r.id !== formatReceiptNumber(r.seq)) {
      problems.push(`receipt ${r.id}: numbered ${r.seq}`);
    }
  }
  const seen = new Set<number>();
  for (const s of seqs) {
    if (seen.has(s)) problems.push(`receipt number ${s} used twice`);
    seen.add(s);
  }
  const last = seqs.at(-1) ?? 0;
  for (let s = 1; s <= last; s += 1) {
    if (!seen.has(s)) problems.push(`receipt ${formatReceiptNumber(s)} is missing (a gap)`);
  }
  if ((counterNext ?? 1) !== last + 1) {
    problems.push(`the receipts' counter is at ${counterNext}, the last receipt is ${last}`);
  }
  return problems;
}

/** Everything wrong with a restore; empty when it gave back what was backed up. */
export function restoreProblems(expected: CollectionCounts, restored: DrillSnapshot): string[] {
  return [
    ...countProblems(expected, restored.counts),
    ...balanceProblems(restored.bookings, restored.receipts),
    ...sequenceProblems(restored.receipts, restored.counterNext),
  ];
}
