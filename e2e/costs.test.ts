// Staff cost a departure (issue 45): on the departure page's Costs section they add a hotel line in
// riyals (a form refused first, naming its fields), see the allotment warning (more quads sold
// than held), record a payment to the hotel at the sheet's rate and read the margin card.
// Chromium against the emulator stack. The cost sheet, the margin card and the allotment warning
// are kept as screenshots in test-results/ (and in SHOTS_DIR when set) to be looked at.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { DepartureCosts } from '@umrah/domain/model/costs';
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import type { RoomType } from '@umrah/domain/model/rooms';
import { confirmBookingSchema } from '@umrah/domain/schemas/payment-schemas';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmBooking } from '../functions/src/wings/bookings/confirm-booking';
import { addSupplier } from '../functions/src/wings/costs/suppliers';
import { db } from '../functions/src/platform/firebase/firebase';
import { aStoredBooking } from '../functions/test-support/fixtures';
import { seriousA11yViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { ADMIN, resetToSeed } from './support/seed';

let staff: BrowserSession;
const departureDate = addDays(todayInTimeZone(), 100);
const departureId = 'e2eCostsDeparture';
const PACKAGE_SLUG = 'december-holiday-umrah';

const BOOKINGS: { id: string; roomType: RoomType; travellers: number; total: string }[] = [
  { id: 'e2eCostsQuads', roomType: 'quad', travellers: 5, total: '17500' },
  { id: 'e2eCostsDouble', roomType: 'double', travellers: 2, total: '9000' },
];

beforeAll(async () => {
  await resetToSeed();
  const pkg = (await db().collection('packages').where('slug', '==', PACKAGE_SLUG).get()).docs[0];
  if (!pkg) throw new Error(`The seed has no package ${PACKAGE_SLUG}`);
  const now = new Date();
  await db()
    .collection('departures')
    .doc(departureId)
    .set({
      packageId: pkg.id,
      departureDate,
      returnDate: addDays(departureDate, 14),
      flights: {
        airline: 'Saudia',
        flightNumbers: 'SV 72 / SV 71',
        departureAirport: 'YYZ',
        departureTime: '21:40',
        connections: '',
      },
      capacity: 40,
      prices: { quad: null, triple: null, double: null, singleSupplement: null },
      depositDueDate: null,
      balanceDueDate: null,
      status: 'guaranteed',
      notes: '',
      fr: { notes: '', connections: '' },
      bookedSeats: 0,
      manualHolds: [],
      createdAt: now,
      updatedAt: now,
    });
  for (const b of BOOKINGS) {
    await db()
      .collection('bookings')
      .doc(b.id)
      .set(
        aStoredBooking(departureDate, {
          email: `${b.id.toLowerCase()}@example.com`,
          packageId: pkg.id,
          packageTitle: String(pkg.get('title') ?? ''),
          packageSlug: PACKAGE_SLUG,
          roomType: b.roomType,
          departureId,
          numberOfTravelers: b.travellers,
          seatsHeld: 0,
        }),
      );
    await confirmBooking(
      b.id,
      confirmBookingSchema.validateSync({
        roomType: b.roomType,
        numberOfTravelers: b.travellers,
        total: b.total,
        departureId,
        sendEmail: false,
      }),
    );
  }
  await addSupplier({ name: 'Makkah Towers Hotel', contact: '', currency: 'SAR', notes: '' });
  staff = await openBrowser();
}, 120_000);
afterAll(async () => {
  await staff?.close();
});

/** The element as it lies on the page (a full-page shot clipped to it: the app bar stays off it). */
async function shootElement(element: Locator, name: string) {
  const page = element.page();
  await element.scrollIntoViewIfNeeded();
  const clip = await element.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return {
      x: box.x + window.scrollX,
      y: box.y + window.scrollY,
      width: box.width,
      height: box.height,
    };
  });
  const dirs = ['test-results', process.env['SHOTS_DIR']].filter((d): d is string => !!d);
  for (const dir of dirs) {
    await mkdir(dir, { recursive: true });
    await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true, clip });
  }
}

const costs = (page: BrowserSession['page']) => page.getByRole('region', { name: 'Costs' });

describe('costing a departure on its Costs section', () => {
  it('staff add a hotel line in riyals and see the quads short', async () => {
    const { page } = staff;
    await page.goto('/admin');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    staff.errors.length = 0;

    await page.goto(`/admin/departures/${departureId}`);
    const section = costs(page);
    await section.getByText('No cost lines yet.').waitFor({ timeout: 20_000 });
    await section.getByRole('button', { name: 'Add line' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a cost line' });
    await dialog.waitFor();
    // Refused in the browser by the server's schema, each field named.
    await dialog.getByLabel('Price per unit').fill('lots');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Description is required').waitFor();
    await dialog.getByText('Price must be an amount like 4500 or 4500.00').waitFor();

    await dialog.getByLabel('Description').fill('Makkah, quads');
    await dialog.getByLabel('Currency').click();
    await page.getByRole('option', { name: 'SAR' }).click();
    await dialog.getByLabel('Price per unit').fill('500');
    await dialog.getByLabel('Rooms held').fill('1');
    await dialog.getByRole('button', { name: 'Add a payment due' }).click();
    await dialog.getByLabel('Due date').fill(addDays(todayInTimeZone(), 7));
    await dialog.getByLabel('Amount', { exact: true }).fill('2000');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });

    const lines = section.getByRole('table', { name: 'Cost lines' });
    await lines.getByRole('cell', { name: 'Makkah, quads', exact: true }).waitFor();
    // 5 pilgrims in quads need 2 quads; the line holds 1.
    const warnings = section.getByRole('list', { name: 'Allotment warnings' });
    await warnings.getByText('Makkah: 1 quad more sold than held').waitFor();
    await shootElement(section.getByRole('region', { name: 'Allotments' }), 'costs-allotments');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('staff record a payment to the hotel and read the margin', async () => {
    const { page } = staff;
    const section = costs(page);
    await section.getByRole('button', { name: 'Record a payment for Makkah, quads' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record a payment: Makkah, quads' });
    await dialog.getByLabel('Amount (SAR)').fill('1000');
    await dialog.getByLabel('Reference').fill('Wire 20391');
    await dialog.getByRole('button', { name: 'Record' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    await section
      .getByRole('table', { name: 'Payments made to suppliers' })
      .getByText('Wire 20391')
      .waitFor();

    const res = await page.request.get(`/api/admin/departures/${departureId}/costs`);
    const body = (await res.json()) as DepartureCosts;
    // SAR 1,000.00 at the starting rate 0.373333: $373.33, kept with the payment.
    expect(body.sheet.payments.map((p) => p.cadCents)).toEqual([37_333]);
    const margin = section.getByRole('region', { name: 'Margin' });
    await margin.getByRole('group', { name: 'Paid to suppliers' }).getByText('$373.33').waitFor();
    await margin
      .getByRole('group', { name: 'Contracted revenue' })
      .getByText('$26,500.00')
      .waitFor();
    // SAR 500 × 1 room × the Makkah nights, at 0.373333, is the only cost.
    const committed = body.margin.committedCents;
    expect(body.margin.marginCents).toBe(2_650_000 - committed);
    await shootElement(margin, 'costs-margin');
    await shootElement(section.getByRole('region', { name: 'Cost sheet' }), 'costs-sheet');
    expect(staff.errors).toEqual([]);
  });
});
