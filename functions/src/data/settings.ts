import {
  PUBLIC_SETTINGS_KEYS,
  maskSecret,
  type AdminSettings,
  type PublicSettings,
  type SettingsInput,
} from '@umrah/domain/settings';
import { db } from '../firebase';

/** Public settings live in settings/public (readable by rules); the payment secret in privateSettings/payment. */
export const publicSettingsRef = () => db().collection('settings').doc('public');
export const privateSettingsRef = () => db().collection('privateSettings').doc('payment');

export function toPublicSettings(data: Record<string, unknown> | undefined): PublicSettings {
  const out: Record<string, string> = {};
  for (const key of PUBLIC_SETTINGS_KEYS) {
    const value = data?.[key];
    out[key] = typeof value === 'string' ? value : '';
  }
  return out as PublicSettings;
}

export async function getPublicSettings(): Promise<PublicSettings> {
  const snap = await publicSettingsRef().get();
  return toPublicSettings(snap.data());
}

export async function getAdminSettings(): Promise<AdminSettings> {
  const [pub, priv] = await Promise.all([publicSettingsRef().get(), privateSettingsRef().get()]);
  const secret = priv.get('stripeSecretKey');
  const secretText = typeof secret === 'string' ? secret : '';
  return {
    ...toPublicSettings(pub.data()),
    stripeSecretKeyMasked: maskSecret(secretText),
    hasStripeSecretKey: secretText !== '',
  };
}

/**
 * Saves public settings and, apart from them, the payment secret. The secret is write-only:
 * an empty field or the masked value shown to the admin keeps the stored secret.
 */
export async function saveSettings(input: SettingsInput): Promise<void> {
  const { stripeSecretKey, ...rest } = input;
  const batch = db().batch();
  batch.set(publicSettingsRef(), toPublicSettings(rest));
  const secret = (stripeSecretKey ?? '').trim();
  if (secret && !secret.includes('•')) {
    batch.set(privateSettingsRef(), { stripeSecretKey: secret });
  }
  await batch.commit();
}
