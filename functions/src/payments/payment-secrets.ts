// The Stripe keys as Secret Manager secrets (firebase-functions params): declared on the `api`
// function, so Cloud Functions mounts them at runtime and they never sit in Firestore or in
// functions/.env. Set with `firebase functions:secrets:set STRIPE_SECRET_KEY` (and
// STRIPE_WEBHOOK_SECRET); the README's payments section says how. A value that is not a key of
// its kind (e.g. `unused`) leaves the key to Admin → Settings, the fallback (and the emulator's
// path: it has no Secret Manager).
import { defineSecret } from 'firebase-functions/params';

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
