import {
  isMaskedSecret,
  SECRET_SETTINGS_KEYS,
  toAdminSettings,
  toPublicSettings,
  type AdminSettings,
  type PublicSettings,
  type SettingsInput,
} from '@umrah/domain/schemas/settings';
import { db } from '../../../platform/firebase/firebase';
import { termsPublisher } from './terms-versions';

/** Public settings live in settings/public (readable by rules); the payment secret in privateSettings/payment. */
export const publicSettingsRef = () => db().collection('settings').doc('public');
export const privateSettingsRef = () => db().collection('privateSettings').doc('payment');

export async function getPublicSettings(): Promise<PublicSettings> {
  const snap = await publicSettingsRef().get();
  return toPublicSettings(snap.data());
}

export async function getAdminSettings(): Promise<AdminSettings> {
  const [pub, priv] = await Promise.all([publicSettingsRef().get(), privateSettingsRef().get()]);
  const secret: unknown = priv.get('stripeSecretKey');
  const webhookSecret: unknown = priv.get('stripeWebhookSecret');
  return toAdminSettings(
    pub.data(),
    typeof secret === 'string' ? secret : '',
    typeof webhookSecret === 'string' ? webhookSecret : '',
  );
}

/** The payment secrets, for the server's own use only (Stripe calls, webhook signatures). */
export async function getPaymentSecrets(): Promise<{ secretKey: string; webhookSecret: string }> {
  const priv = await privateSettingsRef().get();
  const text = (key: string) => {
    const v: unknown = priv.get(key);
    return typeof v === 'string' ? v : '';
  };
  return { secretKey: text('stripeSecretKey'), webhookSecret: text('stripeWebhookSecret') };
}

/**
 * Saves public settings and, apart from them, the payment secrets, in one transaction. The secrets are
 * write-only: an empty field or the masked value shown to the admin keeps the stored secret.
 */
export async function saveSettings(input: SettingsInput): Promise<void> {
  const secrets: Record<string, string> = {};
  for (const key of SECRET_SETTINGS_KEYS) {
    const value = input[key].trim();
    if (value && !isMaskedSecret(value)) secrets[key] = value;
  }
  // A transaction, not a batch: a change of the booking terms publishes their next version with
  // the settings, or neither is written.
  await db().runTransaction(async (tx) => {
    const publishTerms = await termsPublisher(tx);
    tx.set(publicSettingsRef(), toPublicSettings(input));
    // Merged: changing one secret keeps the other.
    if (Object.keys(secrets).length) tx.set(privateSettingsRef(), secrets, { merge: true });
    publishTerms({ en: input.bookingTerms, fr: input.bookingTermsFr });
  });
}
