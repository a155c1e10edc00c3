import { describe, expect, it } from 'vitest';
import {
  amountDueLater,
  amountDueNow,
  planOfSchedule,
  centsToText,
  computePaymentPlan,
  formatCents,
  parseBasisPoints,
  parseCents,
  paymentMethodLabel,
  paymentStatusOf,
  paymentTermsOf,
} from './payments';

describe('parseCents', () => {
  it('reads dollars into whole cents without floats', () => {
    expect(parseCents('4500')).toBe(450000);
    expect(parseCents('4,500.5')).toBe(450050);
    expect(parseCents('$0.07')).toBe(7);
    expect(parseCents('1234.56')).toBe(123456);
    // 0.1 + 0.2 style drift cannot happen: digits are read as integers.
    expect(parseCents('0.29')).toBe(29);
  });
  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '1.234', '-5', '1e3', '12.']) expect(parseCents(bad)).toBeNull();
  });
  it('reads percentages as basis points up to 100', () => {
    expect(parseBasisPoints('12.5')).toBe(1250);
    expect(parseBasisPoints('100')).toBe(10000);
    expect(parseBasisPoints('100.01')).toBeNull();
  });
});

describe('formatCents', () => {
  it('formats CAD with thousands and two decimals', () => {
    expect(formatCents(123456789)).toBe('$1,234,567.89');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(-1050)).toBe('-$10.50');
    expect(centsToText(450005)).toBe('4500.05');
  });
});

describe('paymentMethodLabel', () => {
  it('names the methods staff record and leaves an unknown one as stored', () => {
    expect(paymentMethodLabel('etransfer')).toBe('Interac e-Transfer');
    expect(paymentMethodLabel('cheque')).toBe('Cheque');
    expect(paymentMethodLabel('wire')).toBe('wire');
    expect(paymentMethodLabel('toString')).toBe('toString');
  });
});

const today = '2026-01-10';
const amountTerms = { deposit: { type: 'amount' as const, cents: 50000 }, balanceDueDays: 45 };
const percentTerms = (bp: number) => ({
  deposit: { type: 'percent' as const, basisPoints: bp },
  balanceDueDays: 45,
});

describe('computePaymentPlan', () => {
  it('takes a fixed deposit per traveller and dates the balance before departure', () => {
    const plan = computePaymentPlan({
      totalCents: 1_200_000,
      travellers: 3,
      departureDate: '2026-06-01',
      today,
      terms: amountTerms,
    });
    expect(plan).toEqual({
      totalCents: 1_200_000,
      depositCents: 150_000,
      balanceCents: 1_050_000,
      balanceDueDate: '2026-04-17',
    });
  });

  it('takes a percentage of each traveller share, rounded half up to the cent per traveller', () => {
    // $1,000.01 for 3 travellers: each share 33,333.67 cents; 10% = 3,333.367 -> 3,333 cents.
    const plan = computePaymentPlan({
      totalCents: 100_001,
      travellers: 3,
      departureDate: '2026-06-01',
      today,
      terms: percentTerms(1000),
    });
    expect(plan.depositCents).toBe(3 * 3333);
    expect(plan.balanceCents).toBe(100_001 - 9999);
    // 12.5% of $0.20 (one traveller) = 2.5 cents -> 3 cents (half up).
    expect(
      computePaymentPlan({
        totalCents: 20,
        travellers: 1,
        departureDate: '2026-06-01',
        today,
        terms: percentTerms(1250),
      }).depositCents,
    ).toBe(3);
  });

  it('never asks a deposit above the total', () => {
    const plan = computePaymentPlan({
      totalCents: 80_000,
      travellers: 2,
      departureDate: '2026-06-01',
      today,
      terms: amountTerms,
    });
    expect(plan.depositCents).toBe(80_000);
    expect(plan.balanceCents).toBe(0);
  });

  it('asks the whole total now when the balance date has passed (late booking)', () => {
    const plan = computePaymentPlan({
      totalCents: 500_000,
      travellers: 2,
      departureDate: '2026-02-01',
      today,
      terms: amountTerms,
    });
    expect(plan.balanceDueDate).toBe(today);
    expect(plan.depositCents).toBe(500_000);
  });

  it('refuses non-integer cents', () => {
    expect(() =>
      computePaymentPlan({
        totalCents: 10.5,
        travellers: 1,
        departureDate: '2026-06-01',
        today,
        terms: amountTerms,
      }),
    ).toThrow();
  });
});

