// Staff run the site from the admin area: Chromium against the emulator stack.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { baseUrl, openBrowser, type BrowserSession } from './support/browser';
import { submitPassword, waitForText } from './support/admin';
import { ADMIN, resetToSeed } from './support/seed';

let session: BrowserSession;
let jpeg: Buffer;

beforeAll(async () => {
  await resetToSeed();
  jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#1f6b4a' } })
    .jpeg()
    .toBuffer();
  session = await openBrowser();
});
afterAll(async () => {
  await session?.close();
});

const toast = (text: string) => waitForText(session.page, text);
const login = (password?: string) => submitPassword(session.page, password);

describe('the admin area', () => {
  it('sends an unauthenticated visitor to the login page', async () => {
    await session.page.goto('/admin/packages');
    await expect
      .poll(() => new URL(session.page.url()).pathname, { timeout: 15_000 })
      .toBe('/admin');
  });

  it('refuses a wrong password, then signs in', async () => {
    await login('wrong-password');
    await toast('Login failed');
    await toast('Invalid credentials');
    await login();
    await toast('Login successful!');
    await expect
      .poll(() => new URL(session.page.url()).pathname, { timeout: 15_000 })
      .toBe('/admin/dashboard');
    expect(await session.page.getByText(ADMIN.username).count()).toBeGreaterThan(0);
    expect(await seriousA11yViolations(session.page)).toEqual([]);
  });

  it('creates a draft package with an uploaded image, publishes, edits and deletes it', async () => {
    const { page } = session;
    await page.goto('/admin/packages');
    await page.getByRole('button', { name: 'Add Package' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Package' });
    await dialog.getByLabel('Title').fill('Browser Test Umrah');
    expect(await dialog.getByLabel('Slug').inputValue()).toBe('browser-test-umrah');
    await dialog.getByLabel('Short description').fill('A package made by the browser test.');
    await dialog.getByLabel('Base price').fill('3150');
    await dialog.getByLabel('Nights in Makkah').fill('7');
    await dialog.getByLabel('Nights in Madinah').fill('5');
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await toast('Image uploaded successfully!');
    await expect.poll(() => dialog.getByLabel('Image URL').inputValue()).toMatch(/-1600\.webp/);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await toast('Package created successfully!');
    const row = page.getByRole('listitem', { name: 'Browser Test Umrah' });
    await row.getByText('Draft').waitFor();

    // A draft is not public.
    let visitor = await openBrowser();
    try {
      await visitor.page.goto('/packages');
      await visitor.page.getByRole('heading', { name: 'Our Umrah Packages' }).waitFor();
      await visitor.page.waitForLoadState('networkidle');
      expect(await visitor.page.getByText('Browser Test Umrah').count()).toBe(0);

      await row.getByRole('button', { name: 'Edit' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Package' });
      await edit.getByLabel('Published').check();
      await edit.getByLabel('Title').fill('Browser Test Umrah Deluxe');
      // The French tab, the English text as the hint under each field.
      await edit.getByRole('tab', { name: 'French' }).click();
      await edit.getByText('English: Browser Test Umrah Deluxe').waitFor();
      await edit.getByLabel('French title').fill('Omra test du navigateur');
      await edit.getByRole('button', { name: 'Save', exact: true }).click();
      await toast('Package updated successfully!');
      const saved = page.getByRole('listitem', { name: 'Browser Test Umrah Deluxe' });
      await saved.getByText('Published').waitFor();
      // Only the title is in French: the list flags the rest.
      await saved.getByText('French incomplete').waitFor();
      const api = await fetch(`${baseUrl}/api/packages/browser-test-umrah-deluxe`);
      expect(((await api.json()) as { fr: { title: string } }).fr.title).toBe(
        'Omra test du navigateur',
      );

      // Public answers may be cached by the browser for a minute: look as a new visitor.
      await visitor.close();
      visitor = await openBrowser();
      await visitor.page.goto('/packages');
      await visitor.page.getByText('Browser Test Umrah Deluxe').first().waitFor();
      // The slug followed the edited title (it still matched the old one).
      await visitor.page.goto('/packages/browser-test-umrah-deluxe');
      await visitor.page
        .getByRole('heading', { level: 1, name: 'Browser Test Umrah Deluxe' })
        .waitFor();
      // Only the base price exists: one Standard card.
      expect(await visitor.page.getByRole('heading', { level: 3, name: 'Standard' }).count()).toBe(
        1,
      );
    } finally {
      await visitor.close();
    }

    await page
      .getByRole('listitem', { name: 'Browser Test Umrah Deluxe' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await toast('Package deleted successfully!');
    await page
      .getByRole('listitem', { name: 'Browser Test Umrah Deluxe' })
      .waitFor({ state: 'detached' });
  });

  it('round-trips a review, a blog and a gallery item', async () => {
    const { page } = session;
    const cases = [
      {
        path: '/admin/reviews',
        noun: 'Review',
        title: 'E2E Reviewer',
        fill: async (d: ReturnType<typeof page.getByRole>) => {
          await d.getByLabel('Name').fill('E2E Reviewer');
          await d.getByLabel('Location').fill('Halifax, NS');
          await d.getByLabel('Comment').fill('Everything was organised with care.');
        },
        created: 'Review created successfully!',
        deleted: 'Review deleted successfully!',
      },
      {
        path: '/admin/blogs',
        noun: 'Blog',
        title: 'E2E Blog Post',
        fill: async (d: ReturnType<typeof page.getByRole>) => {
          await d.getByLabel('Title').fill('E2E Blog Post');
          await d.getByLabel('Excerpt').fill('Short.');
          await d.getByLabel('Content').fill('First paragraph.\n\nSecond paragraph.');
        },
        created: 'Blog created successfully!',
        deleted: 'Blog deleted successfully!',
      },
      {
        path: '/admin/gallery',
        noun: 'Gallery Item',
        title: 'E2E Trip',
        fill: async (d: ReturnType<typeof page.getByRole>) => {
          await d.getByLabel('Title').fill('E2E Trip');
          await d.getByLabel('Image URL').fill('/images/seed/quba-mosque-960.webp');
        },
        created: 'Gallery item added successfully!',
        deleted: 'Gallery item deleted successfully!',
      },
    ];
    for (const c of cases) {
      await page.goto(c.path);
      await page.getByRole('button', { name: `Add ${c.noun}` }).click();
      const dialog = page.getByRole('dialog', { name: `Add ${c.noun}` });
      await c.fill(dialog);
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await toast(c.created);
      const row = page.getByRole('listitem', { name: c.title });
      await row.waitFor();
      await row.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await toast(c.deleted);
      await row.waitFor({ state: 'detached' });
    }
  });

  it('changes the site name and a theme colour, seen on the public site', async () => {
    const { page } = session;
    await page.goto('/admin/settings');
    const name = page.getByLabel('Site name');
    await name.fill('Barakah Umrah Tours');
    const primary = page.getByLabel('Primary colour', { exact: true });
    await primary.fill('210 60% 30%');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await toast('Settings updated successfully!');
    const visitor = await openBrowser();
    try {
      await visitor.page.goto('/');
      await visitor.page.getByText('Barakah Umrah Tours').first().waitFor();
      const color = await visitor.page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--primary').trim(),
      );
      // hsl(210 60% 30%) is #1f4d7a, and the page's primary buttons are painted with it.
      expect(color.toLowerCase()).toBe('#1f4d7a');
      const button = visitor.page.locator('.btn--primary').first();
      expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
        'rgb(31, 77, 122)',
      );
    } finally {
      await visitor.close();
    }
  });

  it('refuses to add an admin while two-step sign-in is off, saying to turn it on first', async () => {
    // (Adding one with it on: e2e/two-step-sign-in.test.ts.)
    const { page } = session;
    await page.goto('/admin/users');
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByLabel('Username').fill('zainab');
    await dialog.getByLabel('Security email').fill('zainab@agency.example');
    await dialog.getByLabel(/^Password/).fill('zainab-pass-1');
    await dialog.getByLabel(/^Confirm password/).fill('zainab-pass-1');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await toast('Turn on two-step sign-in first');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByRole('listitem', { name: 'zainab' }).count()).toBe(0);
  });

  it('logs out and is sent back to the login page', async () => {
    const { page } = session;
    await page.goto('/admin/dashboard');
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await toast('Logged out successfully');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/admin');
    await page.goto('/admin/dashboard');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/admin');
  });

  it('reported no CSP violation', () => {
    expect(session.errors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);
  });
});
