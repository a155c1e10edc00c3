import { describe, expect, it } from 'vitest';
import { creditLeftCents, creditState, creditsToShow, type Credit } from './credits';

const credit = (o: Partial<Credit> = {}): Credit => ({
  id: 'c1',
  reference: 'CR-AAAA-1111',
  email: 'aisha@example.com',
  fullName: 'Aisha Khan',
  fromBookingId: 'first',
  amountCents: 400_000,
  expiresOn: '2027-11-29',
  uses: [],
  createdAt: '2026-11-29T10:00:00.000Z',
  createdBy: 'staff@example.com',
  ...o,
});
const use = (bookingId: string, cents: number) => ({ bookingId, cents, at: '', by: '' });

describe('creditState', () => {
  it('is open with money left up to and including its last day', () => {
    expect(creditState(credit(), '2027-11-29')).toBe('open');
    expect(creditState(credit({ uses: [use('next', 399_999)] }), '2026-12-01')).toBe('open');
  });
  it('is expired the day after its last day, with nothing left', () => {
    expect(creditState(credit(), '2027-11-30')).toBe('expired');
    expect(creditLeftCents(credit(), '2027-11-30')).toBe(0);
  });
  it('is used once its whole amount is used, even after its last day', () => {
    const used = credit({ uses: [use('next', 300_000), use('other', 100_000)] });
    expect(creditState(used, '2026-12-01')).toBe('used');
    expect(creditState(used, '2028-01-01')).toBe('used');
  });
});

describe('creditsToShow', () => {
  const today = '2026-12-01';
  it('shows the booking it came from every credit it gave, in its state', () => {
    const shown = creditsToShow(
      [
        credit(),
        credit({ id: 'c2', reference: 'CR-BBBB-2222', expiresOn: '2026-11-30' }),
        credit({ id: 'c3', reference: 'CR-CCCC-3333', uses: [use('next', 400_000)] }),
      ],
      'first',
      today,
    );
    expect(shown.map((c) => [c.reference, c.state, c.leftCents, c.fromThisBooking])).toEqual([
      ['CR-BBBB-2222', 'expired', 0, true],
      ['CR-AAAA-1111', 'open', 400_000, true],
      ['CR-CCCC-3333', 'used', 0, true],
    ]);
  });
  it('shows a later booking the credits it can use and those it used, never dead ones', () => {
    const shown = creditsToShow(
      [
        credit({ uses: [use('next', 300_000)] }),
        credit({ id: 'c2', reference: 'CR-BBBB-2222', expiresOn: '2026-11-30' }),
        credit({ id: 'c3', reference: 'CR-CCCC-3333', uses: [use('other', 400_000)] }),
        credit({ id: 'c4', reference: 'CR-DDDD-4444', uses: [use('next', 400_000)] }),
      ],
      'next',
      today,
    );
    expect(shown.map((c) => [c.reference, c.state, c.leftCents, c.appliedHereCents])).toEqual([
      ['CR-AAAA-1111', 'open', 100_000, 300_000],
      ['CR-DDDD-4444', 'used', 0, 400_000],
    ]);
    expect(shown.every((c) => !c.fromThisBooking)).toBe(true);
  });
  it('shows nothing when the pilgrim has no credit', () => {
    expect(creditsToShow([], 'next', today)).toEqual([]);
  });
});
