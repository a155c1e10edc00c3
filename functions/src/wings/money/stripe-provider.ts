import Stripe from 'stripe';
import { DomainError } from '@umrah/domain/model/errors';
import type {
  CheckoutRequest,
  CheckoutSession,
  ExpireOutcome,
  PaymentProvider,
  RefundRequest,
} from './provider-port';

/**
 * Pinned so that a new library or account default cannot change the shapes we read (the
 * webhook events); the library 18.5.0 was built for this version.
 */
export const STRIPE_API_VERSION = '2025-08-27.basil' as const;

/** Where the client sends its requests: Stripe's API, or a local server in tests. */
export interface StripeEndpoint {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export function stripeClient(secretKey: string, endpoint?: StripeEndpoint): Stripe {
  return new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 1,
    timeout: 15_000,
    ...(endpoint ?? {}),
  });
}

/** Checkout Sessions in CAD, one line, with the booking id in the metadata (the webhook reads it). */
export function stripeProvider(opts: {
  secretKey: string;
  endpoint?: StripeEndpoint;
}): PaymentProvider {
  const client = () => {
    if (!opts.secretKey) {
      throw new DomainError('card_payments_not_set_up');
    }
    return stripeClient(opts.secretKey, opts.endpoint);
  };
  return {
    name: 'stripe',
    async createCheckout(req: CheckoutRequest): Promise<CheckoutSession> {
      const stripe = client();
      const metadata = { bookingId: req.bookingId, reference: req.reference };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          customer_email: req.customerEmail || undefined,
          // The receipt must name the payer's address (Quebec, Regulation respecting travel
          // agents, s. 18 (b)): the webhook reads it from the completed session.
          billing_address_collection: 'required',
          client_reference_id: req.bookingId,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: req.currency,
                unit_amount: req.amountCents,
                product_data: { name: req.description },
              },
            },
          ],
          metadata,
          payment_intent_data: { metadata },
          locale: req.locale,
          success_url: req.successUrl,
          cancel_url: req.cancelUrl,
        },
        // Two clicks at once (same booking, amount and attempt) get the same session.
        { idempotencyKey: `checkout-${req.bookingId}-${req.amountCents}-${req.attempt}` },
      );
      if (!session.url) throw new DomainError('checkout_not_opened');
      return {
        id: session.id,
        url: session.url,
        expiresAt: session.expires_at ? new Date(session.expires_at * 1000).toISOString() : '',
      };
    },
    async expireSession(sessionId: string): Promise<ExpireOutcome> {
      const stripe = client();
      try {
        await stripe.checkout.sessions.expire(sessionId);
        return 'expired';
      } catch (err) {
        // Stripe refuses to expire a session that is no longer open: ask what it became.
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        return session.status === 'complete' ? 'complete' : 'expired';
      }
    },
    async refund(req: RefundRequest): Promise<{ refundId: string }> {
      const refund = await client().refunds.create(
        {
          payment_intent: req.paymentIntentId,
          amount: req.amountCents,
          metadata: { bookingId: req.bookingId },
        },
        { idempotencyKey: req.idempotencyKey },
      );
      return { refundId: refund.id };
    },
  };
}
