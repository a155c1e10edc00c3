// Setting up a package and its dates in one place (issue 41 item 7): a toast never covers the
// package dialog's Save, a new package takes its first departure before a second visit, and a
// package with departures no longer asks for its own dates and seats. Chromium against the
// emulator stack, at 1280 and 375 px; screenshots kept in test-results/ (and SHOTS_DIR when set).
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { formatDay } from '@umrah/domain/model/admin-format';
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from './support/browser';
import { ADMIN, resetToSeed } from './support/seed';

let staff: BrowserSession;
const departureDate = addDays(todayInTimeZone(), 150);

beforeAll(async () => {
  await resetToSeed();
  staff = await openBrowser({ viewport: { width: 1280, height: 800 } });
  const { page } = staff;
  await page.goto('/admin');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/admin\/dashboard$/);
});
afterAll(async () => {
  await staff?.close();
});

async function shoot(target: Page | Locator, name: string) {
  const dirs = ['test-results', process.env['SHOTS_DIR']].filter((d): d is string => !!d);
  for (const dir of dirs) {
    await mkdir(dir, { recursive: true });
    const path = join(dir, `${name}.png`);
    if ('goto' in target) await target.screenshot({ path });
    else await target.screenshot({ path });
  }
}

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The toast on screen (MUI's Snackbar), once it has its place. */
async function toastBox(page: Page, text: string): Promise<Box> {
  const toast = page.locator('.MuiSnackbar-root').filter({ hasText: text });
  await toast.waitFor({ timeout: 15_000 });
  // Let its grow transition end before measuring.
  await page.waitForTimeout(400);
  const box = await toast.boundingBox();
  if (!box) throw new Error('the toast has no box');
  return box;
}

async function openPackage(page: Page, title: string) {
  await page.goto('/admin/packages');
  await page.getByRole('listitem', { name: title }).getByRole('button', { name: 'Edit' }).click();
  return page.getByRole('dialog', { name: 'Edit Package' });
}

describe("a package's dates, set up in its dialog", () => {
  it("a departure saved with Enter from a field on the left leaves the package's Save in view", async () => {
    const { page } = staff;
    const pkgDialog = await openPackage(page, 'Umrah Plus Istanbul');
    const section = pkgDialog.getByRole('region', { name: 'Departures' });
    // Without departures, the package's own dates and seats are asked.
    await section.getByText(/No departures yet/).waitFor();
    expect(await pkgDialog.getByLabel('Seats left').count()).toBe(1);
    await section.getByRole('button', { name: 'Add departure' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add departure' });
    await dialog.getByLabel('Departure date').fill(departureDate);
    await dialog.getByLabel(/^Capacity/).fill('30');
    // Enter in the left column's Airline field: the focus stays on the left.
    await dialog.getByLabel('Airline').fill('Saudia');
    await dialog.getByLabel('Airline').press('Enter');
    const toast = await toastBox(page, `Departure of ${formatDay(departureDate)} added`);
    const save = await pkgDialog.getByRole('button', { name: 'Save', exact: true }).boundingBox();
    const cancel = await pkgDialog
      .getByRole('button', { name: 'Cancel', exact: true })
      .boundingBox();
    await shoot(page, 'package-toast-1280');
    expect(save && overlaps(toast, save)).toBe(false);
    expect(cancel && overlaps(toast, cancel)).toBe(false);
    // Now that the package has a departure, its own dates and seats are no longer asked.
    await section
      .getByRole('listitem', { name: new RegExp(`^${formatDay(departureDate)}`) })
      .waitFor();
    await pkgDialog.getByText('Dates and seats are set on each departure').waitFor();
    expect(await pkgDialog.getByLabel('Seats left').count()).toBe(0);
    expect(await pkgDialog.getByLabel('Departure date', { exact: true }).count()).toBe(0);
    await pkgDialog.getByText('Dates and seats are set on each departure').scrollIntoViewIfNeeded();
    await shoot(page, 'package-own-dates-folded-1280');
  });

  it('a new package takes its first departure in the same dialog, at 1280 px', async () => {
    const { page } = staff;
    await page.goto('/admin/packages');
    await page.getByRole('button', { name: 'Add Package' }).click();
    const add = page.getByRole('dialog', { name: 'Add Package' });
    await add.getByLabel(/^Title/).fill('Spring Umrah 2027');
    await add.getByLabel('Short description').fill('Ten days in Makkah and Madinah');
    await add.getByLabel('Base price').fill('2999');
    await add.getByLabel('Nights in Makkah').fill('5');
    await add.getByLabel('Nights in Madinah').fill('5');
    await add.getByLabel('Image URL').fill('/images/spring.jpg');
    const section = add.getByRole('region', { name: 'Departures' });
    await section.scrollIntoViewIfNeeded();
    await shoot(add, 'package-new-departures-1280');
    await section.getByRole('button', { name: 'Save and add departure' }).click();

    const dialog = page.getByRole('dialog', { name: 'Add departure' });
    await dialog.getByLabel('Departure date').fill(departureDate);
    await expect.poll(() => dialog.getByLabel('Return date').inputValue()).not.toBe('');
    await dialog.getByLabel(/^Capacity/).fill('40');
    await dialog.getByLabel('Double price').fill('3400');
    // Clicked: the button turns disabled while it saves and the focus leaves it.
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Package' });
    const toast = await toastBox(page, `Departure of ${formatDay(departureDate)} added`);
    const save = await edit.getByRole('button', { name: 'Save', exact: true }).boundingBox();
    await shoot(page, 'package-new-toast-1280');
    expect(save && overlaps(toast, save)).toBe(false);
    const card = edit
      .getByRole('region', { name: 'Departures' })
      .getByRole('listitem', { name: new RegExp(`^${formatDay(departureDate)}`) });
    await card.waitFor();
    expect(await card.textContent()).toContain('Double $3,400');
    await card.scrollIntoViewIfNeeded();
    await page.waitForTimeout(5_500); // the toast leaves
    await shoot(page, 'package-new-with-departure-1280');
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('listitem', { name: 'Spring Umrah 2027' }).waitFor();
    // One package, not two: the second Save edited the first.
    expect(await page.getByRole('listitem', { name: 'Spring Umrah 2027' }).count()).toBe(1);
  });

  it('the same at 375 px: the new package dialog and its departures fit the phone', async () => {
    const { page } = staff;
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/admin/packages');
    await page.getByRole('button', { name: 'Add Package' }).click();
    const add = page.getByRole('dialog', { name: 'Add Package' });
    const section = add.getByRole('region', { name: 'Departures' });
    await section.scrollIntoViewIfNeeded();
    expect((await section.boundingBox())?.width ?? 999).toBeLessThanOrEqual(375);
    await shoot(page, 'package-new-departures-375');
    await add.getByRole('button', { name: 'Cancel', exact: true }).click();

    const pkgDialog = await openPackage(page, 'Spring Umrah 2027');
    const note = pkgDialog.getByText('Dates and seats are set on each departure');
    await note.scrollIntoViewIfNeeded();
    await shoot(page, 'package-own-dates-folded-375');
    const cards = pkgDialog.getByRole('region', { name: 'Departures' });
    await cards.scrollIntoViewIfNeeded();
    expect((await cards.boundingBox())?.width ?? 999).toBeLessThanOrEqual(375);
    await shoot(page, 'package-departures-375');

    // A second date from the phone: its toast stays clear of the package's Save.
    await cards.getByRole('button', { name: 'Add departure' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add departure' });
    const second = addDays(departureDate, 30);
    await dialog.getByLabel('Departure date').fill(second);
    await dialog.getByLabel(/^Capacity/).fill('40');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    const toast = await toastBox(page, `Departure of ${formatDay(second)} added`);
    const save = await pkgDialog.getByRole('button', { name: 'Save', exact: true }).boundingBox();
    const cancel = await pkgDialog
      .getByRole('button', { name: 'Cancel', exact: true })
      .boundingBox();
    await shoot(page, 'package-toast-375');
    expect(save && overlaps(toast, save)).toBe(false);
    expect(cancel && overlaps(toast, cancel)).toBe(false);
  });
});
