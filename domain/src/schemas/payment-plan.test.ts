import { describe, expect, it } from 'vitest';
import { cancellationPolicySchema, planTemplateSchema } from './payment-plan';
import { parseWith } from './validation';

const plan = {
  deposit: { type: 'amount', value: 50_000 },
  instalments: { type: 'dates', dates: ['2027-01-15', '2027-02-15'] },
  finalDaysBefore: 45,
};
const policy = {
  tiers: [
    { daysBefore: 60, fee: { type: 'percent', value: 5_000 } },
    { daysBefore: 30, fee: { type: 'percent', value: 10_000 } },
  ],
  nonRefundable: [
    { kind: 'visa', cents: 15_000 },
    { kind: 'air', cents: 120_000, fromDaysBefore: 60 },
  ],
};

describe('planTemplateSchema', () => {
  it('accepts a plan and reads form strings as numbers', () => {
    const r = parseWith(planTemplateSchema, {
      ...plan,
      deposit: { type: 'percent', value: '2500' },
      finalDaysBefore: '30',
    });
    expect(r).toEqual({
      ok: true,
      value: { ...plan, deposit: { type: 'percent', value: 2_500 }, finalDaysBefore: 30 },
    });
    const monthly = parseWith(planTemplateSchema, { ...plan, instalments: { type: 'monthly' } });
    expect(monthly.ok && monthly.value.instalments).toEqual({ type: 'monthly', dates: [] });
  });

  it('names each bad field', () => {
    const r = parseWith(planTemplateSchema, {
      deposit: { type: 'percent', value: 10_001 },
      instalments: { type: 'weekly', dates: ['2027-02-15', '2027-01-15', '2027-02-30'] },
      finalDaysBefore: -1,
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(Object.keys(r.errors).sort()).toEqual([
      'deposit.value',
      'finalDaysBefore',
      'instalments.dates',
      'instalments.dates[2]',
      'instalments.type',
    ]);
    expect(r.errors['deposit.value']).toMatch(/100%/);
  });

  it('refuses more than 23 set dates and a polluting key', () => {
    const dates = Array.from({ length: 24 }, (_, i) => `2027-01-${String(i + 1).padStart(2, '0')}`);
    const r = parseWith(planTemplateSchema, { ...plan, instalments: { type: 'dates', dates } });
    expect(!r.ok && r.errors['instalments.dates']).toMatch(/at most 23/);
    const deposit = JSON.parse('{"type":"amount","value":1,"__proto__":{"x":1}}') as unknown;
    const polluted = parseWith(planTemplateSchema, { ...plan, deposit });
    expect(!polluted.ok && polluted.errors.deposit).toBe('Deposit must be an object');
  });
});

describe('cancellationPolicySchema', () => {
  it('accepts a policy; missing lists are empty; fromDaysBefore blank is null', () => {
    const r = parseWith(cancellationPolicySchema, policy);
    expect(r.ok && r.value.nonRefundable[0]).toEqual({
      kind: 'visa',
      cents: 15_000,
      fromDaysBefore: null,
      label: null,
    });
    expect(parseWith(cancellationPolicySchema, {})).toEqual({
      ok: true,
      value: { tiers: [], nonRefundable: [] },
    });
  });

  it('refuses a percentage above 100%, repeated days, a nameless other, a negative amount', () => {
    const r = parseWith(cancellationPolicySchema, {
      tiers: [
        { daysBefore: 30, fee: { type: 'percent', value: 20_000 } },
        { daysBefore: 30, fee: { type: 'amount', value: 20_000 } },
      ],
      nonRefundable: [
        { kind: 'other', cents: 100 },
        { kind: 'visa', cents: -1 },
      ],
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toMatchObject({
      'tiers[0].fee.value': expect.stringMatching(/100%/),
      tiers: expect.stringMatching(/same number of days/),
      'nonRefundable[0]': expect.stringMatching(/Name the other/),
      'nonRefundable[1].cents': expect.any(String),
    });
  });
});
