// Proof-of-work solutions for tests that POST the public forms (API and browser tests).
import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { SPAM_CHECK_FIELD } from '@umrah/domain/model/constants';
import { solveChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib/types';
import {
  CHALLENGE_TTL_MS,
  hmacKey,
  type SpamCheckedForm,
} from '../src/wings/submissions/spam-check';
import { baseUrl } from './emulators';

export { SPAM_CHECK_FIELD };

function payloadOf(challenge: Omit<Challenge, 'maxnumber'>, number: number): string {
  const { algorithm, challenge: hash, salt, signature } = challenge;
  return Buffer.from(
    JSON.stringify({ algorithm, challenge: hash, number, salt, signature }),
  ).toString('base64');
}

/**
 * The real thing: a challenge from GET /api/challenge, solved as a browser would (altcha-lib's
 * solver), as the payload a form sends.
 */
export async function solvedChallenge(form: SpamCheckedForm): Promise<string> {
  const res = await fetch(`${baseUrl}/api/challenge?form=${form}`);
  if (!res.ok) throw new Error(`GET /api/challenge answered ${res.status}`);
  const challenge = (await res.json()) as Challenge;
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('The challenge has no solution');
  return payloadOf(challenge, solution.number);
}

/**
 * A valid solution made at once, for tests that send many submissions: a challenge signed with
 * the emulator's key (the one the server uses there), whose number we chose, so nothing to solve.
 * Each call is a new challenge for one form, good once. `expiresInMs` < 0 makes an expired one.
 */
export function quickSolution(form: SpamCheckedForm, expiresInMs = CHALLENGE_TTL_MS): string {
  const expires = Math.floor((Date.now() + expiresInMs) / 1000);
  const salt = `${randomBytes(12).toString('hex')}?form=${form}&expires=${expires}&`;
  const number = randomInt(0, 1000);
  const challenge = createHash('sha256')
    .update(salt + number)
    .digest('hex');
  const signature = createHmac('sha256', hmacKey()).update(challenge).digest('hex');
  return payloadOf({ algorithm: 'SHA-256', challenge, salt, signature }, number);
}
