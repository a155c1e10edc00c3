import { SPAM_CHECK_FAILED } from '@umrah/domain/model/constants';
import { createChallenge, solveChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib/types';
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHALLENGE_MAX_NUMBER,
  CHALLENGE_TTL_MS,
  DEV_HMAC_KEY,
  hmacKey,
  newChallenge,
  requireSolution,
} from './spam-check';

// The used-challenge store, in memory: create() semantics (a second claim fails).
const claimed = new Map<string, number>();
vi.mock('./store/used-challenges', () => ({
  claimChallenge: (signature: string, expiresAt: number) => {
    if (claimed.has(signature)) return Promise.resolve(false);
    claimed.set(signature, expiresAt);
    return Promise.resolve(true);
  },
}));

async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge(challenge.challenge, challenge.salt).promise;
  if (!solution) throw new Error('no solution');
  return Buffer.from(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  ).toString('base64');
}

const refusal = { code: 'spam_check_failed', message: SPAM_CHECK_FAILED };

beforeEach(() => claimed.clear());

describe('newChallenge', () => {
  it('signs a SHA-256 challenge with an expiry in its salt and a small maxnumber', async () => {
    const now = Date.now();
    const challenge = await newChallenge('contact', now);
    expect(challenge.algorithm).toBe('SHA-256');
    expect(challenge.maxnumber).toBe(CHALLENGE_MAX_NUMBER);
    const expires = Number(new URLSearchParams(challenge.salt.split('?')[1]).get('expires'));
    expect(expires * 1000).toBeGreaterThan(now + CHALLENGE_TTL_MS - 2000);
    expect(expires * 1000).toBeLessThanOrEqual(now + CHALLENGE_TTL_MS);
    // The key never travels with the challenge.
    expect(JSON.stringify(challenge)).not.toContain(hmacKey());
  });
});

describe('requireSolution', () => {
  it('accepts a valid solution once and records its expiry', async () => {
    const challenge = await newChallenge('contact');
    const payload = await solve(challenge);
    await expect(requireSolution(payload, 'contact')).resolves.toBeUndefined();
    expect(claimed.get(challenge.signature)).toBeGreaterThan(Date.now());
  });

  it('refuses a replayed solution', async () => {
    const payload = await solve(await newChallenge('contact'));
    await requireSolution(payload, 'contact');
    await expect(requireSolution(payload, 'contact')).rejects.toMatchObject(refusal);
  });

  it('refuses a missing or malformed solution', async () => {
    for (const payload of [undefined, null, '', 42, 'not base64 json', btoa('{"salt":1}')]) {
      await expect(requireSolution(payload, 'contact')).rejects.toMatchObject(refusal);
    }
    expect(claimed.size).toBe(0);
  });

  it('refuses a wrong number', async () => {
    const challenge = await newChallenge('contact');
    const payload = JSON.parse(Buffer.from(await solve(challenge), 'base64').toString()) as {
      number: number;
    };
    payload.number += 1;
    const forged = Buffer.from(JSON.stringify(payload)).toString('base64');
    await expect(requireSolution(forged, 'contact')).rejects.toMatchObject(refusal);
    expect(claimed.size).toBe(0);
  });

  it('refuses a challenge signed with another key', async () => {
    const challenge = await createChallenge({
      hmacKey: 'someone-else',
      maxnumber: 1000,
      expires: new Date(Date.now() + 60_000),
    });
    await expect(requireSolution(await solve(challenge), 'contact')).rejects.toMatchObject(refusal);
  });

  // Solving a full-size challenge takes up to a few seconds on a loaded 2-core machine.
  it('refuses an expired solution', { timeout: 30_000 }, async () => {
    const challenge = await newChallenge('contact', Date.now() - CHALLENGE_TTL_MS - 1000);
    await expect(requireSolution(await solve(challenge), 'contact')).rejects.toMatchObject(refusal);
    expect(claimed.size).toBe(0);
  });

  it('refuses a solution made for another form, without using it up', async () => {
    const challenge = await newChallenge('contact');
    const payload = await solve(challenge);
    await expect(requireSolution(payload, 'booking')).rejects.toMatchObject(refusal);
    expect(claimed.size).toBe(0);
    await expect(requireSolution(payload, 'contact')).resolves.toBeUndefined();
  });

  it('refuses a challenge that names no form', async () => {
    const challenge = await createChallenge({
      hmacKey: hmacKey(),
      maxnumber: 1000,
      expires: new Date(Date.now() + 60_000),
    });
    await expect(requireSolution(await solve(challenge), 'contact')).rejects.toMatchObject(refusal);
  });

  it('refuses a challenge without an expiry', async () => {
    const challenge = await createChallenge({ hmacKey: hmacKey(), maxnumber: 1000 });
    await expect(requireSolution(await solve(challenge), 'contact')).rejects.toMatchObject(refusal);
  });
});

describe('the development key', () => {
  it('is the one the emulator stacks are given as their secret (scripts/lib/emulator-secrets.mjs)', () => {
    const script = readFileSync(
      new URL('../../../../scripts/lib/emulator-secrets.mjs', import.meta.url),
      'utf8',
    );
    expect(script).toContain(`ALTCHA_HMAC_KEY: '${DEV_HMAC_KEY}'`);
  });
});
