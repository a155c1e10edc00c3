// The package page sells from its first screen on a phone (375 px), in English and French: the
// lowest price, the next departure and Book Now are in view without scrolling. Nights add up
// every stay (Istanbul included) on the page and in /packages' "total nights" filter; the
// itinerary's day markers keep AA contrast in dark mode with the default and a light settings
// colour; scrolled to the end, the floating WhatsApp button covers no text.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../functions/src/platform/firebase/firebase';
import { openBrowser, type BrowserSession } from './support/browser';
import { resetToSeed } from './support/seed';

const SHOTS = process.env['UX_SHOTS_DIR'] ?? '/tmp/ux-shots';
const RAMADAN = '/packages/ramadan-last-ten-nights';
const ISTANBUL = '/packages/umrah-plus-istanbul';
let session: BrowserSession;

beforeAll(async () => {
  await resetToSeed();
  mkdirSync(SHOTS, { recursive: true });
  session = await openBrowser({ viewport: { width: 375, height: 812 } });
});
afterAll(async () => {
  await session?.close();
});

/** True when the element's box lies whole inside the window (no scrolling needed). */
async function inFirstScreen(page: Page, selector: string): Promise<boolean> {
  const box = await page.locator(selector).first().boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= 812;
}

/** The WCAG contrast ratio of an element's text colour on its own background colour. */
function contrastOf(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const style = getComputedStyle(element);
      const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const luminance = (color: string) => {
        const [r = 0, g = 0, b = 0] = channels(color).map((v) => {
          const c = v / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const [a, b] = [luminance(style.color), luminance(style.backgroundColor)];
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    });
}

describe.each([
  ['en', '', 'Starting from', 'Next departure', 'Book Now'],
  ['fr', '/fr', 'À partir de', 'Prochain départ', 'Réserver'],
] as const)('the package page’s first screen (%s, 375 px)', (lang, prefix, from, next, book) => {
  it('shows the price, the next departure and Book Now without scrolling', async () => {
    const { page } = session;
    await page.goto(prefix + RAMADAN);
    const offer = page.locator('.pkg-buy');
    expect(await offer.textContent()).toContain(from);
    expect(await offer.textContent()).toContain(next);
    const link = offer.getByRole('link', { name: book });
    expect(await link.getAttribute('href')).toBe(
      `${prefix}/booking?package=ramadan-last-ten-nights`,
    );
    expect(await inFirstScreen(page, '.pkg-buy')).toBe(true);
    await page.screenshot({ path: `${SHOTS}/after-package-first-screen-375-${lang}.png` });
  });

  it('counts Istanbul’s nights on the page and in the total nights filter', async () => {
    const { page } = session;
    await page.goto(prefix + ISTANBUL);
    const facts = page.locator('.pkg-facts');
    expect(await facts.textContent()).toContain('Istanbul');
    // 5 in Makkah, 4 in Madinah and 3 in Istanbul: 12 in all.
    await page.goto(`${prefix}/packages?nights=11-14`);
    const card = `a[href="${prefix}${ISTANBUL}"]:visible`;
    expect(await page.locator(card).count()).toBe(1);
    await page.goto(`${prefix}/packages?nights=-10`);
    expect(await page.locator(card).count()).toBe(0);
  });

  it('leaves the footer’s last lines clear of the WhatsApp button at the page’s end', async () => {
    const { page } = session;
    await page.goto(prefix + RAMADAN);
    // Twice: the footer is laid out as it nears the viewport (content-visibility), which moves
    // the page's end.
    for (let i = 0; i < 2; i += 1) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(300);
    }
    const covered = await page.evaluate(() => {
      const fab = document.querySelector('.whatsapp-float')!.getBoundingClientRect();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const hidden: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || node.parentElement?.closest('.whatsapp-float')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of Array.from(range.getClientRects())) {
          const overlaps =
            r.right > fab.left && r.left < fab.right && r.bottom > fab.top && r.top < fab.bottom;
          if (overlaps && r.width > 0) hidden.push(node.textContent.trim());
        }
      }
      return hidden;
    });
    expect(covered).toEqual([]);
  });
});

describe('dark mode contrast of the itinerary markers', () => {
  afterAll(async () => {
    await resetToSeed();
  });

  it.each([
    ['the default colours', null],
    ['a light primary colour from the settings', '150 45% 70%'],
    ['a dark primary colour from the settings', '220 60% 20%'],
  ])('passes AA with %s', async (_, primary) => {
    if (primary) {
      await db()
        .collection('settings')
        .doc('public')
        .set({ primaryColor: primary }, { merge: true });
    }
    const dark = await openBrowser({ viewport: { width: 375, height: 812 }, colorScheme: 'dark' });
    try {
      for (const scheme of ['dark', 'light']) {
        await dark.page.addInitScript((mode) => localStorage.setItem('theme-mode', mode), scheme);
        await dark.page.goto(RAMADAN);
        await dark.page.locator('.pkg-itinerary__marker').first().scrollIntoViewIfNeeded();
        expect(await contrastOf(dark.page, '.pkg-itinerary__marker')).toBeGreaterThanOrEqual(4.5);
      }
    } finally {
      await dark.close();
    }
  });
});
