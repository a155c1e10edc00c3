import { describe, expect, it } from 'vitest';
import {
  applyCheckoutEvent,
  isReusableSession,
  nextCheckoutState,
  type CheckoutSessionEvent,
  type CheckoutSessionRecord,
} from './checkout-session';

const AMOUNT = 100_000;

const open = (): CheckoutSessionRecord => ({
  id: 'cs_1',
  state: 'open',
  amountCents: AMOUNT,
  url: 'https://checkout.example/cs_1',
  expiresAt: '',
  createdAt: '2026-11-26T00:00:00.000Z',
  eventIds: [],
});

const EVENTS = {
  completedUnpaid: {
    id: 'evt_completed_unpaid',
    type: 'checkout.session.completed',
    paymentStatus: 'unpaid',
  },
  completedPaid: {
    id: 'evt_completed_paid',
    type: 'checkout.session.completed',
    paymentStatus: 'paid',
  },
  succeeded: {
    id: 'evt_succeeded',
    type: 'checkout.session.async_payment_succeeded',
    paymentStatus: 'paid',
  },
  failed: {
    id: 'evt_failed',
    type: 'checkout.session.async_payment_failed',
    paymentStatus: 'unpaid',
  },
  expired: { id: 'evt_expired', type: 'checkout.session.expired', paymentStatus: 'unpaid' },
} satisfies Record<string, CheckoutSessionEvent>;
type Name = keyof typeof EVENTS;

/** Delivers events in order; answers the session and the booking's money summed from the deltas. */
function deliver(names: Name[]) {
  let session = open();
  let paidCents = 0;
  let pendingCents = 0;
  const pendingSeen: number[] = [];
  for (const name of names) {
    const t = applyCheckoutEvent(session, EVENTS[name]);
    session = t.session;
    paidCents += t.paidDeltaCents;
    pendingCents += t.pendingDeltaCents;
    pendingSeen.push(pendingCents);
  }
  return { state: session.state, paidCents, pendingCents, pendingSeen };
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

describe('a pre-authorised debit, in every order of its events', () => {
  it.each(permutations<Name>(['completedUnpaid', 'succeeded']))(
    '%s then %s: paid, nothing left pending',
    (...order) => {
      expect(deliver(order)).toMatchObject({ state: 'paid', paidCents: AMOUNT, pendingCents: 0 });
    },
  );

  it.each(permutations<Name>(['completedUnpaid', 'failed']))(
    '%s then %s: failed, nothing paid, nothing left pending',
    (...order) => {
      expect(deliver(order)).toMatchObject({ state: 'failed', paidCents: 0, pendingCents: 0 });
    },
  );

  // Stripe sends one outcome per session; should both arrive, the first one stands and the
  // money agrees with it, in each of the six orders.
  it.each(permutations<Name>(['completedUnpaid', 'succeeded', 'failed']))(
    '%s, %s, %s: the first outcome stands',
    (...order) => {
      const firstOutcome = order.find((n) => n === 'succeeded' || n === 'failed');
      const result = deliver(order);
      expect(result.pendingCents).toBe(0);
      if (firstOutcome === 'succeeded') {
        expect(result).toMatchObject({ state: 'paid', paidCents: AMOUNT });
      } else {
        expect(result).toMatchObject({ state: 'failed', paidCents: 0 });
      }
    },
  );

  it('holds the amount as pending only between the start and the outcome', () => {
    expect(deliver(['completedUnpaid', 'succeeded']).pendingSeen).toEqual([AMOUNT, 0]);
    // The failure arrived first: the late "started" never makes it pending again.
    expect(deliver(['failed', 'completedUnpaid']).pendingSeen).toEqual([0, 0]);
    expect(deliver(['succeeded', 'completedUnpaid']).pendingSeen).toEqual([0, 0]);
  });
});

describe('repeated events', () => {
  it.each([
    [['completedPaid', 'completedPaid']],
    [['completedUnpaid', 'completedUnpaid', 'succeeded', 'succeeded']],
    [['succeeded', 'completedUnpaid', 'succeeded', 'completedUnpaid']],
    [['completedUnpaid', 'failed', 'completedUnpaid', 'failed']],
    [['failed', 'failed', 'completedUnpaid', 'completedUnpaid']],
  ] as Name[][][])('%j counts once', (order) => {
    const once = deliver([...new Set(order)]);
    expect(deliver(order)).toMatchObject({
      state: once.state,
      paidCents: once.paidCents,
      pendingCents: once.pendingCents,
    });
  });

  it('a repeat changes nothing and says so', () => {
    const first = applyCheckoutEvent(open(), EVENTS.completedPaid);
    expect(first).toMatchObject({ changed: true, paidDeltaCents: AMOUNT });
    const again = applyCheckoutEvent(first.session, EVENTS.completedPaid);
    expect(again).toMatchObject({ changed: false, paidDeltaCents: 0, pendingDeltaCents: 0 });
    expect(again.session).toBe(first.session);
  });

  it('a card paid at once is paid, whatever comes after', () => {
    expect(deliver(['completedPaid', 'succeeded', 'failed'])).toMatchObject({
      state: 'paid',
      paidCents: AMOUNT,
      pendingCents: 0,
    });
  });
});

describe('expiry', () => {
  it('expires only an open session', () => {
    expect(deliver(['expired'])).toMatchObject({ state: 'expired', paidCents: 0 });
    expect(deliver(['completedUnpaid', 'expired'])).toMatchObject({
      state: 'pending',
      pendingCents: AMOUNT,
    });
    expect(deliver(['completedPaid', 'expired']).state).toBe('paid');
    expect(nextCheckoutState('failed', EVENTS.expired)).toBe('failed');
  });

  it('still counts money that arrives for a session already marked expired', () => {
    expect(deliver(['expired', 'completedPaid'])).toMatchObject({
      state: 'paid',
      paidCents: AMOUNT,
    });
    expect(deliver(['expired', 'completedUnpaid', 'failed'])).toMatchObject({
      state: 'failed',
      pendingCents: 0,
    });
  });
});

describe('reusing an open session', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it('reuses an open session for the same amount while it has time left', () => {
    const s = { ...open(), expiresAt: '2026-11-27T12:00:00Z' };
    expect(isReusableSession(s, AMOUNT, now)).toBe(true);
    expect(isReusableSession(s, AMOUNT + 1, now)).toBe(false);
    expect(isReusableSession({ ...s, state: 'pending' }, AMOUNT, now)).toBe(false);
    expect(isReusableSession({ ...s, state: 'expired' }, AMOUNT, now)).toBe(false);
    expect(isReusableSession({ ...s, expiresAt: '2026-11-26T12:10:00Z' }, AMOUNT, now)).toBe(false);
  });
});
