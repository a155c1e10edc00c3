// Finding a package on /packages (filters in the address, a plain form before any script, the
// page script re-filtering at once after) and joining a sold-out package's waiting list.
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import { packageFactsOf } from '@umrah/domain/model/package-filters';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../functions/src/platform/firebase/firebase';
import { seedPackages } from '../seed/content';
import { openBrowser, type BrowserSession } from './support/browser';
import { resetToSeed } from './support/seed';

const published = seedPackages.filter((p) => p.isPublished);
const ramadanTitles = published
  .filter((p) => packageFactsOf(p).ramadan)
  .map((p) => p.title)
  .sort();
const SOLD_OUT = published.find((p) => p.seatsLeft === 0)!;

/** The titles of the cards a visitor sees, in page order. */
async function visibleTitles(page: Page): Promise<string[]> {
  return page
    .locator('[data-package-list] article:visible h2')
    .evaluateAll((headings) => headings.map((h) => h.textContent ?? ''));
}

beforeAll(async () => {
  await resetToSeed();
});

describe('/packages before any script runs', () => {
  let noJs: BrowserSession;
  beforeAll(async () => {
    noJs = await openBrowser({ javaScriptEnabled: false });
  });
  afterAll(async () => {
    await noJs?.close();
  });

  it('applies the filters in the address on the server, kept out of search results', async () => {
    const { page } = noJs;
    const res = await page.goto('/packages?ramadan=1');
    expect(res?.status()).toBe(200);
    expect((await visibleTitles(page)).sort()).toEqual(ramadanTitles);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/packages$/);
  });

  it('the form is a plain GET form: sorting by price lands on its canonical address', async () => {
    const { page } = noJs;
    await page.goto('/packages');
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    await page.getByLabel('Sort by').selectOption('price');
    await page.getByRole('button', { name: 'Show packages' }).click();
    await page.waitForURL(/\/packages\?sort=price$/);
    const prices = published
      .slice()
      .sort((a, b) => a.price - b.price)
      .map((p) => p.title);
    expect(await visibleTitles(page)).toEqual(prices);
  });

  it('says when nothing matches, with a link that clears the filters', async () => {
    const { page } = noJs;
    await page.goto('/packages?priceMax=100');
    expect(await visibleTitles(page)).toEqual([]);
    await page.getByText('No packages match these filters.').waitFor();
    await page.getByRole('link', { name: 'Clear filters' }).last().click();
    await page.waitForURL(/\/packages$/);
    expect(await visibleTitles(page)).toHaveLength(published.length);
  });
});

describe('/packages once interactive', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(async () => {
    await session?.close();
  });

  it('re-filters at once without a reload and keeps the address in step', async () => {
    const { page } = session;
    await page.goto('/packages');
    await page.waitForLoadState('networkidle');
    // A mark on this document: a reload or a navigation would lose it.
    await page.evaluate(() => {
      (window as unknown as { stay: boolean }).stay = true;
    });
    await page.getByLabel('Ramadan trips only').check();
    await expect.poll(() => visibleTitles(page).then((t) => t.sort())).toEqual(ramadanTitles);
    expect(new URL(page.url()).search).toBe('?ramadan=1');
    await page.getByLabel('Ramadan trips only').uncheck();
    await page.getByLabel('Sort by').selectOption('departure');
    const byDeparture = published
      .filter((p) => p.departureDate)
      .sort((a, b) => (a.departureDate! < b.departureDate! ? -1 : 1))
      .map((p) => p.title);
    await expect
      .poll(async () => (await visibleTitles(page)).slice(0, byDeparture.length))
      .toEqual(byDeparture);
    expect(new URL(page.url()).search).toBe('?sort=departure');
    await page.getByRole('spinbutton', { name: 'Highest price' }).fill('100');
    await page.getByText('No packages match these filters.').waitFor();
    await page.getByRole('link', { name: 'Clear filters' }).last().click();
    await expect.poll(() => visibleTitles(page).then((t) => t.length)).toBe(published.length);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => (window as unknown as { stay?: boolean }).stay)).toBe(true);
    expect(session.errors).toEqual([]);
  });
});

