import { randomBytes } from 'node:crypto';
import type { CookieOptions, Request, Response } from 'express';
import { isEmulator } from '../../platform/config';

/** Firebase Hosting forwards only this cookie to functions. */
export const SESSION_COOKIE = '__session';

/** Staff sessions last a working day; logout and password changes end them sooner. */
export const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;

/**
 * How long a browser keeps its device token (see readSession): as long as the login throttle
 * remembers a known-good address, so the token outlives the 12-hour sessions it carried.
 */
export const DEVICE_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;

export function sessionCookieOptions(): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'strict',
    secure: !isEmulator(),
    path: '/',
    maxAge: DEVICE_MAX_AGE_MS,
  };
}

/**
 * `__session` carries the Firebase session cookie and, after `~`, a random device token that this
 * browser keeps across sessions (Hosting forwards no other cookie). The token is how the login
 * throttle tells the admin's own browser from a stranger who names the admin's address: only
 * the browser holds it (HttpOnly, SameSite=Strict). A value without `~` is a bare session.
 */
export interface SessionCookie {
  session: string | undefined;
  device: string | undefined;
}

const DEVICE_FORM = /^[A-Za-z0-9_-]{32}$/;

export function readSession(req: Request): SessionCookie {
  const value = readCookie(req, SESSION_COOKIE) ?? '';
  const tilde = value.indexOf('~');
  const session = tilde === -1 ? value : value.slice(0, tilde);
  const device = tilde === -1 ? '' : value.slice(tilde + 1);
  return {
    session: session || undefined,
    device: DEVICE_FORM.test(device) ? device : undefined,
  };
}

export function newDeviceToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Sets the session (or, with none, keeps only the device token: signed out). */
export function writeSession(res: Response, session: string | undefined, device: string): void {
  res.cookie(SESSION_COOKIE, `${session ?? ''}~${device}`, sessionCookieOptions());
}

export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return undefined;
}
