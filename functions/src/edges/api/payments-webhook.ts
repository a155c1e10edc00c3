// POST /api/payments/webhook: Stripe's (or the local checkout's) events. The signature is checked
// against the raw body as received; a wrong or missing signature answers 400 and writes nothing.
import type { Request, Response } from 'express';
import { log } from '../../platform/log';
import Stripe from 'stripe';
import { recordCheckoutEvent } from '../../wings/money/record-checkout-event';
import { webhookSecret } from '../../wings/money/provider';

/** The body exactly as sent: Cloud Functions keeps it in `rawBody`; plain Express (express.raw) in `body`. */
function rawBodyOf(req: Request): Buffer | null {
  const raw = (req as Request & { rawBody?: unknown }).rawBody;
  if (Buffer.isBuffer(raw)) return raw;
  return Buffer.isBuffer(req.body) ? req.body : null;
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
  const outcome = await recordCheckoutEvent(event);
  log.info('Stripe event', { id: event.id, type: event.type, outcome });
  res.json({ received: true, outcome });
}
