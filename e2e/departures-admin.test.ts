// Staff add a departure to a package, find it on the Departures screen and run it from its page
// (seats held by hand, the waiting list in order). Chromium against the emulator stack. The
// screens are kept as screenshots in test-results/ (and in SHOTS_DIR when set) to be looked at.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { formatDay } from '@umrah/domain/model/admin-format';
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../functions/src/platform/firebase/firebase';
import { aStoredBooking } from '../functions/test-support/fixtures';
import { seriousA11yViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { ADMIN, resetToSeed } from './support/seed';

let staff: BrowserSession;
const PACKAGE = 'December Holiday Umrah';
const departureDate = addDays(todayInTimeZone(), 120);
let departurePath = '';

beforeAll(async () => {
  await resetToSeed();
  staff = await openBrowser();
});
afterAll(async () => {
  await staff?.close();
});

const toast = (text: string) =>
  staff.page.getByText(text, { exact: false }).first().waitFor({ timeout: 15_000 });

async function shoot(page: Page, name: string) {
  const dirs = ['test-results', process.env['SHOTS_DIR']].filter((d): d is string => !!d);
  for (const dir of dirs) {
    await mkdir(dir, { recursive: true });
    await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
  }
}

async function shootElement(element: Locator, name: string) {
  const dirs = ['test-results', process.env['SHOTS_DIR']].filter((d): d is string => !!d);
  for (const dir of dirs) {
    await mkdir(dir, { recursive: true });
    await element.screenshot({ path: join(dir, `${name}.png`) });
  }
}

/** The page does not scroll sideways: nothing is wider than the window. */
async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
  );
}

describe("a package's departure, from the package to its own page", () => {
  it('staff add a departure in the package dialog', async () => {
    const { page } = staff;
    await page.goto('/admin');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    // The sign-in page's session check answers 401 before signing in: not an error of these screens.
    staff.errors.length = 0;
    await page.goto('/admin/packages');
    await page
      .getByRole('listitem', { name: PACKAGE })
      .getByRole('button', { name: 'Edit' })
      .click();
    const pkgDialog = page.getByRole('dialog', { name: 'Edit Package' });
    const section = pkgDialog.getByRole('region', { name: 'Departures' });
    await section.getByRole('button', { name: 'Add departure' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add departure' });
    await dialog.getByLabel('Departure date').fill(departureDate);
    // The return date follows from the package's nights.
    await expect.poll(() => dialog.getByLabel('Return date').inputValue()).not.toBe('');
    await dialog.getByLabel('Airline').fill('Saudia');
    await dialog.getByLabel('Flight numbers').fill('SV 72 / SV 71');
    await dialog.getByLabel('Departure airport').fill('YUL');
    await dialog.getByLabel('Departure time').fill('18:45');
    await dialog.getByLabel(/^Capacity/).fill('30');
    await shootElement(dialog, 'departure-form-1280');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(`Departure of ${formatDay(departureDate)} added`);
    const item = section.getByRole('listitem', {
      name: new RegExp(`^${formatDay(departureDate)}`),
    });
    await item.waitFor();
    // Two seats for the tour leader.
    await item.getByRole('button', { name: 'Hold seats' }).click();
    const hold = page.getByRole('dialog', { name: 'Hold seats' });
    await hold.getByLabel('For whom').fill('Tour leader');
    await hold.getByLabel(/^Seats/).fill('2');
    await hold.getByRole('button', { name: 'Hold' }).click();
    await item.getByText('Tour leader: 2 seats').waitFor();
    expect(
      await item
        .getByText('Left', { exact: true })
        .locator('xpath=following-sibling::dd')
        .textContent(),
    ).toBe('28');
    await item.scrollIntoViewIfNeeded();
    await shoot(page, 'package-departures-1280');
    // Saving a departure did not close or save the package dialog.
    expect(await pkgDialog.isVisible()).toBe(true);
    // On a phone the dialog takes the screen; the section fits its width.
    await page.setViewportSize({ width: 375, height: 800 });
    await item.scrollIntoViewIfNeeded();
    expect((await section.boundingBox())?.width ?? 999).toBeLessThanOrEqual(375);
    await shootElement(section, 'package-departures-375');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('the Departures screen lists it with its seats and opens its page', async () => {
    const { page } = staff;
    await page.goto('/admin/departures');
    const row = page.getByRole('listitem', { name: new RegExp(`^${PACKAGE}, `) });
    await row.waitFor();
    expect(await row.textContent()).toContain(formatDay(departureDate));
    expect(
      await row
        .getByText('Held', { exact: true })
        .locator('xpath=following-sibling::dd')
        .textContent(),
    ).toBe('2');
    await shoot(page, 'departures-screen-1280');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await row.getByRole('link', { name: /^Open the departure of/ }).click();
    await page.waitForURL(/\/admin\/departures\/[^/]+$/);
    departurePath = new URL(page.url()).pathname;
    await page
      .getByRole('heading', { name: `Departure of ${formatDay(departureDate)}`, level: 1 })
      .waitFor();
  });

  it('its page shows the waiting list in order, first in line marked, at 1280 and 375 px', async () => {
    const id = departurePath.split('/').pop() ?? '';
    const departure = (await db().collection('departures').doc(id).get()).data() ?? {};
    const waiting = (name: string, minutes: number) =>
      aStoredBooking(departureDate, {
        fullName: name,
        packageId: departure['packageId'],
        packageTitle: PACKAGE,
        departureId: id,
        waitingList: true,
        seatsHeld: 0,
        language: 'en',
        receivedAt: new Date(Date.now() - minutes * 60_000),
      });
    await db().collection('bookings').doc('e2eWaitFirst').set(waiting('Bilal Aziz', 30));
    await db().collection('bookings').doc('e2eWaitSecond').set(waiting('Chaima Idris', 10));
    const { page } = staff;
    await page.goto(departurePath);
    const list = page.getByRole('list', { name: 'Waiting list in order' });
    await list.getByRole('listitem').first().waitFor();
    const names = await list
      .getByRole('listitem')
      .evaluateAll((items) => items.map((i) => i.getAttribute('aria-label')));
    expect(names).toEqual(['Bilal Aziz', 'Chaima Idris']);
    await list.getByRole('listitem', { name: 'Bilal Aziz' }).getByText('First in line').waitFor();
    await shoot(page, 'departure-page-1280');
    expect(await fitsWidth(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await list.getByRole('listitem').first().waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await shoot(page, 'departure-page-375');
    await page.goto('/admin/departures');
    await page.getByRole('listitem', { name: new RegExp(`^${PACKAGE}, `) }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await shoot(page, 'departures-screen-375');
    expect(staff.errors).toEqual([]);
  });

  it('the bookings list chooses the departure by typing in its chooser, at 1280 and 375 px', async () => {
    const { page } = staff;
    const id = departurePath.split('/').pop() ?? '';
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/bookings');
    const chooser = page.getByRole('combobox', { name: 'Departure' });
    await chooser.click();
    await chooser.fill('December Holiday');
    await page.getByRole('option', { name: `${formatDay(departureDate)} · ${PACKAGE}` }).click();
    await page.waitForURL((url) => url.searchParams.get('departure') === id);
    await page.getByRole('listitem', { name: 'Bilal Aziz' }).waitFor();
    await page.getByRole('listitem', { name: 'Chaima Idris' }).waitFor();
    expect(await chooser.inputValue()).toBe(`${formatDay(departureDate)} · ${PACKAGE}`);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await page.getByRole('listitem', { name: 'Bilal Aziz' }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await shoot(page, 'bookings-departure-chooser-375');
    expect(staff.errors).toEqual([]);
  });
});
