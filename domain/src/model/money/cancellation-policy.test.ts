import { describe, expect, it } from 'vitest';
import {
  acceptedPolicyOf,
  cancellationOutcome,
  canonicalPolicy,
  hasPolicy,
  policyInForce,
  policyToRecord,
  shownPolicy,
  policyLines,
  policyVersion,
  tierFor,
  type CancellationPolicy,
} from './cancellation-policy';

const policy: CancellationPolicy = {
  tiers: [
    { daysBefore: 30, fee: { type: 'percent', value: 10_000 } },
    { daysBefore: 90, fee: { type: 'amount', value: 25_000 } },
    { daysBefore: 60, fee: { type: 'percent', value: 5_000 } },
  ],
  nonRefundable: [
    { kind: 'visa', cents: 15_000, fromDaysBefore: null, label: null },
    { kind: 'air', cents: 120_000, fromDaysBefore: 60, label: null },
  ],
};
const departureDate = '2027-08-01';
const PINNED_EMPTY = 'cp-c42bdeff';
const family = { paid: 400_000, total: 800_000, travellersTotal: 4, departureDate };

describe('tierFor', () => {
  it('picks the smallest tier covering the days left, none before every tier', () => {
    expect(tierFor(policy, 91)).toBeNull();
    expect(tierFor(policy, 90)?.daysBefore).toBe(90);
    expect(tierFor(policy, 61)?.daysBefore).toBe(90);
    expect(tierFor(policy, 60)?.daysBefore).toBe(60);
    expect(tierFor(policy, 30)?.daysBefore).toBe(30);
    expect(tierFor(policy, -3)?.daysBefore).toBe(30);
  });
});

describe('cancellationOutcome', () => {
  it('before every tier: only the components bought are kept', () => {
    const o = cancellationOutcome(policy, { ...family, travellersCancelled: 4, on: '2027-04-01' });
    expect(o).toMatchObject({ tier: null, feeCents: 0, nonRefundableCents: 60_000 });
    expect(o.refundCents).toBe(340_000);
    expect(o.newTotalCents).toBe(60_000);
  });

  it('an amount tier is per cancelled traveller', () => {
    // 75 days before: the 90-day tier ($250 each); air not yet ticketed.
    const o = cancellationOutcome(policy, { ...family, travellersCancelled: 1, on: '2027-05-18' });
    expect(o.daysBefore).toBe(75);
    expect(o).toMatchObject({ shareCents: 200_000, feeCents: 25_000, nonRefundableCents: 15_000 });
    // The three others still owe 600 000; kept 40 000; paid 400 000: nothing comes back.
    expect(o.newTotalCents).toBe(640_000);
    expect(o.refundCents).toBe(0);
  });

  it('a family cancelling one traveller 45 days out, having paid more than the rest owes', () => {
    const o = cancellationOutcome(policy, {
      ...family,
      paid: 800_000,
      travellersCancelled: 1,
      on: '2027-06-17',
    });
    expect(o.daysBefore).toBe(45);
    // 50% of 200 000 = 100 000, but visa + air (135 000) first: fee capped at the share's rest.
    expect(o).toMatchObject({ nonRefundableCents: 135_000, feeCents: 65_000 });
    expect(o.refundCents).toBe(0);
  });

  it('a percentage tier rounds half up on the cancelled share', () => {
    const p: CancellationPolicy = {
      tiers: [{ daysBefore: 60, fee: { type: 'percent', value: 3_333 } }],
      nonRefundable: [],
    };
    const o = cancellationOutcome(p, {
      paid: 100_001,
      total: 100_001,
      travellersCancelled: 1,
      travellersTotal: 1,
      departureDate,
      on: '2027-07-01',
    });
    expect(o.feeCents).toBe(33_330); // 100 001 × 33.33 % = 33 330.33
    expect(o.refundCents).toBe(66_671);
  });

  it('the refund is never negative and never more than was paid', () => {
    const none = cancellationOutcome(policy, {
      ...family,
      paid: 0,
      travellersCancelled: 4,
      on: '2027-07-31',
    });
    expect(none.refundCents).toBe(0);
    const free: CancellationPolicy = { tiers: [], nonRefundable: [] };
    const over = cancellationOutcome(free, {
      ...family,
      paid: 900_000,
      travellersCancelled: 4,
      on: '2027-01-01',
    });
    expect(over.refundCents).toBe(900_000);
    const negative = cancellationOutcome(free, {
      ...family,
      paid: -5,
      travellersCancelled: 4,
      on: '2027-01-01',
    });
    expect(negative.refundCents).toBe(0);
  });

  it('on or after the departure day the nearest tier applies: all is kept', () => {
    const o = cancellationOutcome(policy, { ...family, travellersCancelled: 4, on: '2027-08-02' });
    expect(o.daysBefore).toBe(-1);
    expect(o.feeCents + o.nonRefundableCents).toBe(800_000);
    expect(o.refundCents).toBe(0);
  });

  it('odd shares: a third of the total rounds half up; all travellers take the whole total', () => {
    const free: CancellationPolicy = { tiers: [], nonRefundable: [] };
    const base = {
      paid: 100_000,
      total: 100_000,
      travellersTotal: 3,
      departureDate,
      on: '2027-01-01',
    };
    expect(cancellationOutcome(free, { ...base, travellersCancelled: 1 }).shareCents).toBe(33_333);
    expect(cancellationOutcome(free, { ...base, travellersCancelled: 2 }).shareCents).toBe(66_667);
    expect(cancellationOutcome(free, { ...base, travellersCancelled: 3 }).shareCents).toBe(100_000);
  });

  it('refuses impossible traveller counts', () => {
    expect(() =>
      cancellationOutcome(policy, { ...family, travellersCancelled: 0, on: '2027-01-01' }),
    ).toThrow();
    expect(() =>
      cancellationOutcome(policy, { ...family, travellersCancelled: 5, on: '2027-01-01' }),
    ).toThrow();
  });
});

