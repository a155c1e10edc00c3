// Staff cancel one traveller of a couple in a double (issue 44 item 5): the Cancellation card
// shows the policy's figures for today and for a later day, the single supplement the one left
// pays and the refund; the decision frees the seat and lists the refund with its receipt.
// Chromium against the emulator stack; the card is kept as screenshots in test-results/.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import { confirmBookingSchema } from '@umrah/domain/schemas/payment-schemas';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmBooking } from '../functions/src/wings/bookings/confirm-booking';
import { recordPayment } from '../functions/src/wings/money/record-payment';
import { db } from '../functions/src/platform/firebase/firebase';
import { aStoredBooking } from '../functions/test-support/fixtures';
import { seriousA11yViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { ADMIN, resetToSeed } from './support/seed';

let staff: BrowserSession;
const departureDate = addDays(todayInTimeZone(), 45);
const departureId = 'e2eCancelDeparture';
const bookingId = 'e2eCancelCouple';
const PACKAGE_SLUG = 'december-holiday-umrah';

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
      flights: null,
      capacity: 40,
      prices: { quad: null, triple: null, double: null, singleSupplement: 900 },
      depositDueDate: null,
      balanceDueDate: null,
      status: 'guaranteed',
      notes: '',
      fr: { notes: '', connections: '' },
      cancellationPolicy: {
        tiers: [
          { daysBefore: 60, fee: { type: 'percent', value: 2500 } },
          { daysBefore: 30, fee: { type: 'percent', value: 5000 } },
        ],
        nonRefundable: [{ kind: 'visa', cents: 30_000, fromDaysBefore: null, label: null }],
      },
      bookedSeats: 0,
      manualHolds: [],
      createdAt: now,
      updatedAt: now,
    });
  await db()
    .collection('bookings')
    .doc(bookingId)
    .set(
      aStoredBooking(departureDate, {
        email: 'couple@example.com',
        packageId: pkg.id,
        packageTitle: String(pkg.get('title') ?? ''),
        packageSlug: PACKAGE_SLUG,
        roomType: 'double',
        departureId,
        numberOfTravelers: 2,
        seatsHeld: 0,
      }),
    );
  await confirmBooking(
    bookingId,
    confirmBookingSchema.validateSync({
      roomType: 'double',
      numberOfTravelers: 2,
      total: '8000',
      departureId,
      sendEmail: false,
    }),
  );
  await recordPayment(
    bookingId,
    { kind: 'payment', method: 'etransfer', amount: '8000', note: 'Paid in full', address: '' },
    'admin',
  );
  staff = await openBrowser();
}, 120_000);
afterAll(async () => {
  await staff?.close();
});

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

describe('cancelling a traveller from the booking page', () => {
  it('shows the figures, cancels one of the couple and refunds the rest', async () => {
    const { page } = staff;
    await page.goto('/admin');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    staff.errors.length = 0;

    await page.goto(`/admin/bookings/${bookingId}`);
    const card = page.getByRole('region', { name: 'Cancellation' });
    await card.waitFor({ timeout: 20_000 });
    const figures = card.getByRole('definition');
    // The whole booking first: 45 days out, the two visas and 25% of 8,000 kept, 5,400 back.
    await card.getByText('$5,400.00').first().waitFor({ timeout: 15_000 });
    await card.getByLabel('Travellers to cancel').click();
    await page.getByRole('option', { name: '1', exact: true }).click();
    // One of two: half (4,000), the visa 300, 25% fee 1,000, and 900 for the single room.
    await card.getByText('Single supplement for the one left').waitFor();
    await card.getByText('$6,200.00').waitFor(); // new total
    await card.getByText('$1,800.00').waitFor(); // refund
    expect(await figures.count()).toBeGreaterThan(5);
    await shootElement(card, 'cancellation-preview');

    // Twenty days out the nearer tier applies (50%): a preview only.
    await card.getByLabel('Figures for').fill(addDays(departureDate, -20));
    await card.getByText('$7,200.00').waitFor();
    await card.getByText('A preview: a cancellation uses today’s figures').waitFor();
    expect(await card.getByRole('button', { name: /^Cancel/ }).count()).toBe(0);
    await card.getByLabel('Figures for').fill(todayInTimeZone());

    await card.getByRole('button', { name: 'Cancel 1 traveller' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel 1 traveller?' });
    await dialog.getByText(/\$1,800\.00 goes back by Interac e-Transfer/).waitFor();
    await dialog.getByLabel(/Reason/).fill('Her mother is unwell');
    await dialog.getByRole('button', { name: 'Cancel 1 traveller' }).click();
    await page.getByText('1 traveller cancelled', { exact: true }).waitFor({ timeout: 30_000 });
    await card.getByText(/1 traveller cancelled · fee \$1,000\.00 · refund \$1,800\.00/).waitFor();
    const payments = page.getByRole('region', { name: 'Payments and refunds' });
    await payments.getByText(/-\$1,800\.00 · Interac e-Transfer \(refund\)/).waitFor();
    await payments
      .getByText(/^Receipt /)
      .nth(1)
      .waitFor();
    await shootElement(card, 'cancellation-after');
    expect(await seriousA11yViolations(page)).toEqual([]);

    const stored = (await db().collection('bookings').doc(bookingId).get()).data() ?? {};
    expect(stored['numberOfTravelers']).toBe(1);
    expect(stored['seatsHeld']).toBe(1);
    expect((await db().collection('departures').doc(departureId).get()).get('bookedSeats')).toBe(1);
    expect(staff.errors).toEqual([]);
  });
});
