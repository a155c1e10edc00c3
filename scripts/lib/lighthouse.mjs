// One Lighthouse run in Debian's Chromium, and a route's runs: used by `npm run bench` and
// `npm run bench:ab`, so both measure the same way.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The categories besides performance a run can score too, and their keys in a run's figures. */
export const EXTRA_CATEGORIES = { seo: 'seo', 'best-practices': 'bestPractices' };

/**
 * The audits of a category that count towards its score (weight > 0) and did not pass in this
 * run: what to fix when the category is below 100.
 */
function failedAudits(lhr, categoryId) {
  return lhr.categories[categoryId].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => audit.id);
}

/**
 * Lighthouse's performance figures for `url`, or null when it could not finish (it says why).
 * `categories` adds 'seo' and/or 'best-practices': their scores (0-100, null when Lighthouse could
 * not score them) and, per category, the ids of its failed audits (`failed`).
 */
export async function lighthouseRun(url, formFactor = 'mobile', { categories = [] } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', ...categories],
      },
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
    const failed = {};
    for (const id of categories) {
      const score = result.lhr.categories[id]?.score;
      run[EXTRA_CATEGORIES[id]] = typeof score === 'number' ? Math.round(score * 100) : null;
      failed[EXTRA_CATEGORIES[id]] = result.lhr.categories[id] ? failedAudits(result.lhr, id) : [];
    }
    if (categories.length) run.failed = failed;
    return [run.fcp, run.lcp, run.tbt, run.cls].every(Number.isFinite) ? run : null;
  } finally {
    await chrome.kill();
  }
}

/** `count` complete runs; a run Lighthouse could not complete is retried, twice at most. */
export async function lighthouseRuns(url, formFactor, count, options = {}) {
  const runs = [];
  for (let i = 0; i < count * 3 && runs.length < count; i++) {
    const run = await lighthouseRun(url, formFactor, options);
    if (run) runs.push(run);
  }
  return runs;
}
