import { describe, expect, it } from 'vitest';
import { changedSchedule } from '../model/money/plan-change';
import { planChangeSchema } from './plan-change';

const context = { totalCents: 300_000, paidCents: 100_000, today: '2027-03-10' };
const errorOf = (instalments: unknown) => {
  try {
    planChangeSchema.validateSync({ instalments }, { context });
    return null;
  } catch (e) {
    const err = e as { path?: string; message: string };
    return [err.path, err.message];
  }
};

describe('planChangeSchema with the booking as context', () => {
  it('accepts a plan that adds up, the paid part in the past', () => {
    expect(
      errorOf([
        { date: '2027-03-01', amountCents: 100_000 },
        { date: '2027-04-01', amountCents: 200_000 },
      ]),
    ).toBeNull();
  });

  it('names the field of the first problem', () => {
    expect(errorOf([{ date: '2027-04-01', amountCents: 100_000 }])).toEqual([
      'instalments',
      "The instalments must add up to the booking's total.",
    ]);
    expect(
      errorOf([
        { date: '2027-03-01', amountCents: 100_000 },
        { date: '2027-03-05', amountCents: 200_000 },
      ]),
    ).toEqual([
      'instalments[1].date',
      'An instalment not yet paid cannot be due on a date already past.',
    ]);
    expect(errorOf([{ date: '1 April', amountCents: 300_000 }])?.[1]).toMatch(/valid date/);
  });
});

describe('changedSchedule', () => {
  it('keeps the deposit first when the plan had one, the last one final', () => {
    const rows = [
      { date: '2027-03-01', amountCents: 1 },
      { date: '2027-04-01', amountCents: 2 },
      { date: '2027-05-01', amountCents: 3 },
    ];
    expect(changedSchedule(rows, true).map((i) => i.kind)).toEqual([
      'deposit',
      'instalment',
      'final',
    ]);
    expect(changedSchedule(rows, false).map((i) => i.kind)).toEqual([
      'instalment',
      'instalment',
      'final',
    ]);
    expect(changedSchedule(rows.slice(0, 1), true).map((i) => i.kind)).toEqual(['final']);
  });
});
