// Proof-of-work for the public forms (ALTCHA, v1 algorithm: SHA-256 of salt + number). No third
// party, no cookie: the server signs a challenge, the browser finds the number in the background,
// and each submission carries the solution, which works once and only before it expires.
import { DomainError } from '@umrah/domain/model/errors';
import { createChallenge, verifySolution } from 'altcha-lib';
import type { Challenge } from 'altcha-lib/types';
import { isEmulator } from '../../platform/config';
import { claimChallenge } from './store/used-challenges';

/**
 * The largest number a challenge may hide. The browser tries on average half of it: about
 * 25,000 SHA-256 hashes, well under a second on a phone (README: measured figures).
 */
export const CHALLENGE_MAX_NUMBER = 50_000;

/** How long a challenge can be solved and used; also how long its used-mark is kept. */
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;

/** Used by the emulator stack and tests only; production must set ALTCHA_HMAC_KEY. */
export const DEV_HMAC_KEY = 'umrah-local-altcha-key-not-for-production';

/**
 * The key that signs challenges: a secret of the server (Secret Manager, bound to the function as
 * the environment variable ALTCHA_HMAC_KEY: functions/src/platform/secrets.ts), never sent to the browser.
 */
export function hmacKey(): string {
  const configured = process.env.ALTCHA_HMAC_KEY?.trim();
  if (configured) return configured;
  if (isEmulator() || process.env.VITEST) return DEV_HMAC_KEY;
  throw new Error('ALTCHA_HMAC_KEY is not set: the public forms cannot issue spam checks.');
}

/**
 * The forms a challenge can be for. Each challenge names its form inside the signed salt, so a
 * solution made for the contact form cannot be spent on a booking.
 */
export const SPAM_CHECKED_FORMS = ['contact', 'booking', 'privacy'] as const;
export type SpamCheckedForm = (typeof SPAM_CHECKED_FORMS)[number];

export function isSpamCheckedForm(value: unknown): value is SpamCheckedForm {
  return (SPAM_CHECKED_FORMS as readonly unknown[]).includes(value);
}

/** A fresh signed challenge for one form; its expiry and form sit inside the signed salt. */
export function newChallenge(form: SpamCheckedForm, now = Date.now()): Promise<Challenge> {
  return createChallenge({
    hmacKey: hmacKey(),
    maxnumber: CHALLENGE_MAX_NUMBER,
    expires: new Date(now + CHALLENGE_TTL_MS),
    params: { form },
  });
}

interface Solution {
  salt: string;
  signature: string;
}

/** The solution's salt and signature, or null when the payload is not an ALTCHA payload. */
function decode(payload: string): Solution | null {
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Partial<Solution>;
    if (typeof parsed.salt !== 'string' || typeof parsed.signature !== 'string') return null;
    return { salt: parsed.salt, signature: parsed.signature };
  } catch {
    return null;
  }
}

/** The parameters a signed salt carries (`…?expires=<unix seconds>&form=contact&`). */
const saltParams = (salt: string) => new URLSearchParams(salt.split('?')[1] ?? '');

/** The expiry (ms) a signed salt carries, or null. */
function expiryOf(salt: string): number | null {
  const seconds = Number(saltParams(salt).get('expires'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null;
}

const refused = () => new DomainError('spam_check_failed');

/**
 * Checks a submission's proof-of-work without touching the database (signature, hash, expiry,
 * form): spam_check_failed when it is missing, forged, expired or made for another
 * form. Answers `claim`, which uses it up (400 when it was used before): a forged solution
 * costs no database work, and the claim can run beside the submission's other reads.
 */
export async function verifiedSolution(
  payload: unknown,
  form: SpamCheckedForm,
  now = Date.now(),
): Promise<{ claim: () => Promise<void> }> {
  if (typeof payload !== 'string' || payload === '' || payload.length > 2000) throw refused();
  const solution = decode(payload);
  const expiresAt = solution && expiryOf(solution.salt);
  if (!solution || !expiresAt || expiresAt <= now) throw refused();
  // The signature below covers the salt, so the form named in it is the server's own word.
  if (saltParams(solution.salt).get('form') !== form) throw refused();
  let valid = false;
  try {
    valid = await verifySolution(payload, hmacKey(), true);
  } catch {
    valid = false;
  }
  if (!valid) throw refused();
  return {
    async claim() {
      if (!(await claimChallenge(solution.signature, expiresAt))) throw refused();
    },
  };
}

/**
 * Checks a submission's proof-of-work and uses it up (verifiedSolution, then its claim). Call it
 * after the input is validated and before anything is stored or counted.
 */
export async function requireSolution(
  payload: unknown,
  form: SpamCheckedForm,
  now = Date.now(),
): Promise<void> {
  await (await verifiedSolution(payload, form, now)).claim();
}
