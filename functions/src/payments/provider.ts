// The payment provider port: the rest of the code asks for a checkout and reads verified webhook
// events, never Stripe's client directly. Two adapters: Stripe (production, Stripe test mode)
// and the local checkout of the emulator stack, which signs its events the way Stripe does.
import { isEmulator } from '../config';
import { getPaymentSecrets } from '../data/settings';
import { localProvider } from './local-provider';
import { stripeSecretKeySecret, stripeWebhookSecretSecret } from './payment-secrets';
import { stripeProvider } from './stripe-provider';

export interface CheckoutRequest {
  bookingId: string;
  amountCents: number;
  /** Always 'cad' here; kept in the request so adapters send what they are given. */
  currency: string;
  /** What the pilgrim sees on the checkout page. */
  description: string;
  /** The checkout page's language, in Stripe's names: the pay page's the pilgrim came from. */
  locale: 'en' | 'fr-CA';
  customerEmail: string;
  /** The e-Transfer style reference, also kept in the metadata. */
  reference: string;
  successUrl: string;
  cancelUrl: string;
  /**
   * How many sessions the booking has had: part of the idempotency key, so two clicks at once
   * share one session while a replacement (new amount) gets its own.
   */
  attempt: number;
}

export interface CheckoutSession {
  id: string;
  url: string;
  /** ISO-8601: when the provider stops accepting it. */
  expiresAt: string;
}

/** What expiring a session found: now expired (or already), or completed (money under way). */
export type ExpireOutcome = 'expired' | 'complete';

export interface PaymentProvider {
  readonly name: 'stripe' | 'local';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Closes an open session so it can no longer be paid (a new amount replaces it). */
  expireSession(sessionId: string): Promise<ExpireOutcome>;
}

/** Stripe's webhook secret for the local stack when the settings hold none. */
export const LOCAL_WEBHOOK_SECRET = 'whsec_local_emulator_only';

/**
 * The provider for this process: the local checkout in the emulator stack (Stripe's API cannot be
 * reached offline) unless PAYMENT_PROVIDER=stripe; Stripe everywhere else, with the key from
 * Secret Manager (payment-secrets.ts) or else the one staff saved in the settings.
 */
export async function paymentProvider(): Promise<PaymentProvider> {
  if (isEmulator() && process.env.PAYMENT_PROVIDER !== 'stripe') return localProvider();
  const secretKey = stripeSecretKeySecret() || (await getPaymentSecrets()).secretKey;
  return stripeProvider({ secretKey });
}

/**
 * The secret webhooks are signed with: Secret Manager's, else the settings' one, else the local
 * one in the emulator.
 */
export async function webhookSecret(): Promise<string> {
  const fromSecrets = stripeWebhookSecretSecret();
  if (fromSecrets) return fromSecrets;
  const { webhookSecret: stored } = await getPaymentSecrets();
  if (stored) return stored;
  return isEmulator() ? LOCAL_WEBHOOK_SECRET : '';
}
