// The local checkout's sessions (emulator stack only): what Stripe keeps for a Checkout session,
// kept here in `localCheckoutSessions`.
import { randomBytes } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../../../platform/firebase/firebase';
import type { BillingAddress } from '@umrah/domain/model/receipts';
import type { CheckoutRequest, ExpireOutcome } from '../provider-port';

export type SessionState = 'open' | 'pending' | 'paid' | 'failed' | 'expired';
export type StoredSession = CheckoutRequest & {
  state: SessionState;
  paymentIntentId?: string;
  /** The billing address given when a debit started (its later outcome carries it, as Stripe's). */
  billing?: BillingAddress;
};

const sessions = () => db().collection('localCheckoutSessions');

export async function createLocalSession(
  id: string,
  req: CheckoutRequest,
  expiresAt: string,
): Promise<void> {
  await sessions()
    .doc(id)
    .create({ ...req, state: 'open', expiresAt, createdAt: FieldValue.serverTimestamp() });
}

/**
 * Expires an open session. In a transaction with the checkout page's own moves: either the
 * pilgrim's click or the expiry wins, never both.
 */
export function expireLocalSession(id: string): Promise<ExpireOutcome> {
  const ref = sessions().doc(id);
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const state: unknown = snap.get('state');
    if (!snap.exists || state === 'expired') return 'expired';
    if (state !== 'open') return 'complete';
    tx.update(ref, { state: 'expired' });
    return 'expired';
  });
}

export async function readLocalSession(id: string): Promise<StoredSession | null> {
  const snap = await sessions().doc(id).get();
  return snap.exists ? (snap.data() as StoredSession) : null;
}

/**
 * Moves a session from one state to the next, in a transaction: a double click moves it once.
 * Answers the session as moved (with its payment intent id), or why it did not move.
 */
export function moveLocalSession(
  id: string,
  from: SessionState,
  to: SessionState,
): Promise<StoredSession | 'missing' | 'moved-on'> {
  const ref = sessions().doc(id);
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return 'missing';
    const stored = snap.data() as StoredSession;
    if (stored.state !== from) return 'moved-on';
    const paymentIntentId = stored.paymentIntentId ?? `pi_local_${randomBytes(12).toString('hex')}`;
    tx.update(ref, { state: to, paymentIntentId });
    return { ...stored, state: to, paymentIntentId };
  });
}

/** Keeps the billing address a pre-authorised debit started with. */
export async function keepLocalBilling(id: string, billing: BillingAddress): Promise<void> {
  await sessions().doc(id).update({ billing });
}
