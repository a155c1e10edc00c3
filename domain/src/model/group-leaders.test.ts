import { describe, expect, it } from 'vitest';
import {
  GROUP_CODE_ALPHABET,
  groupCodeFrom,
  groupPriceFor,
  groupTotalCents,
  isGroupCode,
  nextGroupStep,
  normalizeGroupCode,
  planAtLowerTotal,
} from './group-leaders';

const group = {
  pricePerTraveller: 3000,
  // Entered out of order on purpose: the rule reads them smallest size first.
  priceSteps: [
    { minTravellers: 20, pricePerTraveller: 2600 },
    { minTravellers: 10, pricePerTraveller: 2800 },
  ],
};

describe('groupPriceFor', () => {
  it.each([
    [0, 3000, null],
    [9, 3000, null],
    [10, 2800, 10],
    [11, 2800, 10],
    [19, 2800, 10],
    [20, 2600, 20],
    [45, 2600, 20],
  ])('%i confirmed travellers pay %i each (step %s)', (count, price, step) => {
    const p = groupPriceFor(group, count);
    expect(p.pricePerTraveller).toBe(price);
    expect(p.step?.minTravellers ?? null).toBe(step);
  });

  it('never takes a step above the price already reached', () => {
    const odd = {
      pricePerTraveller: 3000,
      priceSteps: [{ minTravellers: 5, pricePerTraveller: 3100 }],
    };
    expect(groupPriceFor(odd, 6)).toEqual({ pricePerTraveller: 3000, step: null });
  });

  it('names the next step ahead', () => {
    expect(nextGroupStep(group, 9)?.minTravellers).toBe(10);
    expect(nextGroupStep(group, 10)?.minTravellers).toBe(20);
    expect(nextGroupStep(group, 20)).toBeNull();
  });
});

describe('group codes', () => {
  it('makes six characters from the alphabet', () => {
    const code = groupCodeFrom([0, 1, 2, 255, 254, 31]);
    expect(code).toHaveLength(6);
    expect(isGroupCode(code)).toBe(true);
    expect([...code].every((c) => GROUP_CODE_ALPHABET.includes(c))).toBe(true);
  });
  it('reads a code as typed', () => {
    expect(normalizeGroupCode(' abc-23x ')).toBe('ABC23X');
    expect(isGroupCode('ABC23X')).toBe(true);
    expect(isGroupCode('ABC10X')).toBe(false);
    expect(isGroupCode('ABC23')).toBe(false);
  });
});

describe('planAtLowerTotal', () => {
  it('is null unless the total drops', () => {
    const plan = { totalCents: 600_000, depositCents: 100_000, balanceCents: 500_000 };
    expect(planAtLowerTotal(plan, 600_000)).toBeNull();
    expect(planAtLowerTotal(plan, 700_000)).toBeNull();
  });
  it('lowers the balance of a deposit-and-balance plan', () => {
    const plan = { totalCents: 600_000, depositCents: 100_000, balanceCents: 500_000 };
    expect(planAtLowerTotal(plan, groupTotalCents(2800, 2))).toEqual({
      totalCents: 560_000,
      depositCents: 100_000,
      balanceCents: 460_000,
    });
  });
  it('takes the drop off the last instalments of a schedule', () => {
    const schedule = [
      { kind: 'deposit' as const, date: '2027-01-01', amountCents: 50_000 },
      { kind: 'instalment' as const, date: '2027-02-01', amountCents: 100_000 },
      { kind: 'final' as const, date: '2027-03-01', amountCents: 150_000 },
    ];
    const plan = { totalCents: 300_000, depositCents: 50_000, balanceCents: 250_000, schedule };
    const next = planAtLowerTotal(plan, 280_000);
    expect(next?.schedule?.map((i) => i.amountCents)).toEqual([50_000, 100_000, 130_000]);
    expect(next?.balanceCents).toBe(230_000);
  });
});
