import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signature } from '../../platform/links/link-token';
import { readUnsubscribeToken, signUnsubscribeToken } from './unsubscribe-token';

const key = randomBytes(32);
const contactId = createHash('sha256').update('amina@example.com').digest('base64url');

describe('unsubscribe tokens', () => {
  it('read back the contact they were signed for', () => {
    const token = signUnsubscribeToken(key, contactId);
    expect(token).toMatch(/^[\w-]{43}\.[\w-]{32}$/);
    expect(readUnsubscribeToken(key, token)).toBe(contactId);
  });

  it('refuse a changed contact or signature, another key, or a malformed token', () => {
    const token = signUnsubscribeToken(key, contactId);
    const [id = '', sig = ''] = token.split('.');
    const other = createHash('sha256').update('bilal@example.com').digest('base64url');
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    for (const tampered of [
      `${other}.${sig}`,
      `${id}.${flipped}`,
      `${id}.${sig.slice(1)}`,
      `${token}.`,
      id,
      '',
    ]) {
      expect(readUnsubscribeToken(key, tampered)).toBeNull();
    }
    expect(readUnsubscribeToken(randomBytes(32), token)).toBeNull();
  });

  it('are signed apart from pay links made with the same key', () => {
    // The pay links' signature (the stored key itself) of the same id does not unsubscribe.
    expect(readUnsubscribeToken(key, `${contactId}.${signature(key, contactId)}`)).toBeNull();
  });
});
