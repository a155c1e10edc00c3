// The pay links' signing key (payments/link-token.ts): 32 random bytes made on first use and kept
// in privateSettings, which no client can read.
import { randomBytes } from 'node:crypto';
import { db } from '../firebase/firebase';

const keyRef = () => db().collection('privateSettings').doc('paymentLinks');
/**
 * The signing key, made once (in a transaction, so two instances agree on it). Read on each use,
 * not kept in memory: one small read, and a key replaced in the database takes effect at once.
 */
export async function linkKey(): Promise<Buffer> {
  const key = await db().runTransaction(async (tx) => {
    const snap = await tx.get(keyRef());
    const stored: unknown = snap.get('key');
    if (typeof stored === 'string' && stored) return stored;
    const made = randomBytes(32).toString('base64url');
    tx.set(keyRef(), { key: made });
    return made;
  });
  return Buffer.from(key, 'base64url');
}
