// A visitor's journey in Chromium against the emulator stack, with axe on every public route.
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../functions/src/platform/firebase/firebase';
import { seriousA11yViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { resetToSeed } from './support/seed';

let session: BrowserSession;
let packageSlug = '';

beforeAll(async () => {
  await resetToSeed();
  const snap = await db().collection('packages').where('slug', '==', 'premium-5-star-umrah').get();
  packageSlug = snap.docs[0]?.get('slug') as string;
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/packages',
  '/packages/premium-5-star-umrah',
  '/blogs',
  '/blogs/umrah-visa-from-canada',
  '/contact',
  '/booking',
  '/past-trips',
  '/no-such-page',
];

describe('public pages', () => {
  it.each(PUBLIC_ROUTES)(
    '%s has no serious accessibility violations and its own title',
    async (path) => {
      const { page } = session;
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(await page.title()).toContain('Noor Haramain Travels');
    },
  );

  it('the CSP reported no violation', () => {
    expect(session.errors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);
  });
});

describe('a visitor books a package', () => {
  it('goes from home to a package and books it with the package preselected', async () => {
    const { page } = session;
    await page.goto('/');
    await page.getByRole('link', { name: 'Explore Packages' }).first().click();
    await page.getByRole('heading', { name: 'Our Umrah Packages' }).waitFor();
    await page.locator(`a[href="/packages/${packageSlug}"]`).first().click();
    await page.getByRole('heading', { level: 1, name: 'Premium 5-Star Umrah' }).waitFor();
    // Pricing cards follow the spec: here all three room prices exist, so no Standard card.
    for (const name of ['Quad', 'Triple', 'Double']) {
      expect(await page.getByRole('heading', { level: 3, name }).count()).toBe(1);
    }
    expect(await page.getByRole('heading', { level: 3, name: 'Standard' }).count()).toBe(0);
    await page
      .getByRole('article', { name: 'Double' })
      .getByRole('link', { name: 'Book Now' })
      .click();
    await page.waitForURL(/\/booking\?package=premium-5-star-umrah/);
    const select = page.getByLabel('Umrah package');
    await expect
      .poll(() => select.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.text))
      .toBe('Premium 5-Star Umrah');
  });

  it('shows the validation errors, then submits', async () => {
    const { page } = session;
    await page.goto('/booking');
    const form = page.getByRole('form', { name: 'Booking request form' });
    await form.waitFor();
    await form.getByRole('button', { name: 'Submit Booking Request' }).click();
    await page.getByText('Package Required').first().waitFor();
    expect(await page.getByText('Full name is required').count()).toBeGreaterThan(0);

    await form.getByLabel('Full name (as on passport)').fill('Aisha Rahman');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('aisha@example.com');
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('+1 416 555 0142');
    await form.getByLabel('Umrah package').selectOption({ label: 'Economy Umrah 14 Days' });
    await form.getByLabel('Number of travellers').selectOption({ label: '3 People' });
    await form.getByLabel('Preferred travel date').fill(addDays(todayInTimeZone(), 90));
    await form.getByRole('checkbox', { name: /I agree/ }).check();
    await form.getByRole('button', { name: 'Submit Booking Request' }).click();
    // The toast, and the confirmation that stays where the form was.
    const confirmation = page.getByRole('region', { name: 'Booking Request Submitted!' });
    await confirmation.waitFor({ timeout: 15_000 });
    await confirmation.getByRole('button', { name: 'Send another request' }).click();
    expect(await form.getByLabel('Full name (as on passport)').inputValue()).toBe('');
    // Hers only: the seed holds a confirmed demo booking too.
    const stored = (
      await db().collection('bookings').where('email', '==', 'aisha@example.com').get()
    ).docs.map((d) => d.data());
    expect(stored).toEqual([
      expect.objectContaining({ fullName: 'Aisha Rahman', numberOfTravelers: 3, status: 'new' }),
    ]);
  });

  it('sends a contact message', async () => {
    const { page } = session;
    const usedChallenges = async () =>
      (await db().collection('usedChallenges').count().get()).data().count;
    const usedBefore = await usedChallenges();
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    // The spam check starts on the first focus, in the background: no puzzle to see.
    const challenge = page.waitForRequest((req) =>
      req.url().endsWith('/api/challenge?form=contact'),
    );
    await form.getByLabel('Name').fill('Omar Siddiqui');
    await challenge;
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('omar@example.com');
    await form
      .getByLabel('Message')
      .fill('Salaam, do you have group rates for 12 people in March?');
    const post = page.waitForRequest((req) => req.url().endsWith('/api/contact'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(JSON.parse((await post).postData() ?? '{}')).toHaveProperty(
      'altcha',
      expect.stringMatching(/^[A-Za-z0-9+/]+=*$/),
    );
    const confirmation = page.getByRole('region', { name: 'Message Sent!' });
    await confirmation.waitFor({ timeout: 15_000 });
    await confirmation.getByRole('button', { name: 'Send another message' }).click();
    expect(await form.getByLabel('Name').inputValue()).toBe('');
    const stored = (await db().collection('messages').get()).docs.map((d) => d.data());
    expect(stored).toEqual([expect.objectContaining({ name: 'Omar Siddiqui', read: false })]);
    expect(await usedChallenges()).toBe(usedBefore + 1);

    // A second message from the same page solves a new challenge (each works once).
    await form.getByLabel('Name').fill('Omar Siddiqui');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('omar@example.com');
    await form.getByLabel('Message').fill('And for 20 people in April?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect
      .poll(async () => (await db().collection('messages').count().get()).data().count, {
        timeout: 15_000,
      })
      .toBe(2);
  });
});

describe('layout and preferences', () => {
  it('the mobile menu at 375 px opens from the right and closes on selection', async () => {
    const mobile = await openBrowser({ viewport: { width: 375, height: 800 } });
    try {
      const { page } = mobile;
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await menu.waitFor();
      await menu.getByRole('link', { name: 'Blogs' }).click();
      await page.waitForURL(/\/blogs$/);
      await menu.waitFor({ state: 'hidden' });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth > window.innerWidth,
      );
      expect(overflow).toBe(false);
    } finally {
      await mobile.close();
    }
  });

  it('dark mode survives a reload', async () => {
    const { page } = session;
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Dark mode' }).first();
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true);
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    await toggle.click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(false);
  });

  it('an unknown path shows the 404 card', async () => {
    const { page } = session;
    await page.goto('/this/does/not/exist');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to Home' }).count()).toBeGreaterThan(0);
  });
});
