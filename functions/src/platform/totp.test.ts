import { describe, expect, it } from 'vitest';
import {
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  recoveryCodeHash,
  totpCode,
  totpStep,
} from './totp';

const T = 1_800_000_000_000;
const STEP = 30_000;

describe('TOTP', () => {
  const secret = newTotpSecret();

  it('makes a 160-bit base32 secret and an otpauth URL naming the account', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl('fatima', secret)).toMatch(
      new RegExp(`^otpauth://totp/.*fatima\\?.*secret=${secret}`),
    );
  });

  it('accepts the current code and one step either side, giving its step', () => {
    const now = T;
    const step = Math.floor(now / STEP);
    for (const d of [-1, 0, 1]) {
      const code = totpCode('fatima', secret, now + d * STEP);
      expect(totpStep('fatima', secret, code, now)).toBe(step + d);
    }
  });

  it('refuses codes two steps away, of another secret, or not six digits', () => {
    const now = T;
    expect(totpStep('fatima', secret, totpCode('fatima', secret, now + 2 * STEP), now)).toBeNull();
    const other = newTotpSecret();
    expect(totpStep('fatima', secret, totpCode('fatima', other, now), now)).toBeNull();
    expect(totpStep('fatima', secret, '12345', now)).toBeNull();
    expect(totpStep('fatima', secret, 'abcdef', now)).toBeNull();
  });
});

describe('recovery codes', () => {
  it('are 10 distinct codes without look-alike characters', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes)
      expect(c).toMatch(/^[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{2}$/);
  });

  it('hash per admin, whatever the case or dashes typed', () => {
    expect(recoveryCodeHash('u1', 'abcd-efgh-jk')).toBe(recoveryCodeHash('u1', 'ABCDEFGHJK'));
    expect(recoveryCodeHash('u1', 'abcd-efgh-jk')).not.toBe(recoveryCodeHash('u2', 'abcd-efgh-jk'));
  });
});
