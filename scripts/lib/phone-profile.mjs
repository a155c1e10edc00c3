// The phone the benchmarks load pages on (4x slower CPU, 150 ms round trip, 1.6 Mbps down,
// 750 kbps up, 375 px wide, cache off): one copy for form-usable.mjs and admin-usable.mjs, so
// their figures stay comparable.

export const PHONE_PROFILE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
};

/** A fresh browser context the size of the phone's screen. */
export function phoneContext(browser) {
  return browser.newContext({ viewport: { width: 375, height: 812 } });
}

/** Slows `page` to the phone's CPU and network, with the cache off. */
export async function throttleToPhone(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.latencyMs,
    downloadThroughput: PHONE_PROFILE.downloadBytesPerSecond,
    uploadThroughput: PHONE_PROFILE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
}
