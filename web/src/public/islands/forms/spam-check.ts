/**
 * The forms' proof-of-work (ALTCHA v1: find the number whose SHA-256 of salt + number is the
 * challenge). It runs in the background from the form's first focus, on the main thread in
 * slices of a few milliseconds (our own small SHA-256, ./sha256.ts: crypto.subtle's per-call cost
 * made it 20 times slower), so a person never sees a puzzle. The solution is sent with the submission, which uses it up.
 */
import { SPAM_CHECK_FAILED } from '@umrah/domain/model/constants';
import { ApiError } from '@umrah/domain/model/api-error';
import { hexToWords, sha256Words } from './sha256';

/** What GET /api/challenge answers (altcha-lib's createChallenge). */
export interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

/** Hashes between two breaks for the page (a few milliseconds of work). */
const SLICE = 4000;

const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The number that solves the challenge, or null when none up to maxnumber does. */
export async function solveChallenge(challenge: Challenge): Promise<number | null> {
  if (challenge.algorithm !== 'SHA-256') return null;
  const max = challenge.maxnumber ?? 1_000_000;
  const target = hexToWords(challenge.challenge);
  for (let n = 0; n <= max; n++) {
    const digest = sha256Words(challenge.salt + n);
    if (digest[0] === target[0] && digest.every((word, i) => word === target[i])) return n;
    // Let the page handle input between slices.
    if (n % SLICE === SLICE - 1) await yieldToPage();
  }
  return null;
}

/** The payload the server verifies: base64 JSON of the challenge and its number. */
export function solutionPayload(challenge: Challenge, number: number, took: number): string {
  const { algorithm, challenge: hash, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: hash, number, salt, signature, took }));
}

/** When the salt says the challenge expires (ms), if it says. */
function expiryOf(challenge: Challenge): number | null {
  const seconds = Number(new URLSearchParams(challenge.salt.split('?')[1] ?? '').get('expires'));
  return seconds > 0 ? seconds * 1000 : null;
}

/** A solution must still have this long to live when it is sent. */
const MARGIN_MS = 30_000;

/** The form a challenge is for: the server binds each solution to one. */
export type SpamCheckedForm = 'contact' | 'booking' | 'privacy';

async function fetchAndSolve(
  form: SpamCheckedForm,
): Promise<{ payload: string; expiresAt: number | null }> {
  const res = await fetch(`/api/challenge?form=${form}`, {
    headers: { Accept: 'application/json' },
    cache: 'no-store',
  });
  if (!res.ok) throw new Error(`challenge: ${res.status}`);
  const challenge = (await res.json()) as Challenge;
  const started = performance.now();
  const number = await solveChallenge(challenge);
  if (number === null) throw new Error('challenge: no solution');
  return {
    payload: solutionPayload(challenge, number, Math.round(performance.now() - started)),
    expiresAt: expiryOf(challenge),
  };
}

export interface SpamCheck {
  /** Starts solving in the background (the form's first focus); does nothing if under way. */
  start: () => void;
  /** The solution for one submission (waits for it; the next call solves a new one). */
  take: () => Promise<string>;
}

/** One form's proof-of-work: solved ahead, used once per submission. */
export function createSpamCheck(form: SpamCheckedForm): SpamCheck {
  let pending: ReturnType<typeof fetchAndSolve> | null = null;
  const start = () => {
    if (pending) return;
    pending = fetchAndSolve(form);
    // A failure shows on submit (take), never as an unhandled rejection.
    pending.catch(() => {});
  };
  return {
    start,
    take: async () => {
      start();
      try {
        let solved = await pending!;
        if (solved.expiresAt !== null && solved.expiresAt - Date.now() < MARGIN_MS) {
          pending = fetchAndSolve(form);
          solved = await pending;
        }
        return solved.payload;
      } catch {
        throw new ApiError(400, SPAM_CHECK_FAILED, undefined, 'spam_check_failed');
      } finally {
        // A solution works once: the next submission solves a new challenge.
        pending = null;
      }
    },
  };
}
