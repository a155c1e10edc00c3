// Public pages are the server's HTML; the browser wakes only their islands (web/src/public).
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPackages } from '../seed/content';
import { openBrowser, type BrowserSession } from './support/browser';
import { resetToSeed } from './support/seed';

const HERO_HEADING = 'Embark on the Journey of a Lifetime';
const published = seedPackages.filter((p) => p.isPublished);
const drafts = seedPackages.filter((p) => !p.isPublished);
const detail = published.find((p) => p.slug === 'premium-5-star-umrah')!;

/** React's production build names its error pages: a phrase found in react-dom, not in ours. */
const REACT_MARK = 'react.dev/errors';
/** A phrase of yup's own messages: it is in the rules' chunk, whatever the build names it. */
const YUP_MARK = 'is a required field';

/** Every script the page fetches, as text, to tell which libraries reached the browser. */
function collectScripts(page: Page): { texts: () => Promise<string[]>; stop: () => void } {
  const scripts: Promise<string>[] = [];
  const onResponse = (res: Response) => {
    if (res.request().resourceType() === 'script') scripts.push(res.text().catch(() => ''));
  };
  page.on('response', onResponse);
  return {
    texts: () => Promise.all(scripts),
    stop: () => page.off('response', onResponse),
  };
}

/** Waits until every island that wakes at load has been hydrated and requests have settled. */
async function waitForIslands(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator('[data-island][data-when="load"]:not([data-hydrated])').count(), {
      timeout: 15_000,
    })
    .toBe(0);
  await page.waitForLoadState('networkidle');
}

