// Staff fill a booking's travellers and see the departure's readiness board: the booking page's
// Travellers section (readiness chips, the edit form with the shared schema) and the board
// (travellers × rules, the "not ready" filter, the CSV link). Chromium against the emulator
// stack; the screens are kept as screenshots in test-results/ (and in SHOTS_DIR when set).
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { addDays, addMonths, todayInTimeZone } from '@umrah/domain/model/dates';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../functions/src/platform/firebase/firebase';
import { aStoredBooking } from '../functions/test-support/fixtures';
import { seriousA11yViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { ADMIN, resetToSeed } from './support/seed';

let staff: BrowserSession;
const today = todayInTimeZone();
const departureDate = addDays(today, 100);
const returnDate = addDays(departureDate, 14);
const bookingId = 'e2eTravellersBooking';
const departureId = 'e2eTravellersDeparture';

beforeAll(async () => {
  await resetToSeed();
  const pkg = (await db().collection('packages').where('isPublished', '==', true).limit(1).get())
    .docs[0];
  await db()
    .collection('departures')
    .doc(departureId)
    .set({
      packageId: pkg?.id ?? 'p1',
      departureDate,
      returnDate,
      capacity: 30,
      status: 'open',
      bookedSeats: 2,
      manualHolds: [],
      createdAt: new Date(),
    });
  await db()
    .collection('bookings')
    .doc(bookingId)
    .set(
      aStoredBooking(departureDate, {
        packageId: pkg?.id ?? 'p1',
        packageSlug: pkg?.get('slug') as string,
        packageTitle: pkg?.get('title') as string,
        fullName: 'Aisha Rahman',
        departureId,
        status: 'confirmed',
        seatsHeld: 2,
        numberOfTravelers: 2,
      }),
    );
  staff = await openBrowser();
});
afterAll(async () => {
  await staff?.close();
});

async function shoot(page: Page, name: string) {
  const dirs = ['test-results', process.env['SHOTS_DIR']].filter((d): d is string => !!d);
  for (const dir of dirs) {
    await mkdir(dir, { recursive: true });
    await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
  }
}

describe('travellers and readiness, for staff', () => {
  it('staff fill traveller 1 on the booking page; a wrong passport number is refused clearly', async () => {
    const { page } = staff;
    await page.goto('/admin');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    staff.errors.length = 0;

    await page.goto(`/admin/bookings/${bookingId}`);
    const section = page.getByRole('region', { name: 'Travellers' });
    await section.getByText('0 of 2 ready to fly.').waitFor();
    // The lead contact prefills traveller 1.
    await section.getByText('1. RAHMAN, Aisha').waitFor();
    await section.getByRole('button', { name: 'Edit traveller 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Traveller 1' });
    await dialog.getByLabel('Date of birth').fill('1985-04-12');
    // Countries from the ISO 3166 list, sent as their codes.
    await dialog.getByRole('combobox', { name: 'Nationality' }).click();
    await page.getByRole('option', { name: 'Canada (CAN)' }).click();
    await dialog.getByLabel('Passport number').fill('AB!');
    await dialog.getByRole('combobox', { name: 'Issuing country' }).click();
    await page.getByRole('option', { name: 'Pakistan (PAK)' }).click();
    // What the hotels must know, ticked by staff.
    await dialog.getByRole('checkbox', { name: 'Uses a wheelchair' }).check();
    await shoot(page, 'traveller-dialog-countries-needs-1280');
    await dialog.getByLabel('Passport issue date').fill('2022-01-10');
    await dialog.getByLabel('Passport expiry date').fill(addMonths(returnDate, 7));
    await dialog.getByLabel('Vaccination date').fill(addDays(today, -20));
    await dialog.getByLabel('Emergency contact name').fill('Yusuf Rahman');
    await dialog.getByLabel('Emergency contact phone').fill('+1 416 555 0199');
    await dialog.getByRole('switch', { name: 'Photo received' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog
      .getByText('Passport number must be 5 to 15 letters and digits, as on the passport')
      .waitFor();
    await dialog.getByLabel('Passport number').fill('hk 123456');
    // Selects: sex, vaccine type.
    await dialog.getByRole('combobox', { name: 'Sex' }).click();
    await page.getByRole('option', { name: 'F', exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Vaccine type' }).click();
    await page.getByRole('option', { name: /^Conjugate/ }).click();
    await dialog.getByRole('combobox', { name: 'Visa status' }).click();
    await page.getByRole('option', { name: 'Issued' }).click();
    await dialog.getByLabel('Visa number').fill('6012345678');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Traveller 1 saved').first().waitFor({ timeout: 15_000 });
    const stored = (await db().collection('travellers').doc(`${bookingId}_1`).get()).data();
    expect(stored).toMatchObject({
      nationality: 'CAN',
      passportIssuingCountry: 'PAK',
      needs: ['wheelchair'],
    });

    const first = section.getByRole('listitem', { name: 'Traveller 1' });
    await first.getByText('Passport HK123456').waitFor();
    // Everything but the money: the booking has no price yet.
    expect(await first.getByRole('img', { name: /: OK\./ }).count()).toBe(5);
    expect(await first.getByRole('img', { name: /^Paid in full: Missing\./ }).count()).toBe(1);
    await shoot(page, 'booking-travellers-1280');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 375, height: 800 });
    await first.scrollIntoViewIfNeeded();
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);
    await shoot(page, 'booking-travellers-375');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('the departure page shows the readiness board, filters who is not ready, offers the CSV', async () => {
    const { page } = staff;
    await page.goto(`/admin/departures/${departureId}`);
    const board = page.getByRole('table', { name: 'Readiness board' });
    await board.waitFor();
    await page.getByText('0 of 2 travellers ready.').waitFor();
    await board.getByRole('row', { name: 'RAHMAN, Aisha' }).waitFor();
    // A list: no passport numbers.
    expect(await board.textContent()).not.toContain('HK123456');
    await shoot(page, 'readiness-board-1280');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('switch', { name: 'Not ready only' }).check();
    expect(await board.getByRole('row').count()).toBe(3);
    const csv = page.getByRole('link', { name: 'Download CSV' });
    expect(await csv.getAttribute('href')).toBe(
      `/api/admin/departures/${departureId}/readiness?format=csv`,
    );
    expect(staff.errors).toEqual([]);
  });

  it('staff remind one traveller missing the photo from the board; the mail shows on the booking page', async () => {
    const { page } = staff;
    await page.goto(`/admin/departures/${departureId}`);
    const board = page.getByRole('table', { name: 'Readiness board' });
    await board.waitFor();
    await page.getByRole('checkbox', { name: 'Tick traveller 2 of Aisha Rahman' }).check();
    await page.getByRole('button', { name: 'Remind about Photo (1 traveller)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remind about photo?' });
    await dialog.getByText('1 traveller in 1 booking still miss it.', { exact: false }).waitFor();
    await shoot(page, 'readiness-reminder-dialog-1280');
    await dialog.getByRole('button', { name: 'Send reminder' }).click();
    await page.getByText('Reminder about photo sent to 1 booking (1 traveller)').waitFor();
    const mails = (await db().collection('mail').get()).docs
      .map((d) => d.get('message.subject') as string)
      .filter((subject) => subject.startsWith('Reminder: photo'));
    expect(mails).toHaveLength(1);

    await page.goto(`/admin/bookings/${bookingId}`);
    await page.getByText(/^To this booking: Reminder: photo still needed for your Umrah/).waitFor();
    expect(staff.errors).toEqual([]);
  });
});
