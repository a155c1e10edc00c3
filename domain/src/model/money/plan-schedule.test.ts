import { describe, expect, it } from 'vitest';
import { computePaymentPlan, type PaymentTerms } from '../payments';
import {
  MAX_INSTALMENTS,
  planSchedule,
  templateFromTerms,
  type Instalment,
  type PlanTemplate,
} from './plan-schedule';

const sum = (s: Instalment[]) => s.reduce((t, i) => t + i.amountCents, 0);

const sixDates: PlanTemplate = {
  deposit: { type: 'amount', value: 50_000 },
  instalments: {
    type: 'dates',
    dates: ['2027-01-15', '2027-02-15', '2027-03-15', '2027-04-15', '2027-05-15'],
  },
  finalDaysBefore: 45,
};
// Departure 2027-08-01: final due 2027-06-17.
const base = { total: 600_000, travellers: 2, departureDate: '2027-08-01' };

describe('planSchedule', () => {
  it('takes the deposit per traveller at confirmation and spreads the rest evenly', () => {
    const s = planSchedule(sixDates, { ...base, confirmedOn: '2026-12-01' });
    expect(s).toEqual([
      { date: '2026-12-01', amountCents: 100_000, kind: 'deposit' },
      { date: '2027-01-15', amountCents: 83_333, kind: 'instalment' },
      { date: '2027-02-15', amountCents: 83_333, kind: 'instalment' },
      { date: '2027-03-15', amountCents: 83_333, kind: 'instalment' },
      { date: '2027-04-15', amountCents: 83_333, kind: 'instalment' },
      { date: '2027-05-15', amountCents: 83_333, kind: 'instalment' },
      { date: '2027-06-17', amountCents: 83_335, kind: 'final' },
    ]);
    expect(sum(s)).toBe(600_000);
  });

  it('puts the odd cents on the last instalment', () => {
    const s = planSchedule(sixDates, { ...base, total: 600_001, confirmedOn: '2026-12-01' });
    expect(s.at(-1)).toEqual({ date: '2027-06-17', amountCents: 83_336, kind: 'final' });
    expect(s.slice(1, -1).every((i) => i.amountCents === 83_333)).toBe(true);
    expect(sum(s)).toBe(600_001);
  });

  it('a late booking re-spreads what is left over the dates still ahead, none in the past', () => {
    const s = planSchedule(sixDates, { ...base, confirmedOn: '2027-03-20' });
    expect(s).toEqual([
      { date: '2027-03-20', amountCents: 100_000, kind: 'deposit' },
      { date: '2027-04-15', amountCents: 166_666, kind: 'instalment' },
      { date: '2027-05-15', amountCents: 166_666, kind: 'instalment' },
      { date: '2027-06-17', amountCents: 166_668, kind: 'final' },
    ]);
    expect(s.every((i) => i.date >= '2027-03-20')).toBe(true);
  });

  it('booked one day before a due date keeps that date (due tomorrow)', () => {
    const s = planSchedule(sixDates, { ...base, confirmedOn: '2027-05-14' });
    expect(s.map((i) => [i.date, i.amountCents])).toEqual([
      ['2027-05-14', 100_000],
      ['2027-05-15', 250_000],
      ['2027-06-17', 250_000],
    ]);
  });

  it('booked on a due date: that date is the deposit day, the rest goes on later dates', () => {
    const s = planSchedule(sixDates, { ...base, confirmedOn: '2027-05-15' });
    expect(s.map((i) => [i.date, i.amountCents, i.kind])).toEqual([
      ['2027-05-15', 100_000, 'deposit'],
      ['2027-06-17', 500_000, 'final'],
    ]);
  });

  it('booked one day before the final date: deposit today, the rest tomorrow', () => {
    const s = planSchedule(sixDates, { ...base, confirmedOn: '2027-06-16' });
    expect(s.map((i) => [i.date, i.amountCents])).toEqual([
      ['2027-06-16', 100_000],
      ['2027-06-17', 500_000],
    ]);
  });

  it('booked on or after the last date: everything is due now, in one payment', () => {
    for (const confirmedOn of ['2027-06-17', '2027-06-18', '2027-07-31']) {
      expect(planSchedule(sixDates, { ...base, confirmedOn })).toEqual([
        { date: confirmedOn, amountCents: 600_000, kind: 'final' },
      ]);
    }
  });

  it('one instalment: deposit and a single final payment', () => {
    const one: PlanTemplate = { ...sixDates, instalments: { type: 'dates', dates: [] } };
    expect(planSchedule(one, { ...base, confirmedOn: '2026-12-01' })).toEqual([
      { date: '2026-12-01', amountCents: 100_000, kind: 'deposit' },
      { date: '2027-06-17', amountCents: 500_000, kind: 'final' },
    ]);
  });

  it('24 monthly instalments, the last one N days before departure', () => {
    const monthly: PlanTemplate = {
      deposit: { type: 'percent', value: 1_000 },
      instalments: { type: 'monthly', dates: [] },
      finalDaysBefore: 30,
    };
    // Departure 2029-01-31, final 2029-01-01; confirmed 2027-01-05: 23 months then the final.
    const s = planSchedule(monthly, {
      total: 1_234_567,
      travellers: 3,
      confirmedOn: '2027-01-05',
      departureDate: '2029-01-31',
    });
    expect(s[0]).toEqual({ date: '2027-01-05', amountCents: 123_456, kind: 'deposit' });
    const rest = s.slice(1);
    expect(rest).toHaveLength(MAX_INSTALMENTS);
    expect(rest[0]?.date).toBe('2027-02-05');
    expect(rest[22]?.date).toBe('2028-12-05');
    expect(rest[23]).toEqual({ date: '2029-01-01', amountCents: 46_303, kind: 'final' });
    expect(rest.slice(0, -1).every((i) => i.amountCents === 46_296)).toBe(true);
    expect(sum(s)).toBe(1_234_567);
  });

  it('a monthly plan never exceeds 24 instalments: it keeps the months nearest departure', () => {
    const monthly: PlanTemplate = {
      deposit: { type: 'amount', value: 0 },
      instalments: { type: 'monthly', dates: [] },
      finalDaysBefore: 30,
    };
    const s = planSchedule(monthly, {
      total: 2_500_000,
      travellers: 1,
      confirmedOn: '2026-01-05',
      departureDate: '2029-01-31',
    });
    expect(s).toHaveLength(MAX_INSTALMENTS);
    expect(s[0]?.date).toBe('2027-02-05');
    expect(s.at(-1)?.date).toBe('2029-01-01');
    expect(sum(s)).toBe(2_500_000);
  });

  it('monthly from the 31st steps to month ends, never into the month after', () => {
    const monthly: PlanTemplate = {
      deposit: { type: 'amount', value: 10_000 },
      instalments: { type: 'monthly', dates: [] },
      finalDaysBefore: 10,
    };
    const s = planSchedule(monthly, {
      total: 100_000,
      travellers: 1,
      confirmedOn: '2027-01-31',
      departureDate: '2027-05-20',
    });
    expect(s.map((i) => i.date)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-10',
    ]);
  });

  it('ignores set dates after the final date and repeated dates', () => {
    const t: PlanTemplate = {
      ...sixDates,
      instalments: { type: 'dates', dates: ['2027-03-01', '2027-03-01', '2027-07-01'] },
    };
    const s = planSchedule(t, { ...base, confirmedOn: '2026-12-01' });
    expect(s.map((i) => i.date)).toEqual(['2026-12-01', '2027-03-01', '2027-06-17']);
  });

  it('a deposit above the total is the whole total, due at confirmation', () => {
    const s = planSchedule(sixDates, { ...base, total: 80_000, confirmedOn: '2026-12-01' });
    expect(s).toEqual([{ date: '2026-12-01', amountCents: 80_000, kind: 'deposit' }]);
  });

  it('a zero total has no instalment; bad input is refused', () => {
    expect(planSchedule(sixDates, { ...base, total: 0, confirmedOn: '2026-12-01' })).toEqual([]);
    expect(() =>
      planSchedule(sixDates, { ...base, total: 10.5, confirmedOn: '2026-12-01' }),
    ).toThrow();
    expect(() =>
      planSchedule(sixDates, { ...base, travellers: 0, confirmedOn: '2026-12-01' }),
    ).toThrow();
  });
});

