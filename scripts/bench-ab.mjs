// `npm run bench:ab -- <site A> <site B> [route ...]`: Lighthouse mobile (default simulated
// throttling), alternating between two running sites, BENCH_RUNS (default 5) runs each per route;
// prints each side's median score, TBT (with every run's TBT), FCP and LCP, and the JS each side's
// page loads until idle (gzip) with the difference B - A: the translations' JS budget is read here.
//
// Why: on these shared machines the same code measures several times apart on different days
// (see the README), so two versions are comparable only when measured turn about, in one sitting.
// Typically A is a worktree of the commit before a change and B the change, each served by its
// own stack: `EMULATOR_PORT_OFFSET=2100 npm start` in one tree and `EMULATOR_PORT_OFFSET=2500
// npm start` in the other (sites http://localhost:7100 and http://localhost:7500). Only loopback
// addresses are accepted. A route may name a different path on each side, `A-path=B-path`
// (e.g. `/booking=/fr/booking`: the page before the French version against the French page).
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { lighthouseRuns, median } from './lib/lighthouse.mjs';
import { initialJs } from './lib/page-js.mjs';

const [siteA, siteB, ...routeArgs] = process.argv.slice(2);
const routes = routeArgs.length ? routeArgs : ['/'];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

for (const site of [siteA, siteB]) {
  const host = site ? new URL(site).hostname : '';
  if (!['localhost', '127.0.0.1', '[::1]'].includes(host)) {
    console.error('Usage: npm run bench:ab -- <loopback site A> <loopback site B> [route ...]');
    process.exit(2);
  }
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
for (const route of routes) {
  const [pathA, pathB = pathA] = route.split('=');
  const urls = { A: siteA + pathA, B: siteB + pathB };
  const runs = { A: [], B: [] };
  for (let i = 0; i < RUNS; i++) {
    runs.A.push(...(await lighthouseRuns(urls.A, 'mobile', 1)));
    runs.B.push(...(await lighthouseRuns(urls.B, 'mobile', 1)));
  }
  const js = { A: await initialJs(browser, urls.A), B: await initialJs(browser, urls.B) };
  for (const side of ['A', 'B']) {
    const r = runs[side];
    const jsText = `JS ${kb(js[side].gzipBytes)} gzip in ${js[side].files} files`;
    if (!r.length) {
      console.log(`${route} ${side}: no complete Lighthouse run; ${jsText}`);
      continue;
    }
    const tbts = r.map((x) => Math.round(x.tbt));
    console.log(
      `${route} ${side}: score ${median(r.map((x) => x.score))}, TBT ${median(tbts)} ms (${tbts.join(', ')}), FCP ${Math.round(median(r.map((x) => x.fcp)))} ms, LCP ${Math.round(median(r.map((x) => x.lcp)))} ms, ${jsText}`,
    );
  }
  const delta = js.B.gzipBytes - js.A.gzipBytes;
  console.log(`${route} JS B - A: ${delta >= 0 ? '+' : ''}${kb(delta)} gzip`);
}
await browser.close();
