// Stored text with markup shows as text on every public page, never runs (and the CSP holds).
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../functions/src/platform/firebase/firebase';
import { aBlog, aGalleryItem, aPackage, aReview } from '../functions/test-support/fixtures';
import { openBrowser, type BrowserSession } from './support/browser';
import { resetToSeed } from './support/seed';

const PAYLOAD = `<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>`;

let session: BrowserSession;
let dialogs = 0;

beforeAll(async () => {
  await resetToSeed();
  const now = Timestamp.now();
  await db()
    .collection('settings')
    .doc('public')
    .set({ siteName: `Noor ${PAYLOAD}`, address: PAYLOAD }, { merge: true });
  await db()
    .collection('packages')
    .add({
      ...aPackage({
        slug: 'xss-package',
        title: `Evil ${PAYLOAD}`,
        description: PAYLOAD,
        fullDescription: PAYLOAD,
      }),
      createdAt: now,
    });
  await db()
    .collection('reviews')
    .add({ ...aReview({ name: `Eve ${PAYLOAD}`, comment: PAYLOAD }), createdAt: now });
  await db()
    .collection('blogs')
    .add({
      ...aBlog({ slug: 'xss-blog', title: `Evil ${PAYLOAD}`, excerpt: PAYLOAD, content: PAYLOAD }),
      createdAt: now,
    });
  await db()
    .collection('gallery')
    .add({ ...aGalleryItem({ title: `Evil ${PAYLOAD}`, description: PAYLOAD }), createdAt: now });
  session = await openBrowser();
  session.page.on('dialog', async (d) => {
    dialogs++;
    await d.dismiss();
  });
});

afterAll(async () => {
  await session.close();
  await resetToSeed();
});

describe.each([
  '/',
  '/packages',
  '/packages/xss-package',
  '/blogs',
  '/blogs/xss-blog',
  '/past-trips',
  '/about',
  '/contact',
  '/booking',
])('public page %s', (path) => {
  it('shows stored markup as text and runs none of it', async () => {
    const { page } = session;
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
    ).toBeUndefined();
    expect(dialogs).toBe(0);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    // No inline script at all: an island's props travel as JSON in a data attribute, which the
    // browser never runs, and each parses back to what the server gave.
    expect(await page.locator('script:not([src]):not([type="application/ld+json"])').count()).toBe(
      0,
    );
    const props = await page
      .locator('[data-island]')
      .evaluateAll((islands) => islands.map((el) => (el as HTMLElement).dataset.props ?? ''));
    for (const json of props) expect(() => JSON.parse(json) as unknown).not.toThrow();
    if (path === '/booking') expect(props.join('')).toContain('onerror=');
    const text = await page.locator('body').innerText();
    expect(text).toContain('onerror=');
  });
});

describe('the Content-Security-Policy', () => {
  it('reported no violation on any page visited', () => {
    expect(session.errors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);
  });
});
