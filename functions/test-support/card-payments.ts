// Card payments as Stripe reports them, for API tests: a checkout session's event for a booking,
// signed as Stripe signs it (the local stack's secret unless another is given) and posted to our
// webhook through Hosting, as the provider would.
import Stripe from 'stripe';
import { checkoutSessionEvent } from '../src/edges/api/local-checkout';
import { LOCAL_WEBHOOK_SECRET } from '../src/wings/money/provider';
import { baseUrl } from './emulators';

/** A checkout session's event for the booking (completed and paid unless said otherwise). */
export function cardPaymentEvent(o: {
  bookingId: string;
  amountCents: number;
  /** The payment intent: a card refund goes back to it. */
  intent: string;
  sessionId?: string;
  reference?: string;
  description?: string;
  type?: string;
  paid?: boolean;
}): Stripe.Event {
  return checkoutSessionEvent(
    o.type ?? 'checkout.session.completed',
    o.sessionId ?? `cs_test_${o.intent}`,
    {
      bookingId: o.bookingId,
      amountCents: o.amountCents,
      currency: 'cad',
      description: o.description ?? 'Deposit',
      locale: 'en',
      customerEmail: '',
      reference: o.reference ?? 'UMR-X',
      successUrl: '',
      cancelUrl: '',
      attempt: 0,
      state: 'open',
      paymentIntentId: o.intent,
    },
    o.paid ?? true,
  );
}

/** The event's body and the Stripe-Signature header Stripe would send with it. */
export function signedEvent(event: Stripe.Event, secret = LOCAL_WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  return { payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

/** Posts a body to the webhook with its signature (none: unsigned) and any other headers. */
export function postToWebhook(
  payload: string,
  signature?: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${baseUrl}/api/payments/webhook`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(signature ? { 'Stripe-Signature': signature } : {}),
      ...headers,
    },
    body: payload,
  });
}

/** Signs the event with the local secret and posts it. */
export function postSignedEvent(
  event: Stripe.Event,
  headers: Record<string, string> = {},
): Promise<Response> {
  const { payload, header } = signedEvent(event);
  return postToWebhook(payload, header, headers);
}
