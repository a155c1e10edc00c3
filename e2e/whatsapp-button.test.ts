// The floating WhatsApp button never covers text on the narrowest phone (320 px) and a phone
// (375 px), in English and French, nor on a small laptop (1024 px) or a desktop (1280 px): on home,
// a package page, /booking and /contact, at the top, while the page scrolls and at its end, no line
// of text the visitor could read runs under the button; scrolled to the end, the footer's last line
// is whole above it. The button keeps its name, its whole words and a 44 px target. Below 1280 px
// the top bar's WhatsApp button is its icon alone (the bar shows the words). With WA_SHOTS_DIR set,
// the phone's pages are kept as screenshots (WA_SHOTS_TAG names them).
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from './support/browser';
import { resetToSeed } from './support/seed';

const SHOTS = process.env['WA_SHOTS_DIR'];
const TAG = process.env['WA_SHOTS_TAG'] ?? 'after';
const HEIGHT = 812;
const sessions = new Map<number, BrowserSession>();

beforeAll(async () => {
  await resetToSeed();
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  for (const width of [320, 375, 1024, 1180, 1280]) {
    sessions.set(width, await openBrowser({ viewport: { width, height: HEIGHT } }));
  }
});
afterAll(async () => {
  for (const session of sessions.values()) await session.close();
});

const PAGES = [
  ['home', '/'],
  ['package', '/packages/ramadan-last-ten-nights'],
  ['booking', '/booking'],
  ['contact', '/contact'],
] as const;

/** Scrolls to a share of the page's scrollable height (1 = its end), without smooth scrolling. */
async function scrollToShare(page: Page, share: number): Promise<void> {
  // Twice: the footer is laid out as it nears the viewport (content-visibility), which moves the
  // page's end.
  for (let i = 0; i < 2; i += 1) {
    await page.evaluate((s) => {
      const end = document.documentElement.scrollHeight - window.innerHeight;
      window.scrollTo({ top: Math.round(end * s), behavior: 'instant' });
    }, share);
    await page.waitForTimeout(150);
  }
}

/**
 * The lines of text the button hides while the visitor could read them: a line under the button
 * that shows right beneath it (nothing but the button in between), or that shows beside the
 * button at the same height (so the button cuts a readable line). A line hidden at that height
 * across the whole width, as under a bar at the screen's edge, is not covered by the button.
 */
function coveredLines(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const fab = document.querySelector<HTMLElement>('.whatsapp-float')!;
    const b = fab.getBoundingClientRect();
    const covered = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || fab.contains(parent)) continue;
      if (getComputedStyle(parent).visibility !== 'visible') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of Array.from(range.getClientRects())) {
        if (r.width <= 1 || r.height <= 1) continue;
        const top = Math.max(r.top, b.top);
        const bottom = Math.min(r.bottom, b.bottom);
        const left = Math.max(r.left, b.left);
        const right = Math.min(r.right, b.right);
        if (bottom - top < 1 || right - left < 1) continue;
        const shows = (x: number, y: number) => {
          const el = document.elementFromPoint(x, y);
          return !!el && (el === parent || parent.contains(el) || el.contains(node));
        };
        let hidden = false;
        for (let y = top + 1; y < bottom && !hidden; y += 4) {
          // Right beneath the button.
          for (let x = left + 1; x < right && !hidden; x += 4) {
            const below = document.elementsFromPoint(x, y).find((el) => !fab.contains(el));
            if (below && (below === parent || below.contains(node))) hidden = true;
          }
          // Beside it, on the same line.
          for (let x = r.left + 1; x < r.right && !hidden; x += 4) {
            if ((x < b.left || x > b.right) && shows(x, y)) hidden = true;
          }
        }
        if (hidden) covered.add(text.slice(0, 60));
      }
    }
    return [...covered];
  });
}