describe('policyVersion', () => {
  it('is cp- and 8 hex digits, the same whatever the tiers order, different for another policy', () => {
    const v = policyVersion(policy);
    expect(v).toMatch(/^cp-[0-9a-f]{8}$/);
    expect(policyVersion({ ...policy, tiers: [...policy.tiers].reverse() })).toBe(v);
    const changed = {
      ...policy,
      tiers: [
        ...policy.tiers.slice(1),
        { daysBefore: 31, fee: { type: 'percent' as const, value: 10_000 } },
      ],
    };
    expect(policyVersion(changed)).not.toBe(v);
    // Pinned: a change to the hashing would change every recorded version.
    expect(policyVersion({ nonRefundable: [], tiers: [] })).toBe(PINNED_EMPTY);
  });
});

describe('policyLines', () => {
  it('reads the tiers from the earliest, then the kept components, in English', () => {
    expect(policyLines(policy, 'en-CA')).toEqual([
      'More than 90 days before departure: no cancellation fee',
      '90 days or fewer before departure: $250.00 per traveller',
      '60 days or fewer before departure: 50% of the price per traveller',
      '30 days or fewer before departure: no refund',
      'Visa: $150.00 per traveller, non-refundable once booked',
      'Air ticket: $1,200.00 per traveller, non-refundable from 60 days before departure',
    ]);
  });

  it('in French, with French spacing and amounts', () => {
    const lines = policyLines(policy, 'fr-CA');
    expect(lines[0]).toBe('Plus de 90\u00a0jours avant le départ\u00a0: aucuns frais d’annulation');
    expect(lines[2]).toBe(
      '60\u00a0jours ou moins avant le départ\u00a0: 50\u00a0% du prix par voyageur',
    );
    expect(lines[3]).toBe('30\u00a0jours ou moins avant le départ\u00a0: aucun remboursement');
    expect(lines[4]).toMatch(
      /^Visa\u00a0: 150,00\s\$ par voyageur, non remboursable une fois réservé$/,
    );
  });

  it('a departure-day tier, a fractional percentage and a named other component', () => {
    const p: CancellationPolicy = {
      tiers: [{ daysBefore: 0, fee: { type: 'percent', value: 1_250 } }],
      nonRefundable: [
        {
          kind: 'other',
          cents: 5_000,
          fromDaysBefore: null,
          label: { en: 'Ziyarat tour', fr: 'Visite des ziyarat' },
        },
      ],
    };
    expect(policyLines(p, 'en-CA')).toEqual([
      'Before the departure day: no cancellation fee',
      'On or after the departure day: 12.5% of the price per traveller',
      'Ziyarat tour: $50.00 per traveller, non-refundable once booked',
    ]);
    expect(policyLines(p, 'fr-CA')[1]).toBe(
      'Le jour du départ ou après\u00a0: 12,5\u00a0% du prix par voyageur',
    );
  });

  it('no policy: no line, and hasPolicy says so', () => {
    expect(policyLines({ tiers: [], nonRefundable: [] }, 'en-CA')).toEqual([]);
    expect(hasPolicy({ tiers: [], nonRefundable: [] })).toBe(false);
    expect(hasPolicy(null)).toBe(false);
    expect(hasPolicy(policy)).toBe(true);
  });
});

