import {
  isMaskedSecret,
  toAdminSettings,
  toPublicSettings,
  type AdminSettings,
  type PublicSettings,
  type SettingsInput,
} from '@umrah/domain/settings';
import { db } from '../firebase';

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
  return toAdminSettings(pub.data(), typeof secret === 'string' ? secret : '');
}

/**
 * Saves public settings and, apart from them, the payment secret, in one batch. The secret is
 * write-only: an empty field or the masked value shown to the admin keeps the stored secret.
 */
export async function saveSettings(input: SettingsInput): Promise<void> {
  const batch = db().batch();
  batch.set(publicSettingsRef(), toPublicSettings(input));
  const secret = input.stripeSecretKey.trim();
  if (secret && !isMaskedSecret(secret)) {
    batch.set(privateSettingsRef(), { stripeSecretKey: secret });
  }
  await batch.commit();
}
