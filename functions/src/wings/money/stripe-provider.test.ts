// The Stripe adapter against a local HTTP server standing in for api.stripe.com: what the real
// library sends (amount in cents, CAD, metadata, return addresses from SITE_URL, API version).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredPayment } from '@umrah/domain/model/booking-document';
import { checkoutRequestOf } from './pay-page';
import { STRIPE_API_VERSION, stripeProvider } from './stripe-provider';

interface Seen {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

let server: Server;
let port = 0;
const seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        form: new URLSearchParams(body),
      });
      res.setHeader('Content-Type', 'application/json');
      // A session already paid cannot be expired: Stripe answers 400, and retrieving it says so.
      if (req.url === '/v1/checkout/sessions/cs_test_done/expire') {
        res.statusCode = 400;
        res.end(
          JSON.stringify({
            error: { type: 'invalid_request_error', message: 'Only open sessions can expire.' },
          }),
        );
        return;
      }
      const id = /^\/v1\/checkout\/sessions\/(\w+)/.exec(req.url ?? '')?.[1] ?? 'cs_test_123';
      res.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.com/c/pay/${id}`,
          expires_at: 1_900_000_000,
          status:
            id === 'cs_test_done' ? 'complete' : req.url?.endsWith('/expire') ? 'expired' : 'open',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const payment = {
  totalCents: 900_000,
  depositCents: 100_000,
  paidCents: 25_000,
  pendingCents: 0,
  reference: 'UMR-ABC123',
} as StoredPayment;

describe('the Stripe adapter', () => {
  it('creates a CAD Checkout Session for the amount due, with the booking id and SITE_URL addresses', async () => {
    process.env.SITE_URL = 'https://agency.example/';
    const request = checkoutRequestOf({
      bookingId: 'booking_1234567890ab',
      token: 'tok',
      payment,
      packageTitle: 'Ramadan',
      email: 'pilgrim@example.com',
    });
    delete process.env.SITE_URL;
    const provider = stripeProvider({
      secretKey: 'sk_test_local',
      endpoint: { host: '127.0.0.1', port, protocol: 'http' },
    });
    const session = await provider.createCheckout(request);
    expect(session).toEqual({
      id: 'cs_test_123',
      url: 'https://checkout.stripe.com/c/pay/cs_test_123',
      expiresAt: new Date(1_900_000_000_000).toISOString(),
    });

    const call = seen.at(-1);
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe('/v1/checkout/sessions');
    expect(call?.headers['stripe-version']).toBe(STRIPE_API_VERSION);
    expect(call?.headers['authorization']).toBe('Bearer sk_test_local');
    // Per booking, amount and attempt: two clicks at once share one session.
    expect(call?.headers['idempotency-key']).toBe('checkout-booking_1234567890ab-75000-0');
    const form = call?.form ?? new URLSearchParams();
    expect(form.get('mode')).toBe('payment');
    // The rest of the deposit: 1,000.00 - 250.00, in cents.
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('75000');
    expect(form.get('line_items[0][price_data][currency]')).toBe('cad');
    expect(form.get('line_items[0][quantity]')).toBe('1');
    expect(form.get('line_items[0][price_data][product_data][name]')).toBe(
      'Deposit: Ramadan (UMR-ABC123)',
    );
    expect(form.get('metadata[bookingId]')).toBe('booking_1234567890ab');
    expect(form.get('payment_intent_data[metadata][bookingId]')).toBe('booking_1234567890ab');
    expect(form.get('client_reference_id')).toBe('booking_1234567890ab');
    expect(form.get('customer_email')).toBe('pilgrim@example.com');
    // The receipt prints the payer's address (Quebec s. 18 (b)): the checkout must ask for it.
    expect(form.get('billing_address_collection')).toBe('required');
    expect(form.get('success_url')).toBe('https://agency.example/pay/tok?status=success');
    expect(form.get('cancel_url')).toBe('https://agency.example/pay/tok?status=cancelled');
    expect(form.get('locale')).toBe('en');
  });

  it("opens the French page's checkout in French and sends the pilgrim back to the French page", async () => {
    process.env.SITE_URL = 'https://agency.example';
    const request = checkoutRequestOf({
      bookingId: 'booking_1234567890ab',
      token: 'tok',
      payment: { ...payment, paidCents: 100_000 },
      packageTitle: 'Omra du Ramadan',
      email: '',
      language: 'fr',
    });
    delete process.env.SITE_URL;
    const provider = stripeProvider({
      secretKey: 'sk_test_local',
      endpoint: { host: '127.0.0.1', port, protocol: 'http' },
    });
    await provider.createCheckout(request);
    const form = seen.at(-1)?.form ?? new URLSearchParams();
    expect(form.get('locale')).toBe('fr-CA');
    // The French spacing before the colon is a no-break space, as on the French pages.
    expect(form.get('line_items[0][price_data][product_data][name]')).toBe(
      'Solde\u00a0: Omra du Ramadan (UMR-ABC123)',
    );
    expect(form.get('success_url')).toBe('https://agency.example/fr/pay/tok?status=success');
    expect(form.get('cancel_url')).toBe('https://agency.example/fr/pay/tok?status=cancelled');
  });

  it('refuses to open a checkout without a secret key (503, nothing sent)', async () => {
    const before = seen.length;
    const provider = stripeProvider({
      secretKey: '',
      endpoint: { host: '127.0.0.1', port, protocol: 'http' },
    });
    await expect(
      provider.createCheckout(
        checkoutRequestOf({ bookingId: 'b', token: 't', payment, packageTitle: '', email: '' }),
      ),
    ).rejects.toMatchObject({ code: 'card_payments_not_set_up' });
    expect(seen.length).toBe(before);
  });

  it('expires an open session, and says when it could not because the pilgrim completed it', async () => {
    const provider = stripeProvider({
      secretKey: 'sk_test_local',
      endpoint: { host: '127.0.0.1', port, protocol: 'http' },
    });
    expect(await provider.expireSession('cs_test_old')).toBe('expired');
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions/cs_test_old/expire',
    });
    expect(await provider.expireSession('cs_test_done')).toBe('complete');
    expect(seen.at(-1)).toMatchObject({
      method: 'GET',
      path: '/v1/checkout/sessions/cs_test_done',
    });
  });
});
