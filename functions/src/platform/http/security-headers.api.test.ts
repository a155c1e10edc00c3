// Security headers on pages (firebase.json) and API answers (the function), through Hosting.
import { describe, expect, it } from 'vitest';
import { baseUrl } from '../../../test-support/emulators';

async function headersOf(path: string): Promise<Headers> {
  const res = await fetch(baseUrl + path);
  await res.arrayBuffer();
  return res.headers;
}

async function firstAssetPath(): Promise<string> {
  const html = await (await fetch(baseUrl + '/')).text();
  // A <script src> in the shell, or the app's entry a rendered page names for its loader.
  const match = /(?:src|content)="(\/assets\/[^"]+\.js)"/.exec(html);
  if (!match?.[1]) throw new Error('No script asset in the page at /');
  return match[1];
}

function expectCommonHeaders(h: Headers) {
  expect(h.get('strict-transport-security')).toMatch(/max-age=(\d+)/);
  expect(
    Number(/max-age=(\d+)/.exec(h.get('strict-transport-security') ?? '')?.[1]),
  ).toBeGreaterThanOrEqual(31536000);
  expect(h.get('x-content-type-options')).toBe('nosniff');
  expect(h.get('referrer-policy')).toBeTruthy();
  expect(h.get('permissions-policy')).toBeTruthy();
}

describe('security headers', () => {
  it.each(['/', '/packages/some-deep/route'])(
    'page %s has a strict CSP without inline script',
    async (path) => {
      const h = await headersOf(path);
      expectCommonHeaders(h);
      const csp = h.get('content-security-policy') ?? '';
      for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
        expect(csp).toContain(directive);
      }
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
    },
  );

  it('a hashed asset is cached for a year, immutable', async () => {
    const h = await headersOf(await firstAssetPath());
    expectCommonHeaders(h);
    expect(h.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('API answers carry the headers too', async () => {
    for (const path of ['/api/settings', '/api/admin/check', '/api/nothing']) {
      const h = await headersOf(path);
      expectCommonHeaders(h);
      expect(h.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });
});
