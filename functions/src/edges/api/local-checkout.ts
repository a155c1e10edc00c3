// The local checkout page (emulator stack only): what Stripe Checkout does, offline. Its buttons
// complete a card payment, decline a card, start a pre-authorised debit that clears or fails
// later, or cancel;
// each outcome is sent to our webhook as Stripe would send it, signed with the real library's
// generateTestHeaderString, so the signature check runs as in production.
import { randomBytes } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import Stripe from 'stripe';
import { formatCents } from '@umrah/domain/model/payments';
import type { BillingAddress } from '@umrah/domain/model/receipts';
import { isEmulator, siteUrl } from '../../platform/config';
import { asyncHandler } from '../../platform/http/errors';
import { DomainError } from '@umrah/domain/model/errors';
import { parseMultipart } from '../../platform/http/multipart';
import { webhookSecret } from '../../wings/money/provider';
import { localCheckouts, type StoredSession } from '../../wings/money/local-provider';
import { STRIPE_API_VERSION } from '../../wings/money/stripe-provider';

const OUTCOMES = {
  'card-paid': { from: 'open', to: 'paid', event: 'checkout.session.completed', paid: true },
  'debit-started': {
    from: 'open',
    to: 'pending',
    event: 'checkout.session.completed',
    paid: false,
  },
  'debit-cleared': {
    from: 'pending',
    to: 'paid',
    event: 'checkout.session.async_payment_succeeded',
    paid: true,
  },
  'debit-failed': {
    from: 'pending',
    to: 'failed',
    event: 'checkout.session.async_payment_failed',
    paid: false,
  },
  // As on Stripe, a declined card leaves the session open, says so on the checkout page and
  // sends no checkout.session event: the pilgrim tries another card or goes back.
  'card-declined': { from: 'open', to: 'open', event: null, paid: false },
  // As on Stripe, going back leaves the session open: the pay page can send the pilgrim back to it.
  cancel: { from: 'open', to: 'open', event: null, paid: false },
} as const;
type Outcome = keyof typeof OUTCOMES;

/**
 * The address the local checkout posts its events to: our own webhook, on the site the request
 * came through (Hosting names it in X-Forwarded-Host; a stack on another port offset than
 * SITE_URL's still reaches itself). Emulator only, so the header is not a stranger's choice here.
 */
export function localWebhookUrl(req: Request): string {
  if (process.env.LOCAL_WEBHOOK_URL) return process.env.LOCAL_WEBHOOK_URL;
  const host = req.get('x-forwarded-host') ?? req.get('host');
  return host ? `http://${host}/api/payments/webhook` : `${siteUrl()}/api/payments/webhook`;
}

/** A return address as a path: the local stack sends the pilgrim back to the site it is on. */
function sitePath(url: string): string {
  const u = new URL(url, 'http://localhost');
  return u.pathname + u.search;
}

/**
 * The billing address form, as Stripe Checkout asks for it with billing_address_collection:
 * 'required' (Stripe's field names). Filled with a stand-in address, as a test card's number is,
 * so a click pays; the pilgrim may change it.
 */
const BILLING_FIELDS: { name: keyof BillingAddress; label: string; value: string }[] = [
  { name: 'line1', label: 'Address', value: '100 Queen Street West' },
  { name: 'line2', label: 'Apartment, suite (optional)', value: '' },
  { name: 'city', label: 'City', value: 'Toronto' },
  { name: 'state', label: 'Province', value: 'ON' },
  { name: 'postal_code', label: 'Postal code', value: 'M5H 2N2' },
  { name: 'country', label: 'Country', value: 'CA' },
];

/** The billing address a local checkout's form sent (null: none, as a bare test POST). */
function billingAddressOf(fields: Record<string, string>): BillingAddress | null {
  const address = Object.fromEntries(
    BILLING_FIELDS.map((f) => [f.name, (fields[f.name] ?? '').trim() || null]),
  ) as BillingAddress;
  return Object.values(address).some(Boolean) ? address : null;
}

