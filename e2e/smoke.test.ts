import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from './support/browser';

let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowser();
});
afterAll(async () => {
  await session.close();
});

describe('the site served by the Hosting emulator', () => {
  it('renders the app shell in Chromium', async () => {
    const { page } = session;
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    await expect.poll(() => page.locator('h1').count()).toBeGreaterThan(0);
  });

  it('serves the SPA on deep links (fallback to index.html)', async () => {
    const res = await session.page.goto('/packages/some-package');
    expect(res?.status()).toBe(200);
    expect(await session.page.locator('#root').count()).toBe(1);
  });
});
