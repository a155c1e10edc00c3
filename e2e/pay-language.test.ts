// Issue 26's staff and pay page items in a browser: staff record a deposit taken at the office
// before the price is agreed, then confirm; the French booking's link opens the French pay page
// (on a 375 px phone) with the package's French title and what was already paid; a declined card
// at the checkout takes nothing, another card pays, and the pilgrim comes back to the French page
// saying so. The English page of the same link names the package in English. Screenshots go to
// UX_SHOTS_DIR (default /tmp/ux-shots).
import { mkdirSync } from 'node:fs';
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../functions/src/platform/firebase/firebase';
import { aStoredBooking } from '../functions/test-support/fixtures';
import { seriousA11yViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { ADMIN, resetToSeed } from './support/seed';

const SHOTS = process.env['UX_SHOTS_DIR'] ?? '/tmp/ux-shots';
const BOOKING_ID = 'e2eFrenchBooking0001';
const departure = addDays(todayInTimeZone(), 150);
let staff: BrowserSession;
let pilgrim: BrowserSession;
let token = '';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
/** French texts with their no-break spaces read as plain ones. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

beforeAll(async () => {
  await resetToSeed();
  mkdirSync(SHOTS, { recursive: true });
  const pkg = await db().collection('packages').where('slug', '==', 'premium-5-star-umrah').get();
  await db()
    .collection('bookings')
    .doc(BOOKING_ID)
    .set(
      aStoredBooking(departure, {
        fullName: 'Fatima Benali',
        email: 'fatima@example.com',
        packageId: pkg.docs[0]?.id ?? 'x',
        packageTitle: 'Premium 5-Star Umrah',
        packageSlug: 'premium-5-star-umrah',
        roomType: 'double',
        language: 'fr',
      }),
    );
  staff = await openBrowser();
  pilgrim = await openBrowser({ viewport: { width: 375, height: 812 } });
});
afterAll(async () => {
  await staff?.close();
  await pilgrim?.close();
});

const toast = (text: string) =>
  staff.page.getByText(text, { exact: false }).first().waitFor({ timeout: 15_000 });

describe('a French booking, from a deposit at the office to paid by card', () => {
  it('staff record the cash deposit before the price, then confirm; the link is French', async () => {
    const { page } = staff;
    await page.goto('/admin');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.goto(`/admin/bookings/${BOOKING_ID}`);
    const history = page.getByRole('region', { name: 'Payments and refunds' });
    await history.getByLabel(/^Amount/).fill('500');
    await history.getByLabel(/^Note/).fill('Cash deposit at the office');
    await history.getByRole('button', { name: 'Record' }).click();
    await toast('Payment recorded');
    const payment = page.getByRole('region', { name: 'Payment', exact: true });
    await payment.getByText('Received so far').waitFor();
    await payment.getByText('$500.00').waitFor();
    await history.getByText(/^\$500\.00 · Interac e-Transfer/).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'after-admin-booking-before-price-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await shot(page, 'after-admin-booking-before-price-375');
    await page.setViewportSize({ width: 1280, height: 900 });

    await payment.getByLabel(/^Total price/).fill('8400');
    await payment.getByLabel(/^Departure date/).fill(departure);
    await payment.getByRole('button', { name: 'Confirm and send payment link' }).click();
    await toast('Booking confirmed; payment link mailed');
    // The $500 taken at the office counts: half the $1,000 deposit is paid.
    await payment.getByText('Deposit due').waitFor();
    const link = new URL(await payment.getByLabel(/^Payment link/).inputValue());
    expect(link.pathname).toMatch(/^\/fr\/pay\/e2eFrenchBooking0001\./);
    token = link.pathname.split('/').at(-1) ?? '';
    // The mail the pilgrim got names the same French page.
    const mails = await db().collection('mail').where('to', '==', 'fatima@example.com').get();
    const texts = mails.docs.map((d) => String(d.data()['message']?.text ?? ''));
    expect(texts.some((t) => t.includes(`/fr/pay/${token}`))).toBe(true);
    await shot(page, 'after-admin-payment-card-confirmed-1280');
  });

  it('the pilgrim opens the French page on a phone: French title, what is paid, what is due', async () => {
    const { page } = pilgrim;
    await page.goto(`/fr/pay/${token}`);
    await page.getByRole('heading', { name: 'Votre réservation, Fatima' }).waitFor();
    const title = page.getByText('Omra Prestige 5 étoiles');
    expect(await title.count()).toBe(2); // under the heading and in the summary
    expect(await page.getByText('Premium 5-Star Umrah').count()).toBe(0);
    const body = plain(await page.locator('main').textContent());
    expect(body).toContain('500,00 $');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'after-pay-fr-375');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'after-pay-fr-1280');
    await page.setViewportSize({ width: 375, height: 812 });
  });

  it('a declined card takes nothing; another card pays; back on the French page, it says so', async () => {
    const { page } = pilgrim;
    await page.getByRole('button', { name: /^Payer 500,00\s\$ par carte$/ }).click();
    await page.waitForURL(/\/api\/payments\/local-checkout\//);
    await page.getByRole('button', { name: 'Pay by card (declined)' }).click();
    await page.getByRole('alert').getByText('Your card was declined.').waitFor();
    await shot(page, 'after-local-checkout-declined-375');
    const stored = await db().collection('bookings').doc(BOOKING_ID).get();
    expect(stored.data()?.['payment']?.paidCents).toBe(50_000);
    await page.getByRole('button', { name: 'Pay by card (succeeds)' }).click();
    await page.waitForURL(/\/fr\/pay\/[^?]+\?status=success$/);
    const notice = page.getByRole('status');
    expect(plain(await notice.textContent())).toBe(
      'Merci : votre paiement a été reçu et figure ci-dessous.',
    );
    expect(plain(await page.locator('main').textContent())).toContain('1 000,00 $');
    await shot(page, 'after-pay-fr-paid-375');
  });

  it('the same link in English names the package in English', async () => {
    const { page } = pilgrim;
    await page.goto(`/pay/${token}`);
    await page.getByRole('heading', { name: 'Your booking, Fatima' }).waitFor();
    expect(await page.getByText('Premium 5-Star Umrah').count()).toBe(2);
    expect(await page.getByText('Omra Prestige 5 étoiles').count()).toBe(0);
  });
});
