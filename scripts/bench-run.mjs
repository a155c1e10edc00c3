// Runs inside `firebase emulators:exec` (see bench.mjs).
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { buildUnbundled } from './lib/build-unbundled.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { repoRoot } from './lib/env.mjs';
import { lighthouseRuns, median } from './lib/lighthouse.mjs';
import { warmUpFunctionWorkers, warmUpPages } from './lib/warm-up.mjs';

const site = process.env.SITE_URL;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

execFileSync(join(repoRoot, 'node_modules/.bin/tsx'), ['scripts/seed.ts'], {
  cwd: repoRoot,
  env: { ...process.env, SEED_QUIET: '1' },
  stdio: 'inherit',
});

const packages = await (await fetch(`${site}/api/packages`)).json();
const allRoutes = [
  '/',
  '/packages',
  `/packages/${packages[0]?.slug ?? 'none'}`,
  '/blogs',
  '/booking',
];
// BENCH_ROUTES=/,/packages measures only those (a quick look at one change).
const only = (process.env.BENCH_ROUTES ?? '').split(',').filter(Boolean);
const routes = only.length ? allRoutes.filter((r) => only.includes(r)) : allRoutes;
// BENCH_FORM_FACTORS=mobile skips the desktop runs (a quicker look at one change).
const formFactors = (process.env.BENCH_FORM_FACTORS ?? 'mobile,desktop').split(',');

async function lighthouseMedian(url, formFactor) {
  const runs = await lighthouseRuns(url, formFactor, RUNS);
  if (!runs.length) throw new Error(`Lighthouse found no figures for ${url} (${formFactor})`);
  const keys = Object.keys(runs[0]);
  const figures = Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))]));
  // Single runs here differ up to 4x in TBT: the range says how far to trust the median.
  const range = (k) => [Math.min(...runs.map((r) => r[k])), Math.max(...runs.map((r) => r[k]))];
  return { ...figures, range: { score: range('score'), tbt: range('tbt') } };
}

/** The JS a route loads until the page is loaded and idle, gzip-compressed, and what it contains. */
async function initialJs(browser, route) {
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script') {
      try {
        scripts.push({ url: res.url(), body: await res.body() });
      } catch {
        // ignore aborted
      }
    }
  });
  await page.goto(site + route, { waitUntil: 'networkidle' });
  await page.close();
  const gzip = scripts.reduce((n, s) => n + gzipSync(s.body).length, 0);
  const all = scripts.map((s) => s.body.toString('utf8')).join('\n');
  return {
    files: scripts.length,
    gzipBytes: gzip,
    hasFirebaseSdk: /@firebase\/|firebasejs|identitytoolkit/.test(all),
    hasAdminCode:
      scripts.some((s) => /\/admin[-.]/i.test(s.url)) || /Add Package|Change Password/.test(all),
  };
}

async function load(path, seconds = 5) {
  const r = await autocannon({ url: site + path, connections: 10, duration: seconds });
  return {
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
}

async function coldStart() {
  const unbundledEntry = await buildUnbundled(repoRoot);
  const measure = (file) =>
    Number(
      execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `const t=performance.now(); await import(${JSON.stringify(file)}); console.log(performance.now()-t); process.exit(0);`,
        ],
        { cwd: repoRoot, env: { ...process.env, FUNCTIONS_EMULATOR: '' } },
      ).toString(),
    );
  // Alternate the two so machine noise hits both alike.
  const bundled = [];
  const unbundled = [];
  for (let i = 0; i < 5; i++) {
    bundled.push(measure(join(repoRoot, 'functions/dist/index.js')));
    unbundled.push(measure(unbundledEntry));
  }
  // The page function loads the React renderer on its first page request, not at module load.
  const renderer = [];
  for (let i = 0; i < 5; i++) {
    renderer.push(measure(join(repoRoot, 'functions/dist/page-renderer/entry-server.js')));
  }
  return {
    bundledMs: Math.round(median(bundled)),
    unbundledMs: Math.round(median(unbundled)),
    pageRendererMs: Math.round(median(renderer)),
  };
}

const results = {
  site,
  runs: RUNS,
  at: new Date().toISOString(),
  routes: {},
  api: {},
  coldStart: {},
};
await warmUpPages(site, routes);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
for (const route of routes) {
  const r = { initialJs: await initialJs(browser, route) };
  for (const formFactor of formFactors)
    r[formFactor] = await lighthouseMedian(site + route, formFactor);
  results.routes[route] = r;
  const m = r.mobile;
  const mobile = m
    ? `mobile ${m.score} [${m.range.score.join('-')}] (FCP ${Math.round(m.fcp)} ms, LCP ${Math.round(m.lcp)} ms, TBT ${Math.round(m.tbt)} ms [${m.range.tbt.map(Math.round).join('-')}], CLS ${m.cls.toFixed(3)}, JS ${(m.jsBytes / 1024).toFixed(1)} KB, benchmarkIndex ${Math.round(m.benchmarkIndex)})`
    : 'mobile not run';
  const desktop = r.desktop
    ? `desktop ${r.desktop.score} (LCP ${Math.round(r.desktop.lcp)} ms)`
    : 'desktop not run';
  console.log(
    `${route.padEnd(32)} ${mobile} | ${desktop} | initial JS ${(r.initialJs.gzipBytes / 1024).toFixed(1)} KB gzip in ${r.initialJs.files} files, Firebase SDK: ${r.initialJs.hasFirebaseSdk ? 'YES' : 'no'}, admin code: ${r.initialJs.hasAdminCode ? 'YES' : 'no'}`,
  );
}
await browser.close();

await warmUpFunctionWorkers(site, 10);
results.api.packages = await load('/api/packages');
results.api.health = await load('/api/health');
results.api.p50Ratio = +(
  results.api.packages.p50Ms / Math.max(results.api.health.p50Ms, 0.1)
).toFixed(2);
console.log(
  `GET /api/packages ${results.api.packages.requestsPerSecond} req/s, p50 ${results.api.packages.p50Ms} ms, p99 ${results.api.packages.p99Ms} ms, errors ${results.api.packages.errors}`,
);
console.log(
  `GET /api/health   ${results.api.health.requestsPerSecond} req/s, p50 ${results.api.health.p50Ms} ms, p99 ${results.api.health.p99Ms} ms, errors ${results.api.health.errors} (packages/health p50 ratio ${results.api.p50Ratio})`,
);

results.coldStart = await coldStart();
console.log(
  `Function module load: bundled ${results.coldStart.bundledMs} ms, unbundled ${results.coldStart.unbundledMs} ms; page renderer (loaded on the first page request) ${results.coldStart.pageRendererMs} ms (median of 5 each)`,
);

writeFileSync(join(repoRoot, 'bench-results.json'), JSON.stringify(results, null, 2) + '\n');
console.log('Figures written to bench-results.json');
