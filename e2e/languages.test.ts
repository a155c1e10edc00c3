// The site in English and French: the switch keeps the page, a French browser is
// offered French by a notice (never redirected), the choice is remembered without a cookie.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPackages } from '../seed/content';
import { seriousA11yViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { resetToSeed } from './support/seed';

const pkg = seedPackages.find((p) => p.isPublished)!;

beforeAll(async () => {
  await resetToSeed();
});

describe('a browser that prefers French', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ locale: 'fr-CA' });
  });
  afterAll(async () => {
    await session.close();
  });

  it('gets the English page it asked for, with a notice offering French, until it says no', async () => {
    const { page, context } = session;
    const res = await page.goto('/about');
    expect(res?.status()).toBe(200);
    expect(page.url()).toMatch(/\/about$/);
    expect(await page.getAttribute('html', 'lang')).toBe('en-CA');
    const notice = page.locator('[data-language-notice="fr-CA"]');
    await expect.poll(() => notice.isVisible()).toBe(true);
    expect(await page.locator('[data-language-notice]:visible').count()).toBe(1);
    expect(await notice.locator('a').getAttribute('href')).toBe('/fr/about');

    await notice.getByRole('button', { name: 'Non merci' }).click();
    expect(await notice.isVisible()).toBe(false);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await notice.isVisible()).toBe(false);
    expect(await context.cookies()).toEqual([]);
  });
});

describe('the language switch', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(async () => {
    await session.close();
  });

  it('shows no notice to an English browser', async () => {
    await session.page.goto('/');
    await session.page.waitForLoadState('networkidle');
    expect(await session.page.locator('[data-language-notice]:visible').count()).toBe(0);
  });

  it('goes to the same package in French and back', async () => {
    const { page } = session;
    await page.goto(`/packages/${pkg.slug}`);
    await page.locator('.language-menu summary').click();
    await page.locator('.language-menu [data-language-switch="fr-CA"]').click();
    await page.waitForURL(`**/fr/packages/${pkg.slug}`);
    expect(await page.getAttribute('html', 'lang')).toBe('fr-CA');
    await page.locator('.language-menu summary').click();
    await page.locator('.language-menu [data-language-switch="en-CA"]').click();
    await page.waitForURL(`**/packages/${pkg.slug}`);
    expect(new URL(page.url()).pathname).toBe(`/packages/${pkg.slug}`);
    expect(await page.getAttribute('html', 'lang')).toBe('en-CA');
  });

  it('is in the mobile menu too', async () => {
    const mobile = await openBrowser({ viewport: { width: 375, height: 812 } });
    try {
      await mobile.page.goto('/fr/blogs');
      await mobile.page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      const link = mobile.page.locator('.mobile-menu [data-language-switch="en-CA"]');
      await expect.poll(() => link.isVisible()).toBe(true);
      await link.click();
      await mobile.page.waitForURL('**/blogs');
      expect(await mobile.page.getAttribute('html', 'lang')).toBe('en-CA');
    } finally {
      await mobile.close();
    }
  });

  it('leaves no serious accessibility problem on the French pages', async () => {
    for (const path of ['/fr', '/fr/about', '/fr/contact', '/fr/blogs', '/fr/nulle-part']) {
      await session.page.goto(path);
      await session.page.waitForLoadState('networkidle');
      expect(await seriousA11yViolations(session.page), path).toEqual([]);
    }
  });
});
