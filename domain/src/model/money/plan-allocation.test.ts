import { describe, expect, it } from 'vitest';
import {
  allocatePayments,
  dueNowCents,
  nextDueDateOf,
  nextInstalmentOf,
  overdueInstalments,
  scheduleLines,
  scheduleLineWords,
} from './plan-allocation';
import type { Instalment } from './plan-schedule';

const schedule: Instalment[] = [
  { date: '2027-01-01', amountCents: 10_000, kind: 'deposit' },
  { date: '2027-02-01', amountCents: 20_000, kind: 'instalment' },
  { date: '2027-03-01', amountCents: 20_001, kind: 'final' },
];

describe('allocatePayments', () => {
  it('nothing paid: every instalment due, the first is next', () => {
    const a = allocatePayments(schedule, []);
    expect(a.instalments.map((i) => i.state)).toEqual(['due', 'due', 'due']);
    expect(a.next?.date).toBe('2027-01-01');
    expect(a.remainingCents).toBe(50_001);
    expect(a.paidCents).toBe(0);
  });

  it('settles the earliest first, part-paying the one it reaches', () => {
    const a = allocatePayments(schedule, [{ amountCents: 15_000 }, { amountCents: 500 }]);
    expect(a.instalments.map((i) => [i.state, i.paidCents, i.leftCents])).toEqual([
      ['paid', 10_000, 0],
      ['part', 5_500, 14_500],
      ['due', 0, 20_001],
    ]);
    expect(a.next?.date).toBe('2027-02-01');
    expect(a.remainingCents).toBe(34_501);
  });

  it('an exact amount pays whole instalments', () => {
    const a = allocatePayments(schedule, 30_000);
    expect(a.instalments.map((i) => i.state)).toEqual(['paid', 'paid', 'due']);
    expect(a.next?.kind).toBe('final');
  });

  it('refunds count against payments; never below nothing paid', () => {
    expect(
      allocatePayments(schedule, [
        { amountCents: 30_000 },
        { amountCents: -20_000 },
      ]).instalments.map((i) => i.state),
    ).toEqual(['paid', 'due', 'due']);
    expect(allocatePayments(schedule, [{ amountCents: -1 }]).paidCents).toBe(0);
  });

  it('fully paid: no next, nothing remains; more than the total is overpaid', () => {
    const a = allocatePayments(schedule, 50_001);
    expect(a.next).toBeNull();
    expect(a.remainingCents).toBe(0);
    expect(a.overpaidCents).toBe(0);
    expect(allocatePayments(schedule, 50_100).overpaidCents).toBe(99);
  });

  it('orders by date whatever the given order', () => {
    const a = allocatePayments([...schedule].reverse(), 10_000);
    expect(a.instalments[0]).toMatchObject({ date: '2027-01-01', state: 'paid' });
  });

  it('what is due now on a date: the unpaid part of instalments dated that day or before', () => {
    const a = allocatePayments(schedule, 15_000);
    expect(dueNowCents(a, '2026-12-31')).toBe(0);
    expect(dueNowCents(a, '2027-01-31')).toBe(0);
    expect(dueNowCents(a, '2027-02-01')).toBe(15_000);
    expect(dueNowCents(a, '2027-03-01')).toBe(35_001);
    expect(overdueInstalments(a, '2027-02-01')).toEqual([]);
    expect(overdueInstalments(a, '2027-02-02').map((i) => i.date)).toEqual(['2027-02-01']);
  });

  it('an empty schedule: nothing due, nothing next', () => {
    const a = allocatePayments([], 0);
    expect(a).toMatchObject({ next: null, remainingCents: 0, totalCents: 0 });
  });
});

describe('nextDueDateOf', () => {
  it('is the earliest instalment not fully paid', () => {
    expect(nextDueDateOf(schedule, 0)).toBe('2027-01-01');
    expect(nextDueDateOf(schedule, 9_999)).toBe('2027-01-01');
    expect(nextDueDateOf(schedule, 10_000)).toBe('2027-02-01');
    expect(nextDueDateOf(schedule, 10_001)).toBe('2027-02-01');
    expect(nextDueDateOf(schedule, 30_000)).toBe('2027-03-01');
    expect(nextDueDateOf(schedule, 50_000)).toBe('2027-03-01');
  });

  it('is null once all is paid, and without a schedule', () => {
    expect(nextDueDateOf(schedule, 50_001)).toBeNull();
    expect(nextDueDateOf(schedule, 90_000)).toBeNull();
    expect(nextDueDateOf(null, 0)).toBeNull();
    expect(nextDueDateOf([], 0)).toBeNull();
  });

  it('reads the instalments in date order whatever their stored order', () => {
    expect(nextDueDateOf([...schedule].reverse(), 10_000)).toBe('2027-02-01');
  });
});

describe('nextInstalmentOf', () => {
  it('is the next instalment with what is left of it, or null', () => {
    expect(nextInstalmentOf(schedule, 15_000)).toEqual({ date: '2027-02-01', amountCents: 15_000 });
    expect(nextInstalmentOf(schedule, 50_001)).toBeNull();
    expect(nextInstalmentOf(null, 0)).toBeNull();
  });
});

describe('scheduleLines and their words', () => {
  const t = (id: string, v: Record<string, string>) => `${id}(${Object.values(v).join(',')})`;
  const words = (paid: number) =>
    scheduleLines(allocatePayments(schedule, paid)).map((l) =>
      scheduleLineWords(
        l,
        t,
        (c) => `$${c}`,
        (d) => d,
      ),
    );

  it('numbers instalments after the deposit and names the first unpaid one next', () => {
    const lines = scheduleLines(allocatePayments(schedule, 10_000));
    expect(lines.map((l) => [l.kind, l.n, l.next])).toEqual([
      ['deposit', 0, false],
      ['instalment', 1, true],
      ['final', 1, false],
    ]);
  });

  it('words paid, part-paid, next and later instalments', () => {
    expect(words(15_000)).toEqual([
      { label: 'pay.schedule.deposit(2027-01-01,0)', value: 'pay.schedule.paid($10000)' },
      { label: 'pay.schedule.instalment(2027-02-01,1)', value: 'pay.schedule.part($20000,$15000)' },
      { label: 'pay.schedule.final(2027-03-01,1)', value: '$20001' },
    ]);
    expect(words(10_000)[1]?.value).toBe('pay.schedule.next($20000)');
  });
});
