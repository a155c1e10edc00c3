// The emulator stack's stand-in for Stripe Checkout: a session document and a page of our own
// (routes/local-checkout.ts) that completes or fails the payment and sends the webhook, signed with the
// real library. Never used outside the emulator (provider.ts).
import { createHash, randomBytes } from 'node:crypto';
import type {
  CheckoutRequest,
  CheckoutSession,
  ExpireOutcome,
  PaymentProvider,
  RefundRequest,
} from './provider-port';
import {
  createLocalSession,
  expireLocalSession,
  keepLocalBilling,
  moveLocalSession,
  readLocalSession,
} from './store/local-sessions';

export type { SessionState, StoredSession } from './store/local-sessions';

/** The local checkout page's reads and moves (routes/local-checkout.ts). */
export const localCheckouts = {
  read: readLocalSession,
  move: moveLocalSession,
  keepBilling: keepLocalBilling,
};

/** As Stripe: a session can be paid for 24 hours. */
const LOCAL_SESSION_LIFETIME_MS = 24 * 3600_000;

export function localProvider(): PaymentProvider {
  return {
    name: 'local',
    async createCheckout(req: CheckoutRequest): Promise<CheckoutSession> {
      const id = `cs_local_${randomBytes(12).toString('hex')}`;
      const expiresAt = new Date(Date.now() + LOCAL_SESSION_LIFETIME_MS).toISOString();
      await createLocalSession(id, req, expiresAt);
      // A path: the pilgrim stays on the site (and port) they are on.
      return { id, url: `/api/payments/local-checkout/${id}`, expiresAt };
    },
    expireSession(sessionId: string): Promise<ExpireOutcome> {
      return expireLocalSession(sessionId);
    },
    // Nothing to send back offline: the refund id follows from the key, as Stripe answers the
    // same refund to the same idempotency key.
    refund(req: RefundRequest): Promise<{ refundId: string }> {
      const digest = createHash('sha256').update(req.idempotencyKey).digest('hex').slice(0, 24);
      return Promise.resolve({ refundId: `re_local_${digest}` });
    },
  };
}
