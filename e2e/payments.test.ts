// The deposit journey: staff confirm a booking at a price, the pilgrim opens the link,
// pays the deposit through the local checkout (signed webhook and all), and staff see it paid with
// the balance due. Chromium against the emulator stack.
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../functions/src/platform/firebase/firebase';
import { aStoredBooking } from '../functions/test-support/fixtures';
import { seriousA11yViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { ADMIN, resetToSeed } from './support/seed';

let staff: BrowserSession;
let pilgrim: BrowserSession;
const BOOKING_ID = 'e2eBookingToConfirm01';
const departure = addDays(todayInTimeZone(), 150);
let payPath = '';

beforeAll(async () => {
  await resetToSeed();
  await db()
    .collection('bookings')
    .doc(BOOKING_ID)
    .set(
      aStoredBooking(departure, {
        fullName: 'Bilal Ahmed',
        email: 'bilal@example.com',
        phone: '+1 613 555 0100',
        packageId: 'x',
        packageTitle: 'Premium 5-Star Umrah',
        packageSlug: 'premium-5-star-umrah',
        roomType: 'double',
      }),
    );
  staff = await openBrowser();
  pilgrim = await openBrowser({ viewport: { width: 375, height: 800 } });
});
afterAll(async () => {
  await staff?.close();
  await pilgrim?.close();
});

const toast = (text: string) =>
  staff.page.getByText(text, { exact: false }).first().waitFor({ timeout: 15_000 });

describe('a deposit, from confirmation to paid', () => {
  it('staff confirm the booking at the agreed price and get the pay link', async () => {
    const { page } = staff;
    await page.goto('/admin');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.goto(`/admin/bookings/${BOOKING_ID}`);
    const payment = page.getByRole('region', { name: 'Payment', exact: true });
    await payment.getByLabel(/^Total price/).fill('8400');
    await payment.getByLabel(/^Departure date/).fill(departure);
    await payment.getByRole('button', { name: 'Confirm and send payment link' }).click();
    await toast('Booking confirmed; payment link mailed');
    const link = await payment.getByLabel(/^Payment link/).inputValue();
    payPath = new URL(link).pathname;
    expect(payPath).toMatch(/^\/pay\/e2eBookingToConfirm01\./);
    await payment.getByText('Deposit due').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('the pilgrim opens the link and pays the deposit through the checkout', async () => {
    const { page } = pilgrim;
    await page.goto(payPath);
    await page.getByRole('heading', { name: 'Your booking, Bilal' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Pay $1,000.00 by card' }).click();
    await page.waitForURL(/\/api\/payments\/local-checkout\//);
    await page.getByRole('button', { name: 'Pay by card (succeeds)' }).click();
    await page.waitForURL(/\?status=success$/);
    await page.getByText('your payment was received').waitFor();
    await page.getByText('$7,400.00').first().waitFor();
  });

  it('staff see the deposit paid and the balance due', async () => {
    const { page } = staff;
    await page.reload();
    const payment = page.getByRole('region', { name: 'Payment', exact: true });
    await payment.getByText('Balance due', { exact: true }).first().waitFor();
    expect(await payment.getByText('$1,000.00').count()).toBeGreaterThan(0);
    await page
      .getByRole('region', { name: 'Payments and refunds' })
      .getByText(/\$1,000\.00 · Card \(Stripe\)/)
      .waitFor();
    await page.goto('/admin/dashboard');
    await page.getByRole('region', { name: 'Deposit due' }).waitFor();
  });
});