/**
 * Holds back the page's scripts until the returned function is called: the page stays the
 * server's markup meanwhile, as on a slow phone, and the test acts on it before any script ran.
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
      // The page's styles are one shared, cacheable file, not inline CSS (and its print rules
      // one more, for print only).
      const sheets = page.locator('link[rel="stylesheet"][href^="/assets/"]');
      expect(
        await sheets.evaluateAll((links) => links.map((l) => l.getAttribute('media'))),
      ).toEqual([null, 'print']);
      expect(await page.locator('style').count()).toBeLessThanOrEqual(1);
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
  });

  it('the FAQ opens without a script (native <details>)', async () => {
    const { page } = noJs;
    await page.goto('/');
    const question = page.locator('details summary').first();
    const details = page.locator('details').first();
    expect(await details.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    await question.click();
    expect(await details.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
  });

  it('the mobile menu opens without a script (popover)', async () => {
    const mobile = await openBrowser({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 800 },
    });
    try {
      const { page } = mobile;
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Mobile' }).waitFor();
    } finally {
      await mobile.close();
    }
  });
});

describe('with JavaScript, only the islands run React', () => {
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
    '/about',
    '/privacy',
  ])('%s loads without console or page errors', async (path) => {
    const { page, errors } = session;
    errors.length = 0;
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await waitForIslands(page);
    expect(errors).toEqual([]);
  });

  it.each([
    '/',
    '/packages',
    `/packages/${detail.slug}`,
    '/blogs',
    '/past-trips',
    '/about',
    '/privacy',
  ])('%s, a page without a form, loads no React at all', async (path) => {
    const { page } = session;
    const scripts = collectScripts(page);
    try {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const texts = await scripts.texts();
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.some((text) => text.includes(REACT_MARK))).toBe(false);
      // Home's contact form is an island below the first screen: it wakes when scrolled near.
      expect(await page.locator('[data-island][data-when="load"]').count()).toBe(0);
      expect(await page.locator('[data-hydrated]').count()).toBe(0);
    } finally {
      scripts.stop();
    }
  });

  it('the booking page hydrates its form island at load, and React with it', async () => {
    const { page } = session;
    const scripts = collectScripts(page);
    try {
      await page.goto('/booking');
      await waitForIslands(page);
      expect((await scripts.texts()).some((text) => text.includes(REACT_MARK))).toBe(true);
      const island = page.locator('[data-island="booking-form"]');
      expect(await island.getAttribute('data-hydrated')).toBe('');
      expect(await island.locator('fieldset').first().isDisabled()).toBe(false);
      expect(await page.getByText('Loading the form…').count()).toBe(0);
    } finally {
      scripts.stop();
    }
  });

  it('the theme switch says whether dark mode is on, and the choice survives a reload', async () => {
    const { page, errors } = session;
    errors.length = 0;
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Dark mode' }).first();
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    // The next page starts dark before its first paint (theme-init.js), its switch pressed.
    await page.goto('/packages');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      false,
    );
    expect(errors).toEqual([]);
  });

  const navigations = [
    ...['/packages', '/'].map((from) => ({
      what: 'a package card',
      from,
      link: `main a[href="/packages/${detail.slug}"]`,
      path: `/packages/${detail.slug}`,
      heading: detail.title,
      title: detail.title,
    })),
    {
      what: 'the top bar’s Blogs link',
      from: '/packages',
      link: 'header nav a[href="/blogs"]',
      path: '/blogs',
      heading: 'Umrah Guides & Insights',
      title: 'Blog',
    },
  ];

  it.each(navigations)(
    '$what on $from opens $path as a plain page load',
    async ({ from, link, path, heading, title }) => {
      const { page, errors } = session;
      errors.length = 0;
      await page.goto(from);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => {
        (window as unknown as { __marker?: string }).__marker = 'first document';
      });
      await page.locator(link).first().click();
      await page.waitForURL((url) => url.pathname === path);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      // A new document (no client router): the marker is gone.
      expect(
        await page.evaluate(() => (window as unknown as { __marker?: string }).__marker),
      ).toBeUndefined();
      expect(await page.title()).toBe(`${title} | Noor Haramain Travels`);
      expect(errors).toEqual([]);
    },
  );

  it('public pages name their Speculation Rules in a header, which the site serves', async () => {
    const { page } = session;
    const res = await page.goto('/packages');
    expect(res?.headers()['speculation-rules']).toBe('"/speculation-rules.json"');
    const rules = await page.request.get('/speculation-rules.json');
    expect(rules.status()).toBe(200);
    expect(rules.headers()['content-type']).toContain('application/speculationrules+json');
    const body = (await rules.json()) as { prefetch?: unknown[] };
    expect(JSON.stringify(body)).toContain('/admin');
    expect(body.prefetch?.length).toBeGreaterThan(0);
  });

  it('pages load the forms’ rules (yup) only once a form is used', async () => {
    const { page, errors } = session;
    errors.length = 0;
    const scripts = collectScripts(page);
    const rulesLoaded = async () => (await scripts.texts()).some((t) => t.includes(YUP_MARK));
    try {
      for (const path of [`/packages/${detail.slug}`, '/blogs', '/booking']) {
        await page.goto(path);
        await waitForIslands(page);
        expect(await rulesLoaded(), path).toBe(false);
      }
      const fullName = page.getByLabel(/^Full name/);
      await expect.poll(() => fullName.isEnabled(), { timeout: 15_000 }).toBe(true);
      await fullName.focus();
      await expect.poll(rulesLoaded, { timeout: 15_000 }).toBe(true);
      // Then they check the form: a blurred empty field says what is wrong.
      await page.getByLabel(/^Email/).focus();
      await page.getByText('Full name is required').first().waitFor();
    } finally {
      scripts.stop();
    }
    expect(errors).toEqual([]);
  });

  it('the booking form shows its validation errors on submit', async () => {
    const { page, errors } = session;
    errors.length = 0;
    await page.goto('/booking');
    await waitForIslands(page);
    const form = page.getByRole('form', { name: 'Booking request form' });
    await form.getByRole('button', { name: 'Submit Booking Request' }).click();
    await page.getByText('Full name is required').first().waitFor();
    expect(await page.getByText('Package Required').count()).toBeGreaterThan(0);
    // Validation kept the visitor on the page (no native submission).
    expect(new URL(page.url()).pathname).toBe('/booking');
    expect(errors).toEqual([]);
  });

  it('the contact form wakes on first touch and sends nothing invalid', async () => {
    const { page, errors } = session;
    errors.length = 0;
    const scripts = collectScripts(page);
    try {
      await page.goto('/contact');
      await page.waitForLoadState('networkidle');
      const island = page.locator('[data-island="contact-form"]');
      expect(await island.count()).toBe(1);
      const form = page.getByRole('form', { name: 'Contact form' });
      await form.getByLabel('Name').click();
      await expect.poll(() => island.getAttribute('data-hydrated')).toBe('');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await page.getByText('Email is required').first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/contact');
    } finally {
      scripts.stop();
    }
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

  it('a page scrolled before the script ran stays where the visitor scrolled', async () => {
    const page = await session.context.newPage();
    const release = await holdScripts(page);
    // A module script runs before DOMContentLoaded: wait for the markup, not for that event.
    await page.goto('/packages', { waitUntil: 'commit' });
    await page.getByRole('contentinfo').waitFor({ state: 'attached' });
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
    await page.waitForTimeout(300); // the wheel's scroll has settled
    const scrolled = await scrollY(page);
    release();
    await page.waitForLoadState('networkidle');
    expect(Math.abs((await scrollY(page)) - scrolled)).toBeLessThan(50);
    await page.close();
  });

  it('the booking form takes typing before its script runs; only sending waits for it', async () => {
    const page = await session.context.newPage();
    const release = await holdScripts(page);
    await page.goto('/booking', { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Booking request form' });
    const fullName = form.getByLabel('Full name (as on passport)');
    await fullName.waitFor();
    expect(await fullName.isEditable()).toBe(true);
    await fullName.fill('Khadija Yusuf');
    // Sending waits for the island, and the button says so.
    const waiting = form.getByRole('button', { name: 'Getting ready to send…' });
    expect(await waiting.isDisabled()).toBe(true);
    release();
    await waitForIslands(page);
    expect(await fullName.inputValue()).toBe('Khadija Yusuf');
    await form.getByRole('button', { name: 'Submit Booking Request' }).click();
    await page.getByText('Package Required').first().waitFor();
    expect(await page.getByText('Full name is required').count()).toBe(0);
    expect(await fullName.inputValue()).toBe('Khadija Yusuf');
    await page.close();
  });
});
