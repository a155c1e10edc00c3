import type { CookieOptions, Request } from 'express';
import { isEmulator } from '../config';

/** Firebase Hosting forwards only this cookie to functions. */
export const SESSION_COOKIE = '__session';

/** Staff sessions last a working day; logout and password changes end them sooner. */
export const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;

export function sessionCookieOptions(): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'strict',
    secure: !isEmulator(),
    path: '/',
    maxAge: SESSION_MAX_AGE_MS,
  };
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
