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
  it('renders the home page in Chromium', async () => {
    const { page } = session;
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    await expect.poll(() => page.locator('h1').count()).toBeGreaterThan(0);
  });

  it('answers an unknown package with 404 and renders Package Not Found', async () => {
    const { page } = session;
    const res = await page.goto('/packages/some-package');
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Package Not Found' }).waitFor();
  });

  it('serves the app shell, without server data, on admin deep links', async () => {
    const { page } = session;
    const res = await page.goto('/admin/dashboard');
    expect(res?.status()).toBe(200);
    const html = (await res?.text()) ?? '';
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('data-island');
    // The shell renders the admin area in the browser: signed out, that is the login.
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
  });
});
