// Public pages arrive rendered by the `site` function, then the browser hydrates them.
import type { Locator, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPackages } from '../seed/content';
import { openBrowser, type BrowserSession } from './support/browser';
import { resetToSeed } from './support/seed';

const HERO_HEADING = 'Embark on the Journey of a Lifetime';
const published = seedPackages.filter((p) => p.isPublished);
const drafts = seedPackages.filter((p) => !p.isPublished);
const detail = published.find((p) => p.slug === 'premium-5-star-umrah')!;

/** React has taken this element over: hydration put its fiber on it. */
function isHydrated(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber$')));
}

/**
 * Waits until the browser has hydrated the page. The theme toggle names the next mode only in
 * the render after hydration committed (useHydrated), so by then React has reported any
 * hydration mismatch; then the page's requests settle.
 */
async function waitForHydration(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /^Switch to (dark|light) mode$/ })
    .first()
    .waitFor({ timeout: 15_000 });
  // The page's content hydrates a pass after the frame around it (HydrateSeparately).
  await expect.poll(() => isHydrated(page.locator('#root h1').first())).toBe(true);
  await page.waitForLoadState('networkidle');
}

/**
 * Holds back the app's scripts until the returned function is called: the page stays the
 * server's markup meanwhile, as on a slow phone, and the test acts on it before hydration.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

beforeAll(async () => {
  await resetToSeed();
});

describe('without JavaScript, the server’s HTML is the whole page', () => {
  let noJs: BrowserSession;

  beforeAll(async () => {
    noJs = await openBrowser({ javaScriptEnabled: false });
  });
  afterAll(async () => {
    await noJs?.close();
  });

  it.each(['/', '/packages'])(
    '%s shows the hero or page heading, every published package and the footer',
    async (path) => {
      const { page } = noJs;
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      const html = (await res?.text()) ?? '';
      for (const { title } of published) {
        expect(html).toContain(title);
        expect(
          await page.getByRole('heading', { name: title, exact: true }).count(),
        ).toBeGreaterThan(0);
      }
      for (const { title } of drafts) expect(html).not.toContain(title);

      const heading = path === '/' ? HERO_HEADING : 'Our Umrah Packages';
      expect(await page.getByRole('heading', { level: 1, name: heading }).isVisible()).toBe(true);
      const footer = page.getByRole('contentinfo');
      expect(await footer.count()).toBe(1);
      expect(await footer.textContent()).toContain('Quick Links');
      expect(await footer.textContent()).toContain('Noor Haramain Travels');
      // Nothing ran in the browser: the page is the server's markup, never hydrated.
      expect(await isHydrated(page.locator('#root h1').first())).toBe(false);
      expect(
        await page.getByRole('button', { name: 'Switch between light and dark mode' }).count(),
      ).toBeGreaterThan(0);
    },
  );

  it('a package page shows the package title and its title in the tab', async () => {
    const { page } = noJs;
    const res = await page.goto(`/packages/${detail.slug}`);
    expect(res?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1, name: detail.title }).isVisible()).toBe(
      true,
    );
    expect(await page.title()).toBe(`${detail.title} | Noor Haramain Travels`);
    expect(await isHydrated(page.locator('#root h1').first())).toBe(false);
  });
});

describe('with JavaScript, the browser takes the page over', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(async () => {
    await session?.close();
  });

  it.each([
    '/',
    '/packages',
    `/packages/${detail.slug}`,
    '/blogs',
    '/booking',
    '/contact',
    '/past-trips',
  ])('%s hydrates without console or page errors', async (path) => {
    const { page, errors } = session;
    errors.length = 0;
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await waitForHydration(page);
    expect(errors).toEqual([]);
  });

  it('hydration leaves the server’s style tags and the mode class on <html> as they were', async () => {
    // Moving a <style> tag, or taking the mode class off <html> and putting it back, makes the
    // browser restyle the whole page while a phone is busiest (lib/server-styles.ts,
    // app/theme-provider.tsx).
    const page = await session.context.newPage();
    await page.addInitScript(() => {
      const seen = { removedStyles: 0, htmlClassChanges: [] as string[] };
      Object.assign(window, { __seen: seen });
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.removedNodes))
            if (node.nodeName === 'STYLE') seen.removedStyles++;
          if (record.type === 'attributes' && record.target === document.documentElement) {
            seen.htmlClassChanges.push(document.documentElement.className);
          }
        }
      }).observe(document, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['class'],
      });
    });
    await page.goto('/booking');
    await waitForHydration(page);
    const seen = await page.evaluate(
      () =>
        (window as unknown as { __seen: { removedStyles: number; htmlClassChanges: string[] } })
          .__seen,
    );
    expect(seen.removedStyles).toBe(0);
    // theme-init.js sets it once, before the first paint.
    expect(seen.htmlClassChanges).toEqual(['light']);
    await page.close();
  });

  it('the theme toggle switches the mode once the page is hydrated', async () => {
    const { page, errors } = session;
    errors.length = 0;
    await page.goto('/');
    // The toggle names the next mode only once the browser has taken the page over.
    const toDark = page.getByRole('button', { name: 'Switch to dark mode' }).first();
    await toDark.waitFor();
    await toDark.click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true);
    await page.getByRole('button', { name: 'Switch to light mode' }).first().click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(false);
    expect(errors).toEqual([]);
  });

  const navigations: {
    what: string;
    from: string;
    link: string;
    path: string;
    heading: string;
    title: string;
  }[] = [
    ...['/packages', '/'].map((from) => ({
      what: 'a package card',
      from,
      link: `main a[href="/packages/${detail.slug}"]`,
      path: `/packages/${detail.slug}`,
      heading: detail.title,
      title: detail.title,
    })),
    {
      what: 'the navbar’s Blogs link',
      from: '/packages',
      link: 'header nav a[href="/blogs"]',
      path: '/blogs',
      heading: 'Umrah Guides & Insights',
      title: 'Blog',
    },
    {
      what: 'the navbar’s Packages link',
      from: `/packages/${detail.slug}`,
      link: 'header nav a[href="/packages"]',
      path: '/packages',
      heading: 'Our Umrah Packages',
      title: 'Umrah Packages',
    },
  ];

  it.each(navigations)(
    '$what on $from opens $path in the page, without a full reload',
    async ({ from, link, path, heading, title }) => {
      const { page, errors } = session;
      errors.length = 0;
      await page.goto(from);
      await waitForHydration(page);
      await page.evaluate(() => {
        (window as unknown as { __marker?: string }).__marker = 'same document';
      });
      let documentRequests = 0;
      const countDocuments = (req: { resourceType(): string }) => {
        if (req.resourceType() === 'document') documentRequests += 1;
      };
      page.on('request', countDocuments);
      try {
        await page.locator(link).first().click();
        await page.waitForURL((url) => url.pathname === path);
        await page
          .getByRole('heading', { level: 1, name: heading, exact: true })
          .waitFor({ timeout: 10_000 });
      } finally {
        page.off('request', countDocuments);
      }
      expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe(
        'same document',
      );
      expect(documentRequests).toBe(0);
      expect(await page.title()).toBe(`${title} | Noor Haramain Travels`);
      expect(errors).toEqual([]);
    },
  );

  it('pages load the forms’ rules (yup) only once a form is used', async () => {
    const { page, errors } = session;
    errors.length = 0;
    const scripts: Promise<string>[] = [];
    const onResponse = (res: Response) => {
      if (res.request().resourceType() === 'script') scripts.push(res.text().catch(() => ''));
    };
    // A phrase of yup's own messages: it is in the rules' chunk, whatever the build names it.
    const rulesLoaded = async () =>
      (await Promise.all(scripts)).some((text) => text.includes('is a required field'));
    page.on('response', onResponse);
    try {
      for (const path of [`/packages/${detail.slug}`, '/blogs', '/booking']) {
        await page.goto(path);
        await waitForHydration(page);
        expect(await rulesLoaded(), path).toBe(false);
      }
      const fullName = page.getByLabel(/^Full name/);
      await expect.poll(() => isHydrated(fullName), { timeout: 15_000 }).toBe(true);
      await fullName.focus();
      await expect.poll(rulesLoaded, { timeout: 15_000 }).toBe(true);
      // They check the form as before: a blurred empty field says what is wrong.
      await page.getByLabel(/^Email/).focus();
      await page.getByText('Full name is required').first().waitFor();
    } finally {
      page.off('response', onResponse);
    }
    expect(errors).toEqual([]);
  });

  it('the booking form shows its validation errors on submit', async () => {
    const { page, errors } = session;
    errors.length = 0;
    await page.goto('/booking');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Booking request form' });
    const submit = form.getByRole('button', { name: 'Submit Booking Request' });
    await expect.poll(() => isHydrated(submit), { timeout: 15_000 }).toBe(true);
    await submit.click();
    await page.getByText('Full name is required').first().waitFor();
    expect(await page.getByText('Package Required').count()).toBeGreaterThan(0);
    // Validation kept the visitor on the page (no native submission).
    expect(new URL(page.url()).pathname).toBe('/booking');
    expect(errors).toEqual([]);
  });
});

describe('what a visitor does before the script has run is kept', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(async () => {
    await session?.close();
  });

  it('a page scrolled before hydration stays where the visitor scrolled', async () => {
    const page = await session.context.newPage();
    const release = await holdScripts(page);
    await page.goto('/packages', { waitUntil: 'domcontentloaded' });
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
    await page.waitForTimeout(300); // the wheel's scroll has settled
    const scrolled = await scrollY(page);
    release();
    await waitForHydration(page);
    expect(Math.abs((await scrollY(page)) - scrolled)).toBeLessThan(50);
    await page.close();
  });

  it('text typed into the booking form before hydration is neither lost nor ignored', async () => {
    const page = await session.context.newPage();
    const release = await holdScripts(page);
    await page.goto('/booking', { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'Booking request form' });
    const fullName = form.getByLabel('Full name (as on passport)');
    await fullName.waitFor();
    // A form that takes no input until the script runs is fine too; one that drops it is not.
    const editable = await fullName.isEditable();
    if (editable) await fullName.fill('Khadija Yusuf');
    release();
    await waitForHydration(page);
    if (editable) {
      expect(await fullName.inputValue()).toBe('Khadija Yusuf');
      await form.getByRole('button', { name: 'Submit Booking Request' }).click();
      await page.getByText('Package Required').first().waitFor();
      expect(await page.getByText('Full name is required').count()).toBe(0);
    } else {
      await fullName.fill('Khadija Yusuf');
      expect(await fullName.inputValue()).toBe('Khadija Yusuf');
    }
    await page.close();
  });
});
