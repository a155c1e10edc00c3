import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { linkIsCurrent, readLinkToken, signLinkToken } from './link-token';

const key = randomBytes(32);
const claims = { bookingId: 'AbCdEfGhIjKlMnOp_123', expires: '2026-06-01', version: 3 };

describe('pay link tokens', () => {
  it('read back the claims they were signed with', () => {
    const token = signLinkToken(key, claims);
    expect(token).toMatch(/^AbCdEfGhIjKlMnOp_123\.20260601\.3\.[\w-]{32}$/);
    expect(readLinkToken(key, token)).toEqual(claims);
  });

  it('refuse any change: booking id, expiry, version, signature, or another key', () => {
    const token = signLinkToken(key, claims);
    const [id, day, version, sig = ''] = token.split('.');
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    for (const tampered of [
      `${id}X.${day}.${version}.${sig}`,
      `${id}.20270601.${version}.${sig}`,
      `${id}.${day}.4.${sig}`,
      `${id}.${day}.${version}.${flipped}`,
      `${id}.${day}.${version}.${sig.slice(1)}`,
      token + '.',
      '',
    ]) {
      expect(readLinkToken(key, tampered)).toBeNull();
    }
    expect(readLinkToken(randomBytes(32), token)).toBeNull();
  });

  it('expire after their last day', () => {
    expect(linkIsCurrent(claims, '2026-06-01')).toBe(true);
    expect(linkIsCurrent(claims, '2026-06-02')).toBe(false);
  });
});
