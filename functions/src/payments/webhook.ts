// POST /api/payments/webhook: Stripe's (or the local checkout's) events. The signature is checked
// against the raw body as received; a wrong or missing signature answers 400 and writes nothing.
import type { Request, Response } from 'express';
import { logger } from 'firebase-functions';
import { isCheckoutEventType } from '@umrah/domain/checkout-session';
import Stripe from 'stripe';
import { recordCheckoutEvent, type CheckoutEvent } from '../data/payments';
import { webhookSecret } from './provider';

/** The body exactly as sent: Cloud Functions keeps it in `rawBody`; plain Express (express.raw) in `body`. */
function rawBodyOf(req: Request): Buffer | null {
  const raw = (req as Request & { rawBody?: unknown }).rawBody;
  if (Buffer.isBuffer(raw)) return raw;
  return Buffer.isBuffer(req.body) ? req.body : null;
}

function checkoutEventOf(event: Stripe.Event): CheckoutEvent | null {
  if (!isCheckoutEventType(event.type)) return null;
  const session = event.data.object as Stripe.Checkout.Session;
  const pi = session.payment_intent;
  return {
    eventId: event.id,
    type: event.type,
    bookingId: session.metadata?.['bookingId'] ?? session.client_reference_id ?? '',
    sessionId: session.id,
    paymentIntentId: typeof pi === 'string' ? pi : (pi?.id ?? ''),
    amountCents: session.amount_total ?? 0,
    currency: session.currency ?? '',
    paymentStatus: session.payment_status,
  };
}

export async function stripeWebhook(req: Request, res: Response): Promise<void> {
  res.set('Cache-Control', 'no-store');
  const raw = rawBodyOf(req);
  const signature = req.get('stripe-signature');
  const secret = await webhookSecret();
  if (!raw || !signature || !secret) {
    res.status(400).json({ error: 'Missing body, signature or webhook secret' });
    return;
  }
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(raw, signature, secret);
  } catch {
    res.status(400).json({ error: 'Invalid signature' });
    return;
  }
  const checkout = checkoutEventOf(event);
  // Other event types are acknowledged (so Stripe stops retrying) and ignored.
  const outcome = checkout ? await recordCheckoutEvent(checkout) : 'ignored';
  logger.info('Stripe event', { id: event.id, type: event.type, outcome });
  res.json({ received: true, outcome });
}
