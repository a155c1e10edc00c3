import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
const site = 'http://localhost:6800';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
for (const width of [375, 1280]) {
  for (const [name, path, locale] of [
    ['fr-home', '/fr', 'en-CA'],
    ['fr-about', '/fr/about', 'en-CA'],
    ['fr-contact', '/fr/contact', 'en-CA'],
    ['fr-404', '/fr/nulle-part', 'en-CA'],
    ['en-home-notice', '/', 'fr-CA'],
  ]) {
    const ctx = await browser.newContext({ viewport: { width, height: 900 }, locale });
    const page = await ctx.newPage();
    const res = await page.goto(site + path, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `/tmp/bilingual-shots/${name}-${width}.png`, fullPage: name === 'fr-home' });
    console.log(name, width, res.status(), await page.evaluate(() => document.documentElement.lang));
    await ctx.close();
  }
}
await browser.close();
