import { describe, expect, it } from 'vitest';
import { paymentDue } from './payment-due';

const plan = {
  totalCents: 1_208_000,
  depositCents: 50_000,
  paidCents: 0,
  pendingCents: 0,
  depositDueDate: null,
  balanceDueDate: '2027-01-15',
};

describe('paymentDue', () => {
  it('asks the deposit now and names the balance with its date apart', () => {
    expect(paymentDue(plan, '2026-11-27')).toEqual({
      nowCents: 50_000,
      now: [{ kind: 'deposit', cents: 50_000, date: '' }],
      upcoming: [{ kind: 'balance', cents: 1_158_000, date: '2027-01-15' }],
    });
  });

  it('asks nothing now once the deposit is paid and the balance is weeks away', () => {
    const due = paymentDue({ ...plan, paidCents: 50_000 }, '2026-11-27');
    expect(due.nowCents).toBe(0);
    expect(due.now).toEqual([]);
    expect(due.upcoming).toEqual([{ kind: 'balance', cents: 1_158_000, date: '2027-01-15' }]);
  });

  it('asks the balance from its due date on (and after it)', () => {
    for (const today of ['2027-01-15', '2027-02-01']) {
      const due = paymentDue({ ...plan, paidCents: 50_000 }, today);
      expect(due.now).toEqual([{ kind: 'balance', cents: 1_158_000, date: '2027-01-15' }]);
      expect(due.upcoming).toEqual([]);
    }
  });

  it('waits for a departure’s own deposit date, then asks deposit and balance together', () => {
    const own = { ...plan, depositDueDate: '2026-12-10' };
    expect(paymentDue(own, '2026-11-27')).toMatchObject({
      nowCents: 0,
      upcoming: [
        { kind: 'deposit', cents: 50_000, date: '2026-12-10' },
        { kind: 'balance', cents: 1_158_000, date: '2027-01-15' },
      ],
    });
    expect(paymentDue(own, '2027-01-20').nowCents).toBe(1_208_000);
  });

  it('counts money on its way, deposit first, and asks nothing once all is covered', () => {
    const part = paymentDue({ ...plan, paidCents: 20_000, pendingCents: 10_000 }, '2026-11-27');
    expect(part.now).toEqual([{ kind: 'deposit', cents: 20_000, date: '' }]);
    expect(part.upcoming[0]?.cents).toBe(1_158_000);
    const all = paymentDue({ ...plan, paidCents: 1_208_000 }, '2027-02-01');
    expect(all).toEqual({ nowCents: 0, now: [], upcoming: [] });
  });

  it('on a payment plan, asks what has fallen due and names each instalment to come', () => {
    const schedule = [
      { date: '2026-11-27', amountCents: 100_000, kind: 'deposit' as const },
      { date: '2026-12-27', amountCents: 200_000, kind: 'instalment' as const },
      { date: '2027-01-27', amountCents: 200_000, kind: 'instalment' as const },
      { date: '2027-02-27', amountCents: 200_000, kind: 'final' as const },
    ];
    const onPlan = { ...plan, totalCents: 700_000, depositCents: 100_000, schedule };
    // Deposit paid and 50 on its way: the first instalment's rest is next, not due yet.
    const due = paymentDue({ ...onPlan, paidCents: 100_000, pendingCents: 5_000 }, '2026-12-01');
    expect(due.nowCents).toBe(0);
    expect(due.upcoming).toEqual([
      { kind: 'instalment', cents: 195_000, date: '2026-12-27' },
      { kind: 'instalment', cents: 200_000, date: '2027-01-27' },
      { kind: 'balance', cents: 200_000, date: '2027-02-27' },
    ]);
    // Two months on, nothing more paid: the two instalments dated by then are due now.
    const late = paymentDue({ ...onPlan, paidCents: 100_000 }, '2027-01-27');
    expect(late.nowCents).toBe(400_000);
    expect(late.upcoming).toEqual([{ kind: 'balance', cents: 200_000, date: '2027-02-27' }]);
  });
});
