// Proof-of-work solutions already accepted: one document per challenge, so a solution works once.
// Documents expire with their challenge (Firestore TTL on `expireAt`), so the collection stays
// as small as ten minutes of submissions.
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../../platform/firebase/firebase';

export const USED_CHALLENGES = 'usedChallenges';

/** The document id of a challenge: a hash of its signature (fixed length, no reserved characters). */
export function challengeKey(signature: string): string {
  return createHash('sha256').update(signature).digest('hex');
}

/**
 * Marks a challenge as used; answers false when it was used before. `create()` fails atomically
 * when the document exists, so two concurrent uses of one solution cannot both pass.
 */
export async function claimChallenge(signature: string, expiresAt: number): Promise<boolean> {
  try {
    await db()
      .collection(USED_CHALLENGES)
      .doc(challengeKey(signature))
      .create({ expireAt: Timestamp.fromMillis(expiresAt) });
    return true;
  } catch (err) {
    if ((err as { code?: unknown }).code === 6 /* ALREADY_EXISTS */) return false;
    throw err;
  }
}
