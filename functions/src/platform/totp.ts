// TOTP (RFC 6238, the codes authenticator apps show) with otpauth, one-time recovery codes and
// token hashes: pure code below every layer, so the second factor's store (data/) and the
// sign-in routes both take it.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT } from '@umrah/domain/schemas/second-factor';

const ISSUER = 'Umrah agency admin';
const PERIOD_S = 30;

function totpFor(username: string, secret: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: username,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

/** A new 160-bit secret, in base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUrl(username: string, secret: string): string {
  return totpFor(username, secret).toString();
}

/** The enrolment QR code as an SVG data URL (no image file, no third party). */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The time step a code belongs to, if it is right now or one step either side (clocks drift),
 * else null. The caller refuses a step it has already accepted, so a code works once.
 */
export function totpStep(
  username: string,
  secret: string,
  code: string,
  now: number,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(username, secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_S) + delta;
}

/** The code for a time (tests compute codes with the same library as the server). */
export function totpCode(username: string, secret: string, now: number): string {
  return totpFor(username, secret).generate({ timestamp: now });
}

// Recovery codes: 10 characters from an alphabet without look-alikes, shown as xxxx-xxxx-xx.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  });
}

/** Stored instead of the code: salted per admin, compared as typed without dashes or case. */
export function recoveryCodeHash(uid: string, code: string): string {
  const normal = code.replace(/[\s-]/g, '').toLowerCase();
  return createHash('sha256').update(`recovery:${uid}:${normal}`).digest('hex');
}

export function randomToken(): string {
  return randomBytes(24).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
