import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { linkIsCurrent, parseLinkToken, readLinkToken, signLinkToken } from './link-token';

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

  it('accept one spelling only: no leading zeros or other forms of the same numbers', () => {
    const token = signLinkToken(key, claims);
    const [id, day, , sig = ''] = token.split('.');
    for (const variant of [
      `${id}.${day}.03.${sig}`,
      `${id}.${day}.003.${sig}`,
      `${id}.${day}.+3.${sig}`,
      `${id}.${day}.3.0.${sig}`,
      `${id}.${day}.3e0.${sig}`,
      `${id}.${day}.0x3.${sig}`,
      `${id}.0${day}.3.${sig}`,
      `${id}.${day}.3.${sig}=`,
    ]) {
      expect(readLinkToken(key, variant)).toBeNull();
    }
    expect(readLinkToken(key, token)).toEqual(claims);
  });

  it('have their form checked without the key (the pay page does this before any read)', () => {
    expect(parseLinkToken(signLinkToken(key, claims))?.claims).toEqual(claims);
    for (const bad of [
      'x',
      'a'.repeat(200),
      '../../etc',
      `${'A'.repeat(16)}.2026.1.${'s'.repeat(32)}`,
    ]) {
      expect(parseLinkToken(bad)).toBeNull();
    }
  });
});

describe('trip link tokens', () => {
  it('open the trip page only: a pay token is no trip token, and a trip token no pay token', () => {
    const trip = signLinkToken(key, claims, 'trip');
    const pay = signLinkToken(key, claims);
    expect(trip).not.toBe(pay);
    expect(readLinkToken(key, trip, 'trip')).toEqual(claims);
    expect(readLinkToken(key, pay, 'trip')).toBeNull();
    expect(readLinkToken(key, trip)).toBeNull();
    expect(readLinkToken(key, trip, 'pay')).toBeNull();
    const [id, day, , sig = ''] = trip.split('.');
    expect(readLinkToken(key, `${id}.${day}.4.${sig}`, 'trip')).toBeNull();
    expect(readLinkToken(randomBytes(32), trip, 'trip')).toBeNull();
  });
});