describe('a sold-out package', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser({ viewport: { width: 375, height: 800 } });
  });
  afterAll(async () => {
    await session?.close();
  });

  it('is marked on its card and page, and its waiting list takes a booking request', async () => {
    const { page } = session;
    await page.goto('/packages');
    await page
      .getByRole('article', { name: SOLD_OUT.title })
      .getByText('Sold out', { exact: true })
      .waitFor();
    await page.goto(`/packages/${SOLD_OUT.slug}`);
    expect(await page.getByRole('link', { name: 'Book Now' }).count()).toBeLessThanOrEqual(1);
    await page.getByText('This package is sold out.').waitFor();
    await page.getByRole('link', { name: 'Join the waiting list' }).first().click();
    await page.waitForURL(new RegExp(`/booking\\?package=${SOLD_OUT.slug}`));

    const form = page.getByRole('form', { name: 'Booking request form' });
    await form.getByLabel('Full name (as on passport)').fill('Yusuf Ahmed');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('yusuf@example.com');
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('+1 416 555 0177');
    await expect
      .poll(() =>
        form
          .getByLabel('Umrah package')
          .evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.text),
      )
      .toBe(`${SOLD_OUT.title} (sold out: waiting list)`);
    await form.getByLabel('Preferred travel date').fill(addDays(todayInTimeZone(), 120));
    await form.getByRole('checkbox', { name: /I agree/ }).check();
    await form.getByRole('button', { name: 'Join the Waiting List' }).click();
    await page
      .getByRole('heading', { name: "You're on the Waiting List!" })
      .waitFor({ timeout: 20_000 });
    // The seed's demo booking (the payment flow) is there too: look only at this visitor's.
    const stored = (
      await db().collection('bookings').where('fullName', '==', 'Yusuf Ahmed').get()
    ).docs.map((d) => d.data());
    expect(stored).toEqual([
      expect.objectContaining({
        fullName: 'Yusuf Ahmed',
        packageTitle: SOLD_OUT.title,
        waitingList: true,
      }),
    ]);
  });

  it('is not offered on the booking form for a plain booking', async () => {
    const { page } = session;
    await page.goto('/booking');
    const options = await page
      .getByLabel('Umrah package')
      .locator('option')
      .evaluateAll((els) => els.map((el) => el.textContent ?? ''));
    expect(options).not.toContain(SOLD_OUT.title);
    expect(options.some((o) => o.includes(SOLD_OUT.title))).toBe(false);
  });
});

describe('/packages with more packages than one page', () => {
  const RAMADAN = published.find((p) => packageFactsOf(p).ramadan)!;
  const COPIES = 13;
  let session: BrowserSession;
  beforeAll(async () => {
    // Copies of a Ramadan package, so the Ramadan filter alone also fills more than a page.
    const batch = db().batch();
    for (let i = 1; i <= COPIES; i++) {
      batch.set(db().collection('packages').doc(`copy-${i}`), {
        ...RAMADAN,
        slug: `${RAMADAN.slug}-copy-${i}`,
        title: `${RAMADAN.title} (group ${i})`,
        createdAt: new Date(),
      });
    }
    await batch.commit();
    session = await openBrowser();
  });
  afterAll(async () => {
    await session?.close();
    await resetToSeed();
  });

  it('shows one page, fetches the filtered page from the server without a reload, and pages on', async () => {
    const { page } = session;
    const total = published.length + COPIES;
    const ramadanTotal = ramadanTitles.length + COPIES;
    await page.goto('/packages');
    await page.waitForLoadState('networkidle');
    expect(await visibleTitles(page)).toHaveLength(12);
    await page.getByText(`${total} packages`, { exact: true }).waitFor();
    await page.getByText(`Page 1 of ${Math.ceil(total / 12)}`).waitFor();
    await page.evaluate(() => {
      (window as unknown as { stay: boolean }).stay = true;
    });

    await page.getByLabel('Ramadan trips only').check();
    await page.getByText(`${ramadanTotal} of ${total} packages`, { exact: true }).waitFor();
    expect(new URL(page.url()).search).toBe('?ramadan=1');
    const first = await visibleTitles(page);
    expect(first).toHaveLength(12);
    expect(await page.evaluate(() => (window as unknown as { stay?: boolean }).stay)).toBe(true);

    // The pager is a plain link: the next page keeps the filter.
    await page.getByRole('link', { name: 'Next page' }).click();
    await page.waitForURL(/\/packages\?ramadan=1&page=2$/);
    const second = await visibleTitles(page);
    expect(second).toHaveLength(ramadanTotal - 12);
    expect([...first, ...second].sort()).toEqual(
      [
        ...ramadanTitles,
        ...Array.from({ length: COPIES }, (_, i) => `${RAMADAN.title} (group ${i + 1})`),
      ].sort(),
    );
    await page.getByRole('link', { name: 'Previous page' }).waitFor();

    // Nothing matches: the empty state's link, swapped in by the script, still clears.
    await page.getByRole('spinbutton', { name: 'Highest price' }).fill('100');
    await page.getByText('No packages match these filters.').waitFor();
    await page.getByRole('link', { name: 'Clear filters' }).last().click();
    await page.getByText(`${total} packages`, { exact: true }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(await visibleTitles(page)).toHaveLength(12);
    expect(session.errors).toEqual([]);
  });
});
