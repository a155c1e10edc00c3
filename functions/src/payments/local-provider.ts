// The emulator stack's stand-in for Stripe Checkout: a session document and a page of our own
// (local-checkout.ts) that completes or fails the payment and sends the webhook, signed with the
// real library. Never used outside the emulator (provider.ts).
import { randomBytes } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../firebase';
import type { CheckoutRequest, CheckoutSession, ExpireOutcome, PaymentProvider } from './provider';

export const localSessions = () => db().collection('localCheckoutSessions');

/** As Stripe: a session can be paid for 24 hours. */
const LOCAL_SESSION_LIFETIME_MS = 24 * 3600_000;

export function localProvider(): PaymentProvider {
  return {
    name: 'local',
    async createCheckout(req: CheckoutRequest): Promise<CheckoutSession> {
      const id = `cs_local_${randomBytes(12).toString('hex')}`;
      const expiresAt = new Date(Date.now() + LOCAL_SESSION_LIFETIME_MS).toISOString();
      await localSessions()
        .doc(id)
        .create({ ...req, state: 'open', expiresAt, createdAt: FieldValue.serverTimestamp() });
      // A path: the pilgrim stays on the site (and port) they are on.
      return { id, url: `/api/payments/local-checkout/${id}`, expiresAt };
    },
    async expireSession(sessionId: string): Promise<ExpireOutcome> {
      const ref = localSessions().doc(sessionId);
      // In a transaction with the checkout page's own moves: either the pilgrim's click or the
      // expiry wins, never both.
      return db().runTransaction(async (tx) => {
        const snap = await tx.get(ref);
        const state: unknown = snap.get('state');
        if (!snap.exists || state === 'expired') return 'expired';
        if (state !== 'open') return 'complete';
        tx.update(ref, { state: 'expired' });
        return 'expired';
      });
    },
  };
}
