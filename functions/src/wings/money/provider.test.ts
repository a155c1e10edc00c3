// The Stripe keys come from Secret Manager when set there (Cloud Functions puts a declared
// secret in the process environment), before the settings' copy.
import { afterEach, describe, expect, it } from 'vitest';
import {
  PAYMENT_SECRETS,
  stripeSecretKeySecret,
  stripeWebhookSecretSecret,
  webhookSecret,
} from './provider';

const saved = { ...process.env };
afterEach(() => {
  for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

describe('the Stripe secrets', () => {
  it('are declared as Secret Manager params under the names the README gives', () => {
    expect(PAYMENT_SECRETS.map((s) => s.name)).toEqual([
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
    ]);
  });

  it('read a key of their kind, and nothing from a placeholder or an unset secret', () => {
    delete process.env.STRIPE_SECRET_KEY;
    expect(stripeSecretKeySecret()).toBe('');
    process.env.STRIPE_SECRET_KEY = 'unused-in-emulator';
    expect(stripeSecretKeySecret()).toBe('');
    process.env.STRIPE_SECRET_KEY = ' sk_test_from_secret_manager\n';
    expect(stripeSecretKeySecret()).toBe('sk_test_from_secret_manager');
    process.env.STRIPE_SECRET_KEY = 'rk_live_restricted';
    expect(stripeSecretKeySecret()).toBe('rk_live_restricted');
    process.env.STRIPE_WEBHOOK_SECRET = 'sk_test_wrong_kind';
    expect(stripeWebhookSecretSecret()).toBe('');
  });

  it('give the webhook its signing secret without reading the settings', async () => {
    // No Firestore runs in this project: the answer can only come from the secret.
    process.env.STRIPE_WEBHOOK_SECRET = 'whsec_from_secret_manager';
    await expect(webhookSecret()).resolves.toBe('whsec_from_secret_manager');
  });
});
