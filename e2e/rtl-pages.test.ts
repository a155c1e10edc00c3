// The public pages in Arabic and Urdu, right to left: lang and dir on <html>, hreflang among the
// four languages both ways, a language switch that keeps the page (top bar and mobile menu), no
// sideways scroll on a phone, English content marked lang="en" and read left to right.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPackages } from '../seed/content';
import { seriousA11yViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { resetToSeed } from './support/seed';

const pkg = seedPackages.find((p) => p.isPublished)!;

beforeAll(async () => {
  await resetToSeed();
});

describe('/ar/ on a desktop', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ viewport: { width: 1280, height: 900 } });
  });
  afterAll(async () => {
    await session.close();
  });

  it('is Arabic, right to left, naming its four versions, and switches to English keeping the page', async () => {
    const { page } = session;
    const res = await page.goto('/ar/');
    expect(res?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.locator('h1').textContent()).toBe('انطلق في رحلة العمر');
    const hreflangs = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname]),
      );
    expect(hreflangs).toEqual([
      ['en-CA', '/'],
      ['fr-CA', '/fr'],
      ['ar', '/ar'],
      ['ur', '/ur'],
      ['x-default', '/'],
    ]);
    // The brand sits at the inline start: the right on a right-to-left page.
    const brand = await page.locator('.topbar__inner > .brand').boundingBox();
    expect(brand!.x).toBeGreaterThan(640);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.locator('.language-menu summary').click();
    await page.locator('.language-menu [data-language-switch="en-CA"]').click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
  });

  it('shows a package in an Arabic frame, its English text marked and read left to right', async () => {
    const { page } = session;
    await page.goto(`/ar/packages/${pkg.slug}`);
    await page.waitForLoadState('networkidle');
    const title = page.locator('h1');
    expect(await title.getAttribute('lang')).toBe('en');
    expect(await title.evaluate((h) => getComputedStyle(h).direction)).toBe('ltr');
    expect(await page.getByRole('heading', { name: 'مزايا الباقة' }).count()).toBe(1);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('keeps phone numbers left to right: the contact page’s and the form’s', async () => {
    const { page } = session;
    await page.goto('/ar/contact');
    await page.waitForLoadState('networkidle');
    const phone = page.locator('main a[href^="tel:"]').first();
    expect(await phone.evaluate((a) => getComputedStyle(a).direction)).toBe('ltr');
    const field = page.locator('input[type="tel"]').first();
    expect(await field.evaluate((i) => getComputedStyle(i).direction)).toBe('ltr');
  });
});

describe('/ur/packages on a phone (375 px)', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ viewport: { width: 375, height: 812 } });
  });
  afterAll(async () => {
    await session.close();
  });

  it('is Urdu, right to left, without sideways scroll, and its menu switches to Arabic keeping the page', async () => {
    const { page } = session;
    await page.goto('/ur/packages');
    await page.waitForLoadState('networkidle');
    expect(await page.getAttribute('html', 'lang')).toBe('ur');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.locator('h1').textContent()).toBe('ہمارے عمرہ پیکجز');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'فہرست کھولیں' }).click();
    const arabic = page.locator('.mobile-menu [data-language-switch="ar"]');
    await expect.poll(() => arabic.isVisible()).toBe(true);
    // The menu slides in from the inline end: the left edge on a right-to-left page.
    await expect.poll(async () => (await page.locator('.mobile-menu').boundingBox())?.x).toBe(0);
    expect(await arabic.textContent()).toBe('العربية');
    await arabic.click();
    await page.waitForURL((url) => url.pathname === '/ar/packages');
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
    expect(await page.locator('h1').textContent()).toBe('باقات العمرة لدينا');
  });
});
