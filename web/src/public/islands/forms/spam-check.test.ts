// @vitest-environment node
import { createHash } from 'node:crypto';
import { SPAM_CHECK_FAILED } from '@umrah/domain/model/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSpamCheck, solveChallenge, solutionPayload, type Challenge } from './spam-check';

/** A challenge as altcha-lib makes it: SHA-256 hex of salt + number (signature not checked here). */
function challengeFor(number: number, expiresInMs = 600_000, maxnumber = 50_000): Challenge {
  const salt = `0123456789abcdef?expires=${Math.floor((Date.now() + expiresInMs) / 1000)}&`;
  return {
    algorithm: 'SHA-256',
    challenge: createHash('sha256')
      .update(salt + number)
      .digest('hex'),
    maxnumber,
    salt,
    signature: `sig-${number}`,
  };
}

function stubChallenges(...challenges: Challenge[]) {
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const next = challenges.shift();
    return String(input) === '/api/challenge?form=contact' && next
      ? Promise.resolve(new Response(JSON.stringify(next), { status: 200 }))
      : Promise.resolve(new Response('{"message":"no"}', { status: 500 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const decode = (payload: string) => JSON.parse(atob(payload)) as Record<string, unknown>;

afterEach(() => vi.unstubAllGlobals());

describe('solveChallenge', () => {
  it('finds the number of a known challenge', async () => {
    expect(await solveChallenge(challengeFor(31_337))).toBe(31_337);
    expect(await solveChallenge(challengeFor(0))).toBe(0);
  });

  it('gives up past maxnumber, and on an algorithm it does not know', async () => {
    expect(await solveChallenge(challengeFor(500, 600_000, 100))).toBeNull();
    expect(await solveChallenge({ ...challengeFor(1), algorithm: 'SHA-512' })).toBeNull();
  });

  it('makes the payload altcha-lib verifies', () => {
    const challenge = challengeFor(7);
    expect(decode(solutionPayload(challenge, 7, 12))).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 7,
      salt: challenge.salt,
      signature: 'sig-7',
      took: 12,
    });
  });
});

describe('createSpamCheck', () => {
  it('solves once started and uses each solution once', async () => {
    const fetchMock = stubChallenges(challengeFor(1200), challengeFor(4));
    const check = createSpamCheck('contact');
    check.start();
    check.start();
    expect(decode(await check.take()).number).toBe(1200);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(decode(await check.take()).number).toBe(4);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('solves a fresh challenge when the one solved ahead is about to expire', async () => {
    stubChallenges(challengeFor(3, 10_000), challengeFor(9));
    const check = createSpamCheck('contact');
    expect(decode(await check.take()).number).toBe(9);
  });

  it("fails with the form's clear message when no challenge comes", async () => {
    stubChallenges();
    const check = createSpamCheck('contact');
    check.start();
    await expect(check.take()).rejects.toMatchObject({
      status: 400,
      userMessage: SPAM_CHECK_FAILED,
      code: 'spam_check_failed',
    });
  });
});
