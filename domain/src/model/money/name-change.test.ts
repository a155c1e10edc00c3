import { describe, expect, it } from 'vitest';
import { policyLines, policyVersion, type CancellationPolicy } from './cancellation-policy';
import { nameChangeQuote } from './name-change';

const policy: CancellationPolicy = {
  tiers: [{ daysBefore: 60, fee: { type: 'percent', value: 2500 } }],
  nonRefundable: [],
  nameChangeCents: 7_500,
};

describe('nameChangeQuote', () => {
  it('charges the policy’s fee and adds it to the total', () => {
    expect(nameChangeQuote(policy, '2027-08-01', 700_000, '2027-07-01')).toEqual({
      feeCents: 7_500,
      deadline: '2027-08-01',
      afterDeadline: false,
      newTotalCents: 707_500,
    });
  });

  it('is still before the deadline on its day, and after it the next day', () => {
    expect(nameChangeQuote(policy, '2027-08-01', 0, '2027-08-01').afterDeadline).toBe(false);
    expect(nameChangeQuote(policy, '2027-08-01', 0, '2027-08-02').afterDeadline).toBe(true);
  });

  it('charges nothing without a fee in the policy, or without a policy; no deadline, no warning', () => {
    const { nameChangeCents: _fee, ...without } = policy;
    expect(nameChangeQuote(without, null, 100, '2027-08-02')).toEqual({
      feeCents: 0,
      deadline: null,
      afterDeadline: false,
      newTotalCents: 100,
    });
    expect(nameChangeQuote(null, '2027-08-01', 100, '2027-09-01').feeCents).toBe(0);
  });
});

describe('a policy’s name change fee', () => {
  it('leaves the version of a policy without it as it was, and changes it when set', () => {
    const { nameChangeCents: _fee, ...without } = policy;
    expect(policyVersion({ ...without, nameChangeCents: null })).toBe(policyVersion(without));
    expect(policyVersion({ ...without, nameChangeCents: 0 })).toBe(policyVersion(without));
    expect(policyVersion(policy)).not.toBe(policyVersion(without));
  });

  it('is disclosed in English and French', () => {
    expect(policyLines(policy, 'en-CA').at(-1)).toBe(
      "Replacing a traveller with another person (name change): $75.00 per traveller; after the airline's name deadline, the airline may charge more",
    );
    expect(policyLines(policy, 'fr-CA').at(-1)).toContain(
      'changement de nom)\u00a0: 75,00\u00a0$ par voyageur',
    );
  });
});
