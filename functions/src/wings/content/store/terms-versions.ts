// The booking terms' versions (`termsVersions/{n}`): each change of the settings' terms text, in
// either language, is kept as a new numbered version, so a booking can say which text its pilgrim
// accepted and a confirmation can print it even after the terms changed again.
import { termsChanged, termsInForce, type TermsVersion } from '@umrah/domain/model/confirmation';
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { db } from '../../../platform/firebase/firebase';

const versions = () => db().collection('termsVersions');

function toTermsVersion(data: FirebaseFirestore.DocumentData): TermsVersion {
  const at: unknown = data['publishedAt'];
  return {
    version: Number(data['version']),
    en: String(data['en'] ?? ''),
    fr: String(data['fr'] ?? ''),
    publishedAt: at instanceof Timestamp ? at.toDate().toISOString() : '',
  };
}

const latestQuery = () => versions().orderBy('version', 'desc').limit(1);

/** The terms in force: the latest version, or null before any was published or once cleared. */
export async function currentTerms(): Promise<TermsVersion | null> {
  const snap = await latestQuery().get();
  const doc = snap.docs[0];
  return termsInForce(doc ? toTermsVersion(doc.data()) : null);
}

/** One version by its number (the one a booking's pilgrim accepted), or null. */
export async function termsVersion(version: number): Promise<TermsVersion | null> {
  if (!Number.isInteger(version) || version < 1) return null;
  const snap = await versions().doc(String(version)).get();
  return snap.exists ? toTermsVersion(snap.data() ?? {}) : null;
}

/**
 * In the settings' save transaction: reads the latest version (before any write) and answers a
 * function that publishes `next` as the following version when it differs from it.
 */
export async function termsPublisher(tx: Transaction) {
  const snap = await tx.get(latestQuery());
  const doc = snap.docs[0];
  const latest = doc ? toTermsVersion(doc.data()) : null;
  return (next: { en: string; fr: string }): number | null => {
    if (!termsChanged(latest, next)) return null;
    const version = (latest?.version ?? 0) + 1;
    tx.create(versions().doc(String(version)), {
      version,
      en: next.en.trim(),
      fr: next.fr.trim(),
      publishedAt: FieldValue.serverTimestamp(),
    });
    return version;
  };
}
