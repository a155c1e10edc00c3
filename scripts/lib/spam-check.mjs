// Spam-check solutions for the measuring scripts (load, fault) against the local emulator stack:
// a challenge signed with the emulators' development key, whose number we chose, so there is
// nothing to solve. Each call is a new challenge, good once. The key must match DEV_HMAC_KEY in
// functions/src/http/spam-check.ts (a unit test there checks it).
import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';

export const DEV_HMAC_KEY = 'umrah-local-altcha-key-not-for-production';

/** A valid `altcha` field for one submission of `form` ('contact' or 'booking') to the local stack. */
export function quickSolution(form, expiresInMs = 10 * 60 * 1000) {
  const expires = Math.floor((Date.now() + expiresInMs) / 1000);
  const salt = `${randomBytes(12).toString('hex')}?form=${form}&expires=${expires}&`;
  const number = randomInt(0, 1000);
  const challenge = createHash('sha256')
    .update(salt + number)
    .digest('hex');
  const signature = createHmac('sha256', DEV_HMAC_KEY).update(challenge).digest('hex');
  const payload = { algorithm: 'SHA-256', challenge, number, salt, signature };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}
