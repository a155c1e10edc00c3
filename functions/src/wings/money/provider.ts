// Which payment provider this process uses, and with which keys. Two adapters of the port
// (provider-port.ts): Stripe (production, Stripe test mode) and the local checkout of the emulator
// stack, which signs its events the way Stripe does.
import { defineSecret } from 'firebase-functions/params';
import { isEmulator } from '../../platform/config';
import { getPaymentSecrets } from '../content/settings';
import { localProvider } from './local-provider';
import type { PaymentProvider } from './provider-port';
import { stripeProvider } from './stripe-provider';

/** Stripe's webhook secret for the local stack when the settings hold none. */
export const LOCAL_WEBHOOK_SECRET = 'whsec_local_emulator_only';

/**
 * The provider for this process: the local checkout in the emulator stack (Stripe's API cannot be
 * reached offline) unless PAYMENT_PROVIDER=stripe; Stripe everywhere else, with the key from
 * Secret Manager (below) or else the one staff saved in the settings.
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

// The Stripe keys as Secret Manager secrets (firebase-functions params): declared on the `api`
// function, so Cloud Functions mounts them at runtime and they never sit in Firestore or in
// functions/.env. Set with `firebase functions:secrets:set STRIPE_SECRET_KEY` (and
// STRIPE_WEBHOOK_SECRET); the README's payments section says how. A value that is not a key of
// its kind (e.g. `unused`) leaves the key to Admin → Settings, the fallback (and the emulator's
// path: it has no Secret Manager).
export const STRIPE_SECRET_KEY = defineSecret('STRIPE_SECRET_KEY');
export const STRIPE_WEBHOOK_SECRET = defineSecret('STRIPE_WEBHOOK_SECRET');

/** What the `api` function declares (index.ts). */
export const PAYMENT_SECRETS = [STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET];

/** A secret's value when it holds a key of its kind, else ''. */
function keyOf(value: string, prefixes: readonly string[]): string {
  const v = value.trim();
  return prefixes.some((p) => v.startsWith(p)) ? v : '';
}

/** Unset secrets read as '' (firebase-functions logs a warning when one is not declared). */
const valueOf = (secret: typeof STRIPE_SECRET_KEY) =>
  process.env[secret.name] === undefined ? '' : secret.value();

/** Stripe's secret (sk_…) or restricted (rk_…) key from Secret Manager, or ''. */
export function stripeSecretKeySecret(): string {
  return keyOf(valueOf(STRIPE_SECRET_KEY), ['sk_', 'rk_']);
}

/** The webhook signing secret (whsec_…) from Secret Manager, or ''. */
export function stripeWebhookSecretSecret(): string {
  return keyOf(valueOf(STRIPE_WEBHOOK_SECRET), ['whsec_']);
}
