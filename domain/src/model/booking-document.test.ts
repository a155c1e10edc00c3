import { describe, expect, it } from 'vitest';
import { reminderDueOf, toBooking, withNextDueDate, type StoredPayment } from './booking-document';

const balanceOnly: StoredPayment = {
  status: 'deposit-due',
  totalCents: 300_000,
  depositCents: 100_000,
  balanceCents: 200_000,
  balanceDueDate: '2027-09-01',
  paidCents: 0,
  pendingCents: 0,
  currency: 'cad',
  roomType: 'double',
  travellers: 2,
  departureDate: '2027-10-15',
  reference: 'B-1',
  linkVersion: 1,
  linkExpires: '2027-10-15',
  confirmedAt: null,
  remindersSent: [],
};
const onPlan: StoredPayment = {
  ...balanceOnly,
  schedule: [
    { date: '2027-06-01', amountCents: 100_000, kind: 'deposit' },
    { date: '2027-07-01', amountCents: 100_000, kind: 'instalment' },
    { date: '2027-09-01', amountCents: 100_000, kind: 'final' },
  ],
};

describe('withNextDueDate', () => {
  it('keeps the earliest instalment not fully paid, and drops it once all is paid', () => {
    expect(withNextDueDate({ ...onPlan, paidCents: 150_000 }).nextDueDate).toBe('2027-07-01');
    const paid = withNextDueDate({ ...onPlan, nextDueDate: '2027-09-01', paidCents: 300_000 });
    expect('nextDueDate' in paid).toBe(false);
  });

  it('sets none without a schedule', () => {
    expect('nextDueDate' in withNextDueDate(balanceOnly)).toBe(false);
  });
});

describe('reminderDueOf', () => {
  it('names the next instalment and what is left of it on a plan', () => {
    expect(reminderDueOf({ ...onPlan, paidCents: 150_000 })).toEqual({
      date: '2027-07-01',
      leftCents: 50_000,
      instalment: true,
      kind: 'instalment',
    });
    expect(reminderDueOf({ ...onPlan, paidCents: 300_000 })).toBeNull();
  });

  it('names the balance by its date without one', () => {
    expect(reminderDueOf({ ...balanceOnly, paidCents: 100_000 })).toEqual({
      date: '2027-09-01',
      leftCents: 200_000,
      instalment: false,
      kind: null,
    });
  });
});

describe('toBooking: the cancellation policy the pilgrim accepted', () => {
  const policy = {
    tiers: [{ daysBefore: 30, fee: { type: 'percent' as const, value: 5_000 } }],
    nonRefundable: [],
  };
  const at = new Date('2026-11-12T15:00:00.000Z');

  it('reads the stored version, policy and time (a Timestamp) as the API answers them', () => {
    const stamp = { toDate: () => at };
    const b = toBooking('b1', {
      cancellationPolicy: { version: 'cp-1a2b3c4d', policy, acceptedAt: stamp },
    });
    expect(b.cancellationPolicy).toEqual({
      version: 'cp-1a2b3c4d',
      policy,
      acceptedAt: '2026-11-12T15:00:00.000Z',
    });
  });

  it('is null for a booking made before policies, or a malformed field', () => {
    expect(toBooking('b1', {}).cancellationPolicy).toBeNull();
    expect(toBooking('b1', { cancellationPolicy: null }).cancellationPolicy).toBeNull();
    expect(
      toBooking('b1', { cancellationPolicy: { version: 3, policy } }).cancellationPolicy,
    ).toBeNull();
    expect(
      toBooking('b1', { cancellationPolicy: { version: 'cp-1', policy: { tiers: 'x' } } })
        .cancellationPolicy,
    ).toBeNull();
  });
});
