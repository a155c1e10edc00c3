import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
for (const [width, step] of [[375, 2200], [1280, 2000]]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto('http://localhost:6800/fr', { waitUntil: 'networkidle' });
  const h = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, i = 0; y < h; y += step, i++) {
    await page.screenshot({ path: `/tmp/bilingual-shots/fr-home-${width}-p${i}.png`, fullPage: true, clip: { x: 0, y, width, height: Math.min(step, h - y) } });
  }
  await page.close();
}
await browser.close();