/** A Checkout Session event in the shape Stripe documents (the fields our webhook reads and more). */
export function checkoutSessionEvent(
  type: string,
  id: string,
  s: StoredSession,
  paid: boolean,
  billing: BillingAddress | null = null,
): Stripe.Event {
  const session = {
    id,
    object: 'checkout.session',
    amount_total: s.amountCents,
    amount_subtotal: s.amountCents,
    currency: s.currency,
    client_reference_id: s.bookingId,
    customer_email: s.customerEmail || null,
    customer_details: billing
      ? { address: billing, email: s.customerEmail || null, name: null, phone: null }
      : null,
    metadata: { bookingId: s.bookingId, reference: s.reference },
    mode: 'payment',
    payment_intent: s.paymentIntentId ?? null,
    payment_status: paid ? 'paid' : 'unpaid',
    status: 'complete',
    success_url: s.successUrl,
    cancel_url: s.cancelUrl,
    livemode: false,
  };
  return {
    id: `evt_local_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: session },
  } as unknown as Stripe.Event;
}

/** Signs and posts an event to the webhook, as Stripe does; answers the webhook's status. */
export async function sendSignedEvent(event: Stripe.Event, url: string) {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: await webhookSecret(),
  });
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header },
    body: payload,
  });
  return res.status;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(res: Response, title: string, body: string): void {
  res
    .status(200)
    .set({
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
      // Forms post here and then go back to the site's pay page.
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    })
    .type('html')
    .send(
      `<!doctype html><html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body style="font:1rem/1.6 system-ui,sans-serif;max-width:32rem;margin:8vh auto;padding:0 1rem"><p style="background:#fff3cd;padding:.5rem 1rem;border-radius:6px">Local test checkout: no real money moves. In production this is Stripe Checkout.</p><h1 style="font-size:1.4rem">${escapeHtml(title)}</h1>${body}</body></html>`,
    );
}

const button = (action: string, label: string) =>
  `<button formaction="${action}" style="display:block;width:100%;margin:.5rem 0;padding:.75rem;font-size:1rem">${escapeHtml(label)}</button>`;

export function localCheckoutRouter(): Router {
  const router = Router();
  router.use('/payments/local-checkout', (_req, _res, next) => {
    // Never reachable in production, whatever the settings say.
    next(
      isEmulator() || process.env.LOCAL_CHECKOUT === 'on'
        ? undefined
        : new DomainError('not_found'),
    );
  });

  router.get(
    '/payments/local-checkout/:id',
    asyncHandler(async (req, res) => {
      const id = String(req.params.id);
      const s = await localCheckouts.read(id);
      if (!s) throw new DomainError('checkout_not_found');
      const base = `/api/payments/local-checkout/${encodeURIComponent(id)}`;
      const summary = `<p>${escapeHtml(s.description)}</p><p style="font-size:1.6rem;font-weight:700">${formatCents(s.amountCents)} ${escapeHtml(s.currency.toUpperCase())}</p>`;
      const form = (buttons: string) =>
        `<form method="post" enctype="multipart/form-data">${buttons}</form>`;
      const field = (f: (typeof BILLING_FIELDS)[number]) =>
        `<label style="display:block;margin:.25rem 0">${escapeHtml(f.label)}<br><input name="${f.name}" value="${escapeHtml(f.value)}"${f.name === 'line2' ? '' : ' required'} style="width:100%;padding:.4rem;font-size:1rem"></label>`;
      const billing = `<fieldset style="margin:0 0 1rem"><legend>Billing address</legend>${BILLING_FIELDS.map(field).join('')}</fieldset>`;
      if (s.state === 'open') {
        // Back from a declined card: Stripe's own words, above the same choices.
        const declined =
          req.query['declined'] === '1'
            ? '<p role="alert" style="color:#b00020;font-weight:600">Your card was declined. Try another card or another way to pay.</p>'
            : '';
        page(
          res,
          'Pay your booking',
          summary +
            declined +
            form(
              billing +
                button(`${base}/card-paid`, 'Pay by card (succeeds)') +
                button(`${base}/card-declined`, 'Pay by card (declined)') +
                button(`${base}/debit-started`, 'Pay by pre-authorised debit (confirms later)') +
                button(`${base}/cancel`, 'Cancel and go back'),
            ),
        );
      } else if (s.state === 'pending') {
        page(
          res,
          'Debit pending',
          summary +
            '<p>The bank has not confirmed the debit yet. Choose what the bank answers:</p>' +
            form(
              button(`${base}/debit-cleared`, 'The debit clears') +
                button(`${base}/debit-failed`, 'The debit fails'),
            ),
        );
      } else {
        page(res, 'This checkout is closed', `<p>State: ${escapeHtml(s.state)}</p>`);
      }
    }),
  );

  router.post(
    '/payments/local-checkout/:id/:outcome',
    asyncHandler(async (req, res) => {
      const id = String(req.params.id);
      const outcomeName = String(req.params.outcome);
      if (!Object.hasOwn(OUTCOMES, outcomeName)) throw new DomainError('not_found');
      const outcome = OUTCOMES[outcomeName as Outcome];
      // The billing address the checkout form sent.
      const fields = req.is('multipart/form-data')
        ? (await parseMultipart(req, { maxFileBytes: 1, maxFiles: 0 })).fields
        : {};
      // Move the session on first: a double click sends one event.
      const s = await localCheckouts.move(id, outcome.from, outcome.to);
      if (s === 'missing') throw new DomainError('checkout_not_found');
      if (s === 'moved-on') throw new DomainError('checkout_moved_on');
      // A pre-authorised debit's later outcome comes from the bank, with the address given when
      // it started.
      const billing = billingAddressOf(fields) ?? s.billing ?? null;
      if (outcomeName === 'debit-started' && billing) await localCheckouts.keepBilling(id, billing);
      if (outcome.event) {
        const status = await sendSignedEvent(
          checkoutSessionEvent(outcome.event, id, s, outcome.paid, billing),
          localWebhookUrl(req),
        );
        if (status >= 300) throw new DomainError('webhook_refused', { status });
      }
      const checkoutPage = `/api/payments/local-checkout/${encodeURIComponent(id)}`;
      const next =
        outcome.to === 'pending'
          ? checkoutPage
          : outcomeName === 'card-declined'
            ? `${checkoutPage}?declined=1`
            : sitePath(outcome.to === 'paid' ? s.successUrl : s.cancelUrl);
      res.redirect(303, next);
    }),
  );
  return router;
}
