import Stripe from 'stripe';
import { HttpError } from '../http/errors';
import type { CheckoutRequest, CheckoutSession, PaymentProvider } from './provider';

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
  return {
    name: 'stripe',
    async createCheckout(req: CheckoutRequest): Promise<CheckoutSession> {
      if (!opts.secretKey) {
        throw new HttpError(503, 'Card payments are not set up yet. Please use e-Transfer.');
      }
      const stripe = stripeClient(opts.secretKey, opts.endpoint);
      const metadata = { bookingId: req.bookingId, reference: req.reference };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          customer_email: req.customerEmail || undefined,
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
          success_url: req.successUrl,
          cancel_url: req.cancelUrl,
        },
        // One session per booking, amount and minute: a double click does not make two.
        {
          idempotencyKey: `checkout-${req.bookingId}-${req.amountCents}-${Math.floor(Date.now() / 60_000)}`,
        },
      );
      if (!session.url) throw new HttpError(502, 'The payment page could not be opened');
      return { id: session.id, url: session.url };
    },
  };
}
