// A card checkout's life: one state per checkout session, moved by the provider's
// events in whatever order they arrive, each event once. The booking's money follows from the
// states alone (a paid session counts its amount as paid, a pending one as awaiting the bank), so
// a late, early or repeated event can never leave a stale "pending" or count a payment twice.
// Model module: no yup, no Firebase.

export const CHECKOUT_SESSION_STATES = ['open', 'pending', 'paid', 'failed', 'expired'] as const;
export type CheckoutSessionState = (typeof CHECKOUT_SESSION_STATES)[number];

/** The provider events that move a session (Stripe's checkout.session.* types). */
export const CHECKOUT_EVENT_TYPES = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
] as const;
export type CheckoutEventType = (typeof CHECKOUT_EVENT_TYPES)[number];

export function isCheckoutEventType(type: string): type is CheckoutEventType {
  return (CHECKOUT_EVENT_TYPES as readonly string[]).includes(type);
}

/** One checkout session as stored with the booking's payment records. */
export interface CheckoutSessionRecord {
  id: string;
  state: CheckoutSessionState;
  amountCents: number;
  /** The provider's checkout page, reused while the session is open. */
  url: string;
  /** ISO-8601: when the provider stops accepting it ('' when unknown). */
  expiresAt: string;
  createdAt: string;
  /** Ids of the events already applied: each counts once. */
  eventIds: string[];
}

/** The event as the state machine needs it. */
export interface CheckoutSessionEvent {
  id: string;
  type: CheckoutEventType;
  /** The session's payment_status: 'paid', or 'unpaid' while a debit awaits the bank. */
  paymentStatus: string;
}

/** Where an event takes a session from `state`; the same state when it may not move it. */
export function nextCheckoutState(
  state: CheckoutSessionState,
  event: Pick<CheckoutSessionEvent, 'type' | 'paymentStatus'>,
): CheckoutSessionState {
  // Money that arrived, or failed to, is final: nothing undoes paid or failed (Stripe sends one
  // outcome per session), and a completed(unpaid) arriving after the outcome changes nothing.
  if (state === 'paid' || state === 'failed') return state;
  switch (event.type) {
    case 'checkout.session.completed':
      if (event.paymentStatus === 'paid') return 'paid';
      // A debit started: awaiting the bank, unless its outcome is already known (handled above).
      return 'pending';
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'checkout.session.async_payment_failed':
      return 'failed';
    case 'checkout.session.expired':
      // Only an open session expires; a started debit goes on to its outcome.
      return state === 'open' ? 'expired' : state;
  }
}

/** What a session in `state` adds to the booking: paid now, or awaiting the bank. */
export function checkoutMoneyOf(
  state: CheckoutSessionState,
  amountCents: number,
): { paidCents: number; pendingCents: number } {
  return {
    paidCents: state === 'paid' ? amountCents : 0,
    pendingCents: state === 'pending' ? amountCents : 0,
  };
}

export interface CheckoutTransition {
  session: CheckoutSessionRecord;
  /** False for a repeated event id or an event the state may not take. */
  changed: boolean;
  /** What to add to the booking's paid and pending amounts (may be negative). */
  paidDeltaCents: number;
  pendingDeltaCents: number;
}

/**
 * Applies one event to a session. Repeats (same event id) change nothing; every other event is
 * remembered, whether or not it moved the state, so a redelivery is a repeat too.
 */
export function applyCheckoutEvent(
  session: CheckoutSessionRecord,
  event: CheckoutSessionEvent,
): CheckoutTransition {
  if (session.eventIds.includes(event.id)) {
    return { session, changed: false, paidDeltaCents: 0, pendingDeltaCents: 0 };
  }
  const state = nextCheckoutState(session.state, event);
  const before = checkoutMoneyOf(session.state, session.amountCents);
  const after = checkoutMoneyOf(state, session.amountCents);
  return {
    session: { ...session, state, eventIds: [...session.eventIds, event.id] },
    changed: state !== session.state,
    paidDeltaCents: after.paidCents - before.paidCents,
    pendingDeltaCents: after.pendingCents - before.pendingCents,
  };
}

/**
 * Whether a pilgrim may be sent back to this session's page: open, for this amount, and not about
 * to lapse (`marginMs` before the provider's expiry, so they have time to pay).
 */
export function isReusableSession(
  session: CheckoutSessionRecord,
  amountCents: number,
  now: Date,
  marginMs = 30 * 60_000,
): boolean {
  if (session.state !== 'open' || session.amountCents !== amountCents || !session.url) return false;
  if (!session.expiresAt) return true;
  return Date.parse(session.expiresAt) - marginMs > now.getTime();
}
