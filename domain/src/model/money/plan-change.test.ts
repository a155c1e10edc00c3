import { describe, expect, it } from 'vitest';
import {
  PLAN_CHANGE_PROBLEMS,
  PLAN_CHANGE_PROBLEM_TEXTS,
  planChangeProblemText,
  planChangeProblems,
} from './plan-change';

const booking = { totalCents: 60_000, paidCents: 10_000, today: '2027-02-10' };
const codes = (p: ReturnType<typeof planChangeProblems>) => p.map((x) => [x.code, x.index]);

describe('planChangeProblems', () => {
  it('accepts a plan that adds up, ascends and has no unpaid part in the past', () => {
    expect(
      planChangeProblems(
        [
          { date: '2027-01-01', amountCents: 10_000 },
          { date: '2027-02-10', amountCents: 25_000 },
          { date: '2027-04-01', amountCents: 25_000 },
        ],
        booking,
      ),
    ).toEqual([]);
  });

  it('refuses a sum other than the total', () => {
    expect(
      codes(planChangeProblems([{ date: '2027-03-01', amountCents: 59_999 }], booking)),
    ).toEqual([['plan-sum-mismatch', undefined]]);
  });

  it('refuses an unpaid part dated in the past, but not a paid one', () => {
    const p = planChangeProblems(
      [
        { date: '2027-01-01', amountCents: 10_000 },
        { date: '2027-02-09', amountCents: 25_000 },
        { date: '2027-04-01', amountCents: 25_000 },
      ],
      booking,
    );
    expect(codes(p)).toEqual([['plan-date-past', 1]]);
    // A part-paid instalment in the past is still refused.
    expect(
      codes(
        planChangeProblems(
          [
            { date: '2027-01-01', amountCents: 20_000 },
            { date: '2027-04-01', amountCents: 40_000 },
          ],
          booking,
        ),
      ),
    ).toEqual([['plan-date-past', 0]]);
  });

  it('refuses dates out of order, bad dates and amounts not above 0', () => {
    const p = planChangeProblems(
      [
        { date: '2027-05-01', amountCents: 30_000 },
        { date: '2027-04-01', amountCents: 30_000 },
        { date: '2027-02-30', amountCents: 0 },
        { date: '2027-06-01', amountCents: 0.5 },
      ],
      { ...booking, totalCents: 60_000.5 },
    );
    expect(codes(p)).toEqual([
      ['plan-dates-not-ascending', 1],
      ['plan-date-invalid', 2],
      ['plan-amount-not-positive', 2],
      ['plan-amount-not-positive', 3],
    ]);
  });

  it('refuses an empty plan and one with too many payments', () => {
    expect(codes(planChangeProblems([], booking))).toEqual([['plan-empty', undefined]]);
    const many = Array.from({ length: 26 }, (_, i) => ({
      date: `2027-03-${String(i + 1).padStart(2, '0')}`,
      amountCents: i === 0 ? 60_000 - 25 * 2_000 : 2_000,
    }));
    expect(codes(planChangeProblems(many, booking))).toEqual([['plan-too-many', undefined]]);
    expect(planChangeProblems(many.slice(1), { ...booking, totalCents: 50_000 })).toEqual([]);
  });

  it('every problem has an English and a French text', () => {
    for (const code of PLAN_CHANGE_PROBLEMS) {
      expect(PLAN_CHANGE_PROBLEM_TEXTS[code].en).not.toBe('');
      expect(planChangeProblemText(code, 'fr')).not.toBe(planChangeProblemText(code, 'en'));
    }
  });
});
