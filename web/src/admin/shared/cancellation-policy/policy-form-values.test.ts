import type { CancellationPolicy } from '@umrah/domain/model/money/cancellation-policy';
import { describe, expect, it } from 'vitest';
import { emptyPolicyValues, policyFromFormValues, policyToFormValues } from './policy-form-values';

const policy: CancellationPolicy = {
  tiers: [
    { daysBefore: 30, fee: { type: 'percent', value: 10_000 } },
    { daysBefore: 90, fee: { type: 'amount', value: 25_050 } },
  ],
  nonRefundable: [
    { kind: 'air', cents: 120_000, fromDaysBefore: 60, label: null },
    { kind: 'other', cents: 5_000, fromDaysBefore: null, label: { en: 'Zamzam', fr: 'Zamzam' } },
  ],
};

describe('the policy form values', () => {
  it('show fees in percent and dollars, and give the same policy back', () => {
    const values = policyToFormValues(policy);
    expect(values.own).toBe(true);
    expect(values.tiers).toEqual([
      { daysBefore: '90', feeType: 'amount', fee: '250.5' },
      { daysBefore: '30', feeType: 'percent', fee: '100' },
    ]);
    expect(values.nonRefundable[0]).toMatchObject({ amount: '1200', fromDaysBefore: '60' });
    const back = policyFromFormValues(values, 'policy');
    expect(back.errors).toEqual({});
    expect(back.policy?.tiers).toEqual([...policy.tiers].reverse());
    expect(back.policy?.nonRefundable).toEqual(policy.nonRefundable);
    expect(policyToFormValues({ ...policy, nameChangeCents: 7_550 }).nameChange).toBe('75.5');
  });

  it('are none when off or when nothing is stated', () => {
    expect(policyToFormValues(null)).toEqual(emptyPolicyValues);
    expect(policyFromFormValues({ ...policyToFormValues(policy), own: false }, 'p').policy).toBe(
      null,
    );
    const nothing = { own: true, tiers: [], nonRefundable: [], nameChange: '' };
    expect(policyFromFormValues(nothing, 'p').policy).toBe(null);
    // A name change fee alone is a policy of its own.
    expect(policyFromFormValues({ ...nothing, nameChange: '75' }, 'p').policy).toEqual({
      tiers: [],
      nonRefundable: [],
      nameChangeCents: 7_500,
    });
  });

  it('name the fields to correct', () => {
    const { errors } = policyFromFormValues(
      {
        own: true,
        tiers: [
          { daysBefore: 'soon', feeType: 'percent', fee: '150' },
          { daysBefore: '10', feeType: 'amount', fee: '12,5' },
        ],
        nonRefundable: [
          { kind: 'other', amount: '$9', fromDaysBefore: 'x', labelEn: ' ', labelFr: '' },
        ],
        nameChange: 'free',
      },
      'policy',
    );
    expect(errors).toEqual({
      'policy.tiers.0.daysBefore': 'Enter whole days',
      'policy.tiers.0.fee': 'At most 100%',
      'policy.nonRefundable.0.amount': 'Enter an amount in dollars',
      'policy.nonRefundable.0.fromDaysBefore': 'Enter whole days, or leave blank',
      'policy.nonRefundable.0.labelEn': 'Name the component',
      'policy.nameChange': 'Enter an amount in dollars',
    });
  });
});