describe.each([
  [320, 'en', '', 'Chat with us on WhatsApp'],
  [320, 'fr', '/fr', 'Écrivez-nous sur WhatsApp'],
  [375, 'en', '', 'Chat with us on WhatsApp'],
  [375, 'fr', '/fr', 'Écrivez-nous sur WhatsApp'],
  [1024, 'en', '', 'Chat with us on WhatsApp'],
  [1180, 'fr', '/fr', 'Écrivez-nous sur WhatsApp'],
  [1280, 'en', '', 'Chat with us on WhatsApp'],
] as const)('the WhatsApp button at %i px (%s)', (width, lang, prefix, name) => {
  it.each(PAGES)('covers no text on %s while the page scrolls', async (label, path) => {
    const { page } = sessions.get(width)!;
    await page.goto(prefix + path);
    const fab = page.getByRole('link', { name });
    const box = await fab.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(box!.height).toBeGreaterThanOrEqual(44);
    // Below 1280 px its words show whole (an ellipsis is for screens narrower than 320 px).
    expect(
      await fab
        .locator('.whatsapp-float__label')
        .evaluate((label) => label.scrollWidth <= label.clientWidth && label.clientWidth > 1),
    ).toBe(width < 1280);
    const found: Record<string, string[]> = {};
    for (const share of [0, 0.2, 0.4, 0.6, 0.8, 1]) {
      await scrollToShare(page, share);
      if (SHOTS && width === 375 && (share === 0.4 || share === 1)) {
        const where = (share === 1 ? '' : '-mid') + (lang === 'en' ? '' : `-${lang}`);
        await page.screenshot({ path: `${SHOTS}/wa-${TAG}-${label}${where}-375.png` });
      }
      const lines = await coveredLines(page);
      if (lines.length) found[String(share)] = lines;
    }
    expect(found).toEqual({});
  });

  it.each(PAGES)(
    'keeps the top bar’s WhatsApp to its icon while the bar shows, on %s',
    async (_, path) => {
      const { page } = sessions.get(width)!;
      await page.goto(prefix + path);
      // The top bar (its menu included) and the bottom bar or round button: what is on screen.
      const shown = await page.evaluate(() =>
        Array.from(
          document.querySelectorAll<HTMLAnchorElement>('.topbar a[href], .whatsapp-dock a[href]'),
        )
          .filter((a) => a.href.startsWith('https://wa.me/') && a.checkVisibility())
          .map((a) => ({
            where: a.closest('.whatsapp-dock') ? 'dock' : 'top bar',
            width: Math.round(a.getBoundingClientRect().width),
          })),
      );
      // The spec has both, the top bar's button and the floating one; below 1100 px the top bar's
      // sits in its menu. Below 1280 px the bar's words say it, so the top bar's is its icon alone.
      expect(shown.map((s) => s.where)).toEqual(width < 1100 ? ['dock'] : ['top bar', 'dock']);
      const top = shown.find((s) => s.where === 'top bar');
      if (top && width < 1280) expect(top.width).toBeLessThanOrEqual(48);
      // Its name stays whole with the icon alone.
      if (top) {
        const link = page.locator('.topbar').getByRole('link', { name: 'WhatsApp', exact: true });
        expect(await link.count()).toBe(1);
      }
      // Where the links sit in the bar, each on one line and the site's name whole beside them.
      if (width >= 1100) {
        const fit = await page.evaluate(() => ({
          name: Array.from(document.querySelectorAll('.topbar .brand__name')).every(
            (n) => n.scrollWidth <= n.clientWidth,
          ),
          tallLinks: Array.from(document.querySelectorAll('.topbar__link'))
            .filter((l) => l.getBoundingClientRect().height > 40)
            .map((l) => l.textContent),
        }));
        expect(fit).toEqual({ name: true, tallLinks: [] });
      }
    },
  );

  it.each(PAGES)(
    'shows the footer’s last line whole above it at the end of %s',
    async (_, path) => {
      const { page } = sessions.get(width)!;
      await page.goto(prefix + path);
      await scrollToShare(page, 1);
      const last = await page.evaluate(() => {
        const line = document.querySelector<HTMLElement>('.footer__copyright')!;
        const r = line.getBoundingClientRect();
        const fab = document.querySelector('.whatsapp-float')!.getBoundingClientRect();
        const points = [
          [r.left + 2, r.top + 2],
          [r.right - 2, r.top + 2],
          [r.left + 2, r.bottom - 2],
          [r.right - 2, r.bottom - 2],
        ] as const;
        return {
          aboveButton: r.bottom <= fab.top,
          inView: r.bottom <= window.innerHeight,
          shows: points.every(([x, y]) => {
            const el = document.elementFromPoint(x, y);
            return !!el && (el === line || line.contains(el));
          }),
        };
      });
      expect(last).toEqual({ aboveButton: true, inView: true, shows: true });
    },
  );
});