describe('policyInForce', () => {
  const own: CancellationPolicy = {
    tiers: [{ daysBefore: 14, fee: { type: 'percent', value: 10_000 } }],
    nonRefundable: [],
  };
  const none: CancellationPolicy = { tiers: [], nonRefundable: [] };

  it('is the departure’s own policy, over the package’s', () => {
    expect(policyInForce({ cancellationPolicy: own }, { cancellationPolicy: policy })).toBe(own);
  });

  it('is the package’s when the departure has none (null) or states nothing', () => {
    expect(policyInForce({ cancellationPolicy: null }, { cancellationPolicy: policy })).toBe(
      policy,
    );
    expect(policyInForce({ cancellationPolicy: none }, { cancellationPolicy: policy })).toBe(
      policy,
    );
    // A booking with no departure (a package without dates).
    expect(policyInForce(null, { cancellationPolicy: policy })).toBe(policy);
  });

  it('is null when neither states one', () => {
    expect(policyInForce({ cancellationPolicy: null }, { cancellationPolicy: none })).toBeNull();
    expect(policyInForce({}, {})).toBeNull();
    expect(policyInForce(null, null)).toBeNull();
  });
});

describe('acceptedPolicyOf and policyToRecord', () => {
  const at = '2026-11-12T15:00:00.000Z';

  it('keeps the policy canonical, with its version and the time', () => {
    const kept = acceptedPolicyOf(policy, at);
    expect(kept).toEqual({
      version: policyVersion(policy),
      policy: canonicalPolicy(policy),
      acceptedAt: at,
    });
    expect(kept?.policy.tiers.map((t) => t.daysBefore)).toEqual([90, 60, 30]);
    expect(acceptedPolicyOf(null, at)).toBeNull();
    expect(acceptedPolicyOf({ tiers: [], nonRefundable: [] }, at)).toBeNull();
  });

  it('records the policy in force when the booking keeps none or another version', () => {
    expect(policyToRecord(null, policy)).toBe(policy);
    expect(policyToRecord({ version: 'cp-00000000' }, policy)).toBe(policy);
    expect(policyToRecord({ version: policyVersion(policy) }, policy)).toBeNull();
    // None in force: nothing new, the recorded one stays.
    expect(policyToRecord({ version: policyVersion(policy) }, null)).toBeNull();
    expect(policyToRecord(null, { tiers: [], nonRefundable: [] })).toBeNull();
  });
});

describe('shownPolicy', () => {
  const other: CancellationPolicy = {
    tiers: [{ daysBefore: 7, fee: { type: 'amount', value: 10_000 } }],
    nonRefundable: [],
  };

  it('is the accepted one, whatever is in force now', () => {
    const kept = acceptedPolicyOf(policy, '2026-11-12T15:00:00.000Z')!;
    expect(shownPolicy(kept, other)).toEqual(kept);
    expect(shownPolicy(kept, null)).toEqual(kept);
  });

  it('else the one in force, not yet accepted; null when none', () => {
    expect(shownPolicy(null, other)).toEqual({
      version: policyVersion(other),
      policy: canonicalPolicy(other),
      acceptedAt: null,
    });
    expect(shownPolicy(undefined, null)).toBeNull();
  });
});
