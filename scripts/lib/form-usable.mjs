// "Form usable after first paint": how long after the first contentful paint a visitor can type
// into a form page's first field, on a phone profile (4× slower CPU, 150 ms round trip,
// 1.6 Mbps down, 750 kbps up, 375 px wide). Also when its submit button can send (the island has
// woken), which may be never on a page whose form wakes only as it is scrolled near.
// Used by `npm run bench`; it prints figures, it asserts nothing.
/* global window, document, requestAnimationFrame */
import { phoneContext, throttleToPhone } from './phone-profile.mjs';

/** How long the page is watched after load for the submit button to wake. */
const SENDABLE_WAIT_MS = 10_000;

/** One load of `url` on the phone profile: first paint, first usable field, first usable send. */
async function oneRun(browser, url) {
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    await throttleToPhone(context, page);
    // Runs before the page's own code: watches every frame for the form's first field and its
    // submit button becoming enabled (a disabled fieldset disables both).
    await page.addInitScript(() => {
      const probe = { fcp: null, usable: null, sendable: null };
      window.__formProbe = probe;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.name === 'first-contentful-paint') probe.fcp = entry.startTime;
        }
      }).observe({ type: 'paint', buffered: true });
      const frame = () => {
        const now = performance.now();
        const field = document.querySelector('main form .field__input');
        if (probe.usable === null && field && field.matches(':enabled')) probe.usable = now;
        const submit = document.querySelector('main form [type="submit"]');
        if (probe.sendable === null && submit && submit.matches(':enabled')) probe.sendable = now;
        if (probe.usable === null || probe.sendable === null) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(() => window.__formProbe.fcp !== null, null, { timeout: 30_000 });
    await page
      .waitForFunction(() => window.__formProbe.sendable !== null, null, {
        timeout: SENDABLE_WAIT_MS,
      })
      .catch(() => {});
    const probe = await page.evaluate(() => window.__formProbe);
    const after = (t) => (t === null ? null : Math.max(0, t - probe.fcp));
    return { fcpMs: probe.fcp, usableMs: after(probe.usable), sendableMs: after(probe.sendable) };
  } finally {
    await context.close();
  }
}

const medianOf = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * `runs` loads of `url` (absolute): the median and range of "usable after first paint" and of
 * "sending ready after first paint" (null when the form's island did not wake in the runs).
 */
export async function formUsableAfterPaint(browser, url, runs = 5) {
  const all = [];
  for (let i = 0; i < runs; i += 1) all.push(await oneRun(browser, url));
  const figure = (key) => {
    const values = all.map((run) => run[key]).filter((v) => v !== null);
    if (values.length < all.length) return null;
    return {
      medianMs: Math.round(medianOf(values)),
      rangeMs: [Math.round(Math.min(...values)), Math.round(Math.max(...values))],
    };
  };
  return { runs: all, usable: figure('usableMs'), sendable: figure('sendableMs') };
}