describe('templateFromTerms', () => {
  const cases: Array<{
    terms: Pick<PaymentTerms, 'deposit' | 'balanceDueDays'>;
    total: number;
    travellers: number;
    today: string;
  }> = [
    {
      terms: { deposit: { type: 'amount', cents: 50_000 }, balanceDueDays: 45 },
      total: 450_000,
      travellers: 2,
      today: '2027-01-10',
    },
    {
      terms: { deposit: { type: 'percent', basisPoints: 2_500 }, balanceDueDays: 60 },
      total: 333_333,
      travellers: 3,
      today: '2027-02-01',
    },
    {
      terms: { deposit: { type: 'amount', cents: 0 }, balanceDueDays: 45 },
      total: 200_000,
      travellers: 1,
      today: '2027-01-10',
    },
    {
      terms: { deposit: { type: 'amount', cents: 300_000 }, balanceDueDays: 45 },
      total: 200_000,
      travellers: 1,
      today: '2027-01-10',
    },
    // Late: the balance's day is today or past, so everything is due now.
    {
      terms: { deposit: { type: 'amount', cents: 50_000 }, balanceDueDays: 45 },
      total: 450_000,
      travellers: 2,
      today: '2027-06-17',
    },
    {
      terms: { deposit: { type: 'percent', basisPoints: 1_000 }, balanceDueDays: 45 },
      total: 450_001,
      travellers: 2,
      today: '2027-07-30',
    },
  ];
  it.each(cases)(
    'gives what computePaymentPlan gives ($total on $today)',
    ({ terms, total, travellers, today }) => {
      const departureDate = '2027-08-01';
      const old = computePaymentPlan({
        totalCents: total,
        travellers,
        departureDate,
        today,
        terms,
      });
      const expected = [
        { date: today, amountCents: old.depositCents },
        { date: old.balanceDueDate, amountCents: old.balanceCents },
      ].filter((i) => i.amountCents > 0);
      const schedule = planSchedule(templateFromTerms(terms), {
        total,
        travellers,
        confirmedOn: today,
        departureDate,
      });
      expect(schedule.map(({ date, amountCents }) => ({ date, amountCents }))).toEqual(expected);
    },
  );
});
