import { describe, expect, it } from 'vitest';
import { cancellationQuote, scheduleForTotal } from './cancellation';
import type { CancellationPolicy } from './cancellation-policy';

const policy: CancellationPolicy = {
  tiers: [
    { daysBefore: 60, fee: { type: 'percent', value: 2500 } },
    { daysBefore: 30, fee: { type: 'percent', value: 5000 } },
  ],
  nonRefundable: [{ kind: 'visa', cents: 30_000, fromDaysBefore: null, label: null }],
};

const family = {
  totalCents: 1_000_000,
  paidCents: 600_000,
  travellers: 4,
  roomType: 'quad',
  departureDate: '2027-03-01',
  singleSupplementCents: 90_000,
};

describe('cancellationQuote', () => {
  it('one of a family of four cancels 45 days out: the 60-day tier (25% of their share) and the visa kept', () => {
    const q = cancellationQuote(policy, family, 1, '2027-01-15');
    expect(q.daysBefore).toBe(45);
    expect(q.shareCents).toBe(250_000);
    expect(q.nonRefundableCents).toBe(30_000);
    expect(q.feeCents).toBe(62_500);
    expect(q.supplementCents).toBe(0);
    expect(q.newTotalCents).toBe(750_000 + 30_000 + 62_500);
    // Paid 6,000 of a new total of 8,425: nothing goes back yet.
    expect(q.refundCents).toBe(0);
    expect(q).toMatchObject({ travellersCancelled: 1, travellersLeft: 3, whole: false });
  });

  it('the whole booking cancelled early keeps the visas only and refunds the rest', () => {
    const q = cancellationQuote(policy, family, 4, '2026-12-01');
    expect(q.tier).toBeNull();
    expect(q.feeCents).toBe(0);
    expect(q.newTotalCents).toBe(120_000);
    expect(q.refundCents).toBe(480_000);
    expect(q.whole).toBe(true);
  });

  it('a double of two loses one: the one left pays the single supplement', () => {
    const couple = { ...family, travellers: 2, roomType: 'double', totalCents: 800_000 };
    const q = cancellationQuote(null, couple, 1, '2026-12-01');
    expect(q.feeCents).toBe(0);
    expect(q.supplementCents).toBe(90_000);
    expect(q.newTotalCents).toBe(400_000 + 90_000);
    expect(q.refundCents).toBe(600_000 - 490_000);
  });

  it('a double without a single supplement offered adds nothing; a quad never does', () => {
    const couple = { ...family, travellers: 2, roomType: 'double', singleSupplementCents: null };
    expect(cancellationQuote(null, couple, 1, '2026-12-01').supplementCents).toBe(0);
    expect(
      cancellationQuote(null, { ...family, travellers: 2 }, 1, '2026-12-01').supplementCents,
    ).toBe(0);
  });

  it('a second cancellation charges no fee on what the first one kept', () => {
    // The first of four left at 45 days: the total became 8,425 (7,500 + 300 kept + 625 fee).
    const after = { ...family, totalCents: 842_500, travellers: 3, retainedCents: 92_500 };
    const q = cancellationQuote(policy, after, 3, '2027-01-15');
    expect(q.shareCents).toBe(750_000);
    expect(q.nonRefundableCents).toBe(90_000);
    expect(q.feeCents).toBe(187_500);
    expect(q.newTotalCents).toBe(92_500 + 90_000 + 187_500);
    expect(q.refundCents).toBe(600_000 - 370_000);
  });

  it('no policy: nothing kept, every paid cent beyond the others share goes back', () => {
    const q = cancellationQuote(null, { ...family, paidCents: 1_000_000 }, 4, '2027-02-28');
    expect(q.refundCents).toBe(1_000_000);
  });

  it('never refunds more than was paid, nor a negative amount', () => {
    expect(
      cancellationQuote(policy, { ...family, paidCents: 0 }, 4, '2026-12-01').refundCents,
    ).toBe(0);
    expect(
      cancellationQuote(policy, { ...family, paidCents: -5 }, 4, '2026-12-01').refundCents,
    ).toBe(0);
  });
});

describe('scheduleForTotal', () => {
  const schedule = [
    { date: '2026-12-01', amountCents: 100_000, kind: 'deposit' as const },
    { date: '2027-01-01', amountCents: 300_000, kind: 'instalment' as const },
    { date: '2027-02-01', amountCents: 300_001, kind: 'final' as const },
  ];

  it('a smaller total comes off the last instalments first, dropping emptied ones', () => {
    const out = scheduleForTotal(schedule, 250_000);
    expect(out).toEqual([
      { date: '2026-12-01', amountCents: 100_000, kind: 'deposit' },
      { date: '2027-01-01', amountCents: 150_000, kind: 'instalment' },
    ]);
  });

  it('a larger total (a supplement) is added to the last instalment', () => {
    expect(scheduleForTotal(schedule, 800_001).at(-1)?.amountCents).toBe(400_001);
  });

  it('keeps the sum exact and never changes the input', () => {
    const out = scheduleForTotal(schedule, 333_333);
    expect(out.reduce((s, i) => s + i.amountCents, 0)).toBe(333_333);
    expect(schedule[2]?.amountCents).toBe(300_001);
    expect(scheduleForTotal(schedule, 0)).toEqual([]);
  });
});
