import { describe, expect, it } from 'vitest';
import { restoreProblems, type DrillReceipt, type DrillSnapshot } from './restore-check';

const receipt = (seq: number, bookingId: string, amountCents: number): DrillReceipt => ({
  id: `R-${String(seq).padStart(6, '0')}`,
  seq,
  bookingId,
  paymentId: `p${seq}`,
  amountCents,
});

/** Two bookings, three receipts (one a refund), as the drill makes them. */
function backup(): DrillSnapshot {
  return {
    counts: { bookings: 2, receipts: 3, counters: 1 },
    bookings: [
      {
        id: 'b1',
        paidCents: 40_000,
        payments: [
          { id: 'p1', amountCents: 50_000 },
          { id: 'p3', amountCents: -10_000 },
        ],
      },
      { id: 'b2', paidCents: 25_000, payments: [{ id: 'p2', amountCents: 25_000 }] },
    ],
    receipts: [receipt(1, 'b1', 50_000), receipt(2, 'b2', 25_000), receipt(3, 'b1', -10_000)],
    counterNext: 4,
  };
}

describe('restoreProblems', () => {
  it('passes a restore that gave back everything', () => {
    const restored = backup();
    expect(restoreProblems(restored.counts, restored)).toEqual([]);
  });

  it('fails when a receipt is missing from the restore: the count, its payment and the gap', () => {
    const restored = backup();
    const expected = { ...restored.counts };
    restored.receipts = restored.receipts.filter((r) => r.seq !== 2);
    restored.counts.receipts = 2;
    expect(restoreProblems(expected, restored)).toEqual([
      'receipts: 2 documents restored, 3 backed up',
      'booking b2: payment p2 has 0 receipts, not 1',
      'receipt R-000002 is missing (a gap)',
    ]);
  });

  it('fails when the last receipt is missing: the counter no longer follows the sequence', () => {
    const restored = backup();
    restored.receipts = restored.receipts.filter((r) => r.seq !== 3);
    expect(restoreProblems(backup().counts, restored)).toContain(
      "the receipts' counter is at 4, the last receipt is 2",
    );
  });

  it('fails on a number used twice and on a receipt stored under another number', () => {
    const restored = backup();
    restored.receipts.push({ ...receipt(2, 'b2', 25_000), id: 'R-000009', paymentId: 'p9' });
    const problems = restoreProblems(backup().counts, restored);
    expect(problems).toContain('receipt number 2 used twice');
    expect(problems).toContain('receipt R-000009: numbered 2');
    expect(problems).toContain('receipt R-000009: its payment is on no booking (b2)');
  });

  it("fails when a booking's balance disagrees with its payments", () => {
    const restored = backup();
    const first = restored.bookings[0];
    if (first) first.paidCents = 50_000;
    expect(restoreProblems(backup().counts, restored)).toEqual([
      'booking b1: paid 50000 cents, its payments add up to 40000',
    ]);
  });

  it('fails when a whole collection is missing', () => {
    const restored = backup();
    delete restored.counts.counters;
    restored.counterNext = null;
    expect(restoreProblems(backup().counts, restored)).toEqual([
      'counters: 0 documents restored, 1 backed up',
      "the receipts' counter is at null, the last receipt is 3",
    ]);
  });
});
