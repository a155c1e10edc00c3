// The staff app on a phone (issue 42): the script the sign-in screen and the dashboard make the
// browser fetch (gzip, cache off) and how long after navigation each is usable, on the phone
// profile of phone-profile.mjs (4x slower CPU, 150 ms round trip, 1.6 Mbps). Usable: the username
// field takes typing; the dashboard's heading is shown. Used by `npm run bench`; asserts nothing.
/* global document */
import { gzipSync } from 'node:zlib';
import { phoneContext, throttleToPhone } from './phone-profile.mjs';

const ADMIN = { username: 'admin', password: 'umrah-local-admin' };

/** One throttled load of `url` until `ready` (a page function) holds: ms and script gzip bytes. */
async function measuredLoad(context, page, url, ready) {
  const scripts = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    try {
      scripts.push(gzipSync(await res.body()).length);
    } catch {
      // aborted
    }
  });
  await throttleToPhone(context, page);
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
  await page.waitForFunction(ready, null, { timeout: 60_000, polling: 'raf' });
  const usableMs = Date.now() - started;
  await page.waitForLoadState('networkidle').catch(() => {});
  return { usableMs, scriptGzipBytes: scripts.reduce((n, b) => n + b, 0), scripts: scripts.length };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** `runs` loads each of /admin (signed out) and /admin/dashboard (signed in): medians. */
export async function adminUsable(browser, site, runs = 3) {
  const screens = {
    signIn: {
      url: `${site}/admin`,
      signedIn: false,
      ready: () => {
        const field = document.querySelector('#field-username');
        return !!field && !field.disabled && field.getBoundingClientRect().height > 0;
      },
    },
    dashboard: {
      url: `${site}/admin/dashboard`,
      signedIn: true,
      ready: () => [...document.querySelectorAll('h1')].some((h) => h.textContent === 'Dashboard'),
    },
  };
  const out = {};
  for (const [name, screen] of Object.entries(screens)) {
    const all = [];
    for (let i = 0; i < runs; i += 1) {
      const context = await phoneContext(browser);
      try {
        if (screen.signedIn) {
          const login = await context.newPage();
          await login.goto(`${site}/admin`);
          await login.locator('#field-username').fill(ADMIN.username);
          await login.locator('#field-password').fill(ADMIN.password);
          await login.getByRole('button', { name: 'Login' }).click();
          await login.waitForURL('**/admin/dashboard', { timeout: 60_000 });
          await login.close();
        }
        all.push(await measuredLoad(context, await context.newPage(), screen.url, screen.ready));
      } finally {
        await context.close();
      }
    }
    out[name] = {
      usableMs: median(all.map((r) => r.usableMs)),
      rangeMs: [Math.min(...all.map((r) => r.usableMs)), Math.max(...all.map((r) => r.usableMs))],
      scriptGzipBytes: median(all.map((r) => r.scriptGzipBytes)),
      scripts: median(all.map((r) => r.scripts)),
    };
  }
  return out;
}
