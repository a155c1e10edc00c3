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
import { lighthouseRuns, median } from './lib/lighthouse.mjs';

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

for (const route of routes) {
  const runs = { A: [], B: [] };
  for (let i = 0; i < RUNS; i++) {
    runs.A.push(...(await lighthouseRuns(siteA + route, 'mobile', 1)));
    runs.B.push(...(await lighthouseRuns(siteB + route, 'mobile', 1)));
  }
  for (const side of ['A', 'B']) {
    const r = runs[side];
    if (!r.length) {
      console.log(`${route} ${side}: no complete Lighthouse run`);
      continue;
    }
    const tbts = r.map((x) => Math.round(x.tbt));
    console.log(
      `${route} ${side}: score ${median(r.map((x) => x.score))}, TBT ${median(tbts)} ms (${tbts.join(', ')}), FCP ${Math.round(median(r.map((x) => x.fcp)))} ms, LCP ${Math.round(median(r.map((x) => x.lcp)))} ms`,
    );
  }
}