describe('status and amount due', () => {
  const plan = { totalCents: 1000_00, depositCents: 200_00 };
  it('moves from deposit due to balance due to paid', () => {
    expect(paymentStatusOf(plan, 0)).toBe('deposit-due');
    expect(paymentStatusOf(plan, 199_99)).toBe('deposit-due');
    expect(paymentStatusOf(plan, 200_00)).toBe('balance-due');
    expect(paymentStatusOf(plan, 1000_00)).toBe('paid');
    expect(amountDueNow(plan, 50_00)).toBe(150_00);
    expect(amountDueNow(plan, 200_00)).toBe(800_00);
    expect(amountDueNow(plan, 1200_00)).toBe(0);
  });

  it('asks a plan’s fallen-due instalments, else the next one (planOfSchedule keeps the totals)', () => {
    const schedule = [
      { date: '2026-11-27', amountCents: 100_00, kind: 'deposit' as const },
      { date: '2026-12-27', amountCents: 300_00, kind: 'instalment' as const },
      { date: '2027-01-27', amountCents: 300_00, kind: 'final' as const },
    ];
    const onPlan = planOfSchedule(schedule);
    expect(onPlan).toMatchObject({
      totalCents: 700_00,
      depositCents: 100_00,
      balanceCents: 600_00,
      balanceDueDate: '2027-01-27',
    });
    expect(amountDueNow(onPlan, 0, '2026-11-27')).toBe(100_00);
    // Deposit paid: nothing has fallen due, so the next instalment.
    expect(amountDueNow(onPlan, 100_00, '2026-12-01')).toBe(300_00);
    // Both instalments dated by then, part paid.
    expect(amountDueNow(onPlan, 150_00, '2027-01-27')).toBe(550_00);
  });
});

describe('paymentTermsOf', () => {
  it('reads the settings text with defaults', () => {
    expect(paymentTermsOf({})).toEqual({
      deposit: { type: 'amount', cents: 0 },
      balanceDueDays: 45,
      reminderDaysBefore: 7,
      methods: ['card', 'etransfer'],
      etransferEmail: '',
      etransferInstructions: '',
    });
    const terms = paymentTermsOf({
      depositType: 'percent',
      depositValue: '25',
      balanceDueDays: '30',
      paymentMethods: 'etransfer, other',
    });
    expect(terms.deposit).toEqual({ type: 'percent', basisPoints: 2500 });
    expect(terms.balanceDueDays).toBe(30);
    expect(terms.methods).toEqual(['etransfer', 'other']);
  });
});

describe('a departure’s own due dates', () => {
  const terms = { deposit: { type: 'amount' as const, cents: 50_000 }, balanceDueDays: 45 };
  it('replace the terms’ balance due date and set the deposit’s', () => {
    const plan = computePaymentPlan({
      totalCents: 600_000,
      travellers: 2,
      departureDate: '2027-03-01',
      today: '2026-11-01',
      terms,
      overrides: { depositDueDate: '2026-11-15', balanceDueDate: '2027-01-01' },
    });
    expect(plan).toMatchObject({
      depositCents: 100_000,
      balanceDueDate: '2027-01-01',
      depositDueDate: '2026-11-15',
    });
    const none = computePaymentPlan({
      totalCents: 600_000,
      travellers: 2,
      departureDate: '2027-03-01',
      today: '2026-11-01',
      terms,
      overrides: { depositDueDate: null, balanceDueDate: null },
    });
    expect(none.balanceDueDate).toBe('2027-01-15');
    expect(none).not.toHaveProperty('depositDueDate');
  });
});

describe('amountDueLater', () => {
  it('counts what is owed after what is due now and what is on its way, never below zero', () => {
    const m = {
      totalCents: 900_000,
      paidCents: 100_000,
      pendingCents: 50_000,
      dueNowCents: 250_000,
    };
    expect(amountDueLater(m)).toBe(500_000);
    expect(amountDueLater({ ...m, paidCents: 900_000 })).toBe(0);
  });
});
