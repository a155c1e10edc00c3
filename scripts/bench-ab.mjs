// `npm run bench:ab -- <site A> <site B> [route ...]`: Lighthouse mobile (default simulated
// throttling), alternating between two running sites, BENCH_RUNS (default 5) runs each per route;
// prints each side's median score, TBT (with every run's TBT), FCP and LCP.
//
// Why: on these shared machines the same code measures several times apart on different days
// (see the README), so two versions are comparable only when measured turn about, in one sitting.
// Typically A is a worktree of the commit before a change and B the change, each served by its
// own stack: `EMULATOR_PORT_OFFSET=2100 npm start` in one tree and `EMULATOR_PORT_OFFSET=2500
// npm start` in the other (sites http://localhost:7100 and http://localhost:7500). Only loopback
// addresses are accepted.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const [siteA, siteB, ...routeArgs] = process.argv.slice(2);
const routes = routeArgs.length ? routeArgs : ['/'];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

for (const site of [siteA, siteB]) {
  const host = site ? new URL(site).hostname : '';
  if (!['localhost', '127.0.0.1', '[::1]'].includes(host)) {
    console.error('Usage: npm run bench:ab -- <loopback site A> <loopback site B> [route ...]');
    process.exit(2);
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (result.lhr.runtimeError) {
      console.error(`Lighthouse ${url}: ${result.lhr.runtimeError.message}`);
      return null;
    }
    const a = result.lhr.audits;
    return {
      score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
      tbt: Math.round(a['total-blocking-time'].numericValue),
      fcp: Math.round(a['first-contentful-paint'].numericValue),
      lcp: Math.round(a['largest-contentful-paint'].numericValue),
    };
  } finally {
    await chrome.kill();
  }
}

for (const route of routes) {
  const runs = { A: [], B: [] };
  for (let i = 0; i < RUNS; i++) {
    for (const [side, site] of [
      ['A', siteA],
      ['B', siteB],
    ]) {
      // A run Lighthouse could not complete (it says why) is tried again, twice at most.
      let run = null;
      for (let attempt = 0; attempt < 3 && !run; attempt++) run = await lighthouseRun(site + route);
      if (run) runs[side].push(run);
    }
  }
  for (const side of ['A', 'B']) {
    const r = runs[side];
    if (!r.length) {
      console.log(`${route} ${side}: no complete Lighthouse run`);
      continue;
    }
    const tbts = r.map((x) => x.tbt);
    console.log(
      `${route} ${side}: score ${median(r.map((x) => x.score))}, TBT ${median(tbts)} ms (${tbts.join(', ')}), FCP ${median(r.map((x) => x.fcp))} ms, LCP ${median(r.map((x) => x.lcp))} ms`,
    );
  }
}
