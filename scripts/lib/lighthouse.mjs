// One Lighthouse run in Debian's Chromium, and a route's runs: used by `npm run bench` and
// `npm run bench:ab`, so both measure the same way.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Lighthouse's performance figures for `url`, or null when it could not finish (it says why). */
export async function lighthouseRun(url, formFactor = 'mobile') {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (result.lhr.runtimeError) {
      console.error(`Lighthouse ${formFactor} ${url}: ${result.lhr.runtimeError.message}`);
      return null;
    }
    const a = result.lhr.audits;
    const scripts = (a['network-requests']?.details?.items ?? []).filter(
      (r) => r.resourceType === 'Script',
    );
    const run = {
      score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
      fcp: a['first-contentful-paint'].numericValue,
      lcp: a['largest-contentful-paint'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
      jsBytes: scripts.reduce((n, r) => n + (r.transferSize ?? 0), 0),
      // How fast Lighthouse found this machine (its CPU benchmark): the same page scores lower
      // when it is low, since simulated throttling multiplies what it observes here by 4.
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    };
    return [run.fcp, run.lcp, run.tbt, run.cls].every(Number.isFinite) ? run : null;
  } finally {
    await chrome.kill();
  }
}

/** `count` complete runs; a run Lighthouse could not complete is retried, twice at most. */
export async function lighthouseRuns(url, formFactor, count) {
  const runs = [];
  for (let i = 0; i < count * 3 && runs.length < count; i++) {
    const run = await lighthouseRun(url, formFactor);
    if (run) runs.push(run);
  }
  return runs;
}
