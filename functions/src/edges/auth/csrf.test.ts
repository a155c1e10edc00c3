import type { Request } from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { allowedOrigins } from './csrf';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

/** A request as a caller of the function's own URL can shape it. */
function request(headers: Record<string, string>): Request {
  return { get: (name: string) => headers[name.toLowerCase()], protocol: 'https' } as Request;
}

function production(env: Record<string, string> = {}) {
  delete process.env.FUNCTIONS_EMULATOR;
  process.env.GCLOUD_PROJECT = 'umrah-prod';
  delete process.env.ALLOWED_ORIGINS;
  Object.assign(process.env, { SITE_URL: 'https://umrah.example.ca', ...env });
}

describe('allowedOrigins', () => {
  it('trusts the configured site address and the project domains, not X-Forwarded-Host or Host', () => {
    production();
    const origins = allowedOrigins(
      request({
        'x-forwarded-host': 'evil.example',
        host: 'evil.example',
        'x-forwarded-proto': 'https',
      }),
    );
    expect(origins.has('https://evil.example')).toBe(false);
    expect([...origins].sort()).toEqual([
      'https://umrah-prod.firebaseapp.com',
      'https://umrah-prod.web.app',
      'https://umrah.example.ca',
    ]);
  });

  it('adds the origins listed in ALLOWED_ORIGINS', () => {
    production({
      ALLOWED_ORIGINS: 'https://www.umrah.example.ca/, https://admin.umrah.example.ca',
    });
    const origins = allowedOrigins(request({}));
    expect(origins.has('https://www.umrah.example.ca')).toBe(true);
    expect(origins.has('https://admin.umrah.example.ca')).toBe(true);
  });

  it('in the local emulator stack, takes a forwarded local host (its port varies) and nothing else', () => {
    process.env.FUNCTIONS_EMULATOR = 'true';
    delete process.env.SITE_URL;
    expect(
      allowedOrigins(request({ 'x-forwarded-host': 'localhost:5300' })).has(
        'http://localhost:5300',
      ),
    ).toBe(true);
    const evil = allowedOrigins(request({ 'x-forwarded-host': 'evil.example' }));
    expect([...evil].some((o) => o.includes('evil'))).toBe(false);
  });
});
