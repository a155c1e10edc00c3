// Nothing served to browsers carries a key that can sign in. The server's key (SIGN_IN_API_KEY,
// 'emulator-only-sign-in-key' in the emulator) must appear nowhere; and the site needs no Google
// API key at all (no Firebase SDK in browsers), so none may be served either. In production
// `/__/firebase/init.json` serves the project's browser key, which has the Identity Toolkit API
// removed (README: Deploying); in the emulator it serves a placeholder.
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { baseUrl } from '../../../test-support/emulators';

const SERVER_KEY = 'emulator-only-sign-in-key';
/** The form of a Google API key. */
const GOOGLE_KEY = /AIza[0-9A-Za-z_-]{35}/;

async function text(path: string): Promise<string> {
  const res = await fetch(new URL(path, baseUrl));
  expect(res.status, path).toBe(200);
  return res.text();
}

/** The page and every script and stylesheet it links from our own origin. */
async function pageWithAssets(path: string): Promise<Record<string, string>> {
  const html = await text(path);
  const files: Record<string, string> = { [path]: html };
  for (const [, src] of html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css))"/g)) {
    files[src!] = await text(src!);
  }
  return files;
}

function expectNoKeys(files: Record<string, string>): void {
  expect(Object.keys(files).length).toBeGreaterThan(0);
  for (const [path, body] of Object.entries(files)) {
    expect(body.includes(SERVER_KEY), path).toBe(false);
    expect(GOOGLE_KEY.test(body), path).toBe(false);
    // Browsers never call the password endpoint: the server does.
    expect(body.includes('signInWithPassword'), path).toBe(false);
  }
}

describe('what browsers are served', () => {
  it('/__/firebase/init.json carries no key that signs in', async () => {
    const body = await text('/__/firebase/init.json');
    expectNoKeys({ init: body });
    const config = JSON.parse(body) as { apiKey?: string };
    expect(config.apiKey ?? '').not.toBe(SERVER_KEY);
  });

  it('the admin app and its scripts carry no key', async () => {
    const files = await pageWithAssets('/admin/login');
    expect(Object.keys(files).some((f) => f.endsWith('.js'))).toBe(true);
    expectNoKeys(files);
  });

  it('every built script and stylesheet, as Hosting serves it, carries no key', async () => {
    const names = await readdir(new URL('../../../../web/dist/assets/', import.meta.url));
    const files: Record<string, string> = {};
    for (const name of names.filter((n) => /\.(js|css)$/.test(n))) {
      files[name] = await text(`/assets/${name}`);
    }
    expect(Object.keys(files).length).toBeGreaterThan(5);
    expectNoKeys(files);
  });

  it('the public pages, their scripts and the public settings carry no key', async () => {
    expectNoKeys({ ...(await pageWithAssets('/')), settings: await text('/api/settings') });
  });
});
