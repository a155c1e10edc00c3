// The emulator stack's stand-in for Stripe Checkout: a session document and a page of our own
// (local-checkout.ts) that completes or fails the payment and sends the webhook, signed with the
// real library. Never used outside the emulator (provider.ts).
import { randomBytes } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../firebase';
import type { CheckoutRequest, CheckoutSession, PaymentProvider } from './provider';

export const localSessions = () => db().collection('localCheckoutSessions');

export function localProvider(): PaymentProvider {
  return {
    name: 'local',
    async createCheckout(req: CheckoutRequest): Promise<CheckoutSession> {
      const id = `cs_local_${randomBytes(12).toString('hex')}`;
      await localSessions()
        .doc(id)
        .create({ ...req, state: 'open', createdAt: FieldValue.serverTimestamp() });
      // A path: the pilgrim stays on the site (and port) they are on.
      return { id, url: `/api/payments/local-checkout/${id}` };
    },
  };
}
