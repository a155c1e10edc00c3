// Full-page screenshots of the public pages, at a phone and a desktop width, light and dark: a
// record of how the site looks, to compare a rewrite against.
// Usage: node scripts/screenshots.mjs <siteUrl> <outDir>
// (e.g. node scripts/screenshots.mjs http://localhost:5000 screens/before)
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';

const [site, outArg] = process.argv.slice(2);
if (!site || !outArg) {
  console.error('Usage: node scripts/screenshots.mjs <siteUrl> <outDir>');
  process.exit(2);
}
const outDir = resolve(outArg);
const siteUrl = site.replace(/\/+$/, '');

/** The slug of the first item a public list answers (packages, blogs), or 'none'. */
async function firstSlug(resource) {
  const res = await fetch(`${siteUrl}/api/${resource}`);
  if (!res.ok) throw new Error(`GET /api/${resource}: ${res.status}`);
  const items = await res.json();
  return items[0]?.slug ?? 'none';
}

// Name (the file's first part) and path of each page shot.
const routes = [
  ['home', '/'],
  ['about', '/about'],
  ['packages', '/packages'],
  ['package', `/packages/${await firstSlug('packages')}`],
  ['blogs', '/blogs'],
  ['blog', `/blogs/${await firstSlug('blogs')}`],
  ['contact', '/contact'],
  ['booking', '/booking'],
  ['past-trips', '/past-trips'],
  ['not-found', '/no-such-page'],
];
const viewports = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
];
const colorSchemes = ['light', 'dark'];

/** Waits for the network to settle and the page to paint what it loaded. */
async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
}

/**
 * Scrolls to the bottom and back, so the blocks laid out or loaded as they near the viewport
 * render. The page functions run in the browser (its `window` and `document`).
 */
/* global window, document, getComputedStyle */
async function scrollThrough(page) {
  // Down by most of a screen at a time, since the page may grow as blocks load.
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 100));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  // Stay at the bottom until its code has loaded: the home contact form mounts only after its
  // section has, and starts loading only while it is near the viewport.
  await settle(page);
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    // Blocks below the fold have `content-visibility: auto`, and a full-page shot does not paint
    // the ones away from the viewport (blank bands): draw them all, with the containment they
    // have on screen, so they look as they do when scrolled to.
    for (const el of document.querySelectorAll('*')) {
      if (getComputedStyle(el).contentVisibility !== 'auto') continue;
      el.style.contentVisibility = 'visible';
      el.style.contain = 'layout style paint';
    }
  });
  await settle(page);
}

async function shoot(page, file) {
  const path = join(outDir, file);
  await page.screenshot({ path, fullPage: true });
  console.log(path);
}

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  for (const viewport of viewports) {
    for (const colorScheme of colorSchemes) {
      // A fresh context per combination: the site follows prefers-color-scheme on a first visit
      // only, so a stored choice must not carry over.
      const context = await browser.newContext({ viewport, colorScheme });
      const page = await context.newPage();
      for (const [name, route] of routes) {
        const base = `${name}-${viewport.width}-${colorScheme}`;
        await page.goto(siteUrl + route, { waitUntil: 'networkidle' });
        await settle(page);
        await scrollThrough(page);
        await shoot(page, `${base}.png`);

        // The open mobile menu, once (it is the same on every page): home, phone width, light.
        if (name !== 'home' || viewport.width !== 375 || colorScheme !== 'light') continue;
        const menuButton = page.getByRole('button', { name: /menu/i }).first();
        if (!(await menuButton.isVisible().catch(() => false))) continue;
        await menuButton.click();
        await page.waitForTimeout(1500); // the drawer's slide-in
        await shoot(page, `${base}-menu.png`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
