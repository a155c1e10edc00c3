// Issue 44 items 1 and 2 in a browser, on a 375 px phone: a booking confirmed on a departure with
// a payment plan shows its schedule on the pay page (English and French), the deposit paid, the
// next instalment in bold, and the card asks what is due. Screenshots go to UX_SHOTS_DIR
// (default /tmp/ux-shots).
import { mkdirSync } from 'node:fs';
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import { departureSchema } from '@umrah/domain/schemas/departure';
import { confirmBookingSchema, manualPaymentSchema } from '@umrah/domain/schemas/payment-schemas';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmBooking } from '../functions/src/wings/bookings/confirm-booking';
import { addDeparture } from '../functions/src/wings/departures/manage-departures';
import { recordPayment } from '../functions/src/wings/money/record-payment';
import { db } from '../functions/src/platform/firebase/firebase';
import { aStoredBooking } from '../functions/test-support/fixtures';
import { seriousA11yViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { resetToSeed } from './support/seed';

const SHOTS = process.env['UX_SHOTS_DIR'] ?? '/tmp/ux-shots';
const today = todayInTimeZone();
const departureDate = addDays(today, 200);
let pilgrim: BrowserSession;
let payPath = '';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

beforeAll(async () => {
  await resetToSeed();
  mkdirSync(SHOTS, { recursive: true });
  const pkg = (await db().collection('packages').where('slug', '==', 'premium-5-star-umrah').get())
    .docs[0];
  const packageId = pkg?.id ?? 'x';
  const d = await addDeparture(
    packageId,
    departureSchema.validateSync({
      departureDate,
      capacity: 40,
      paymentPlan: {
        deposit: { type: 'percent', value: 2_000 },
        instalments: { type: 'monthly', dates: [] },
        finalDaysBefore: 45,
      },
    }),
  );
  const id = 'e2eInstalments000001';
  await db()
    .collection('bookings')
    .doc(id)
    .set(
      aStoredBooking(departureDate, {
        fullName: 'Amina Yusuf',
        email: 'amina@example.com',
        packageId,
        packageTitle: 'Premium 5-Star Umrah',
        packageSlug: 'premium-5-star-umrah',
        departureId: d.id,
        seatsHeld: 0,
        numberOfTravelers: 2,
      }),
    );
  const b = await confirmBooking(
    id,
    confirmBookingSchema.validateSync({ roomType: 'double', numberOfTravelers: 2, total: '6000' }),
  );
  await recordPayment(
    id,
    manualPaymentSchema.validateSync({
      kind: 'payment',
      method: 'etransfer',
      amount: '1200',
      note: 'Deposit',
    }),
    'Staff',
  );
  payPath = new URL(b.payment?.link ?? '').pathname;
  pilgrim = await openBrowser({ viewport: { width: 375, height: 812 } });
});
afterAll(async () => {
  await pilgrim?.close();
});

describe('a booking on a monthly payment plan, on the pay page', () => {
  it('lists the instalments, the deposit paid and the next one in bold, in English', async () => {
    const { page } = pilgrim;
    await page.goto(payPath);
    const schedule = page.getByRole('region', { name: 'Payment schedule' });
    await expect.poll(() => schedule.locator('.pay__row').count()).toBeGreaterThan(3);
    expect(plain(await schedule.locator('.pay__row').first().textContent())).toMatch(
      /^Deposit, .+\$1,200\.00 · paid$/,
    );
    const next = schedule.locator('.pay__row--strong');
    expect(await next.count()).toBe(1);
    expect(plain(await next.textContent())).toMatch(/^Instalment 1, .+ · next$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'instalments-pay-375-en');
  });

  it('says the same in French', async () => {
    const { page } = pilgrim;
    await page.goto(`/fr${payPath}`);
    const schedule = page.getByRole('region', { name: 'Échéancier' });
    expect(plain(await schedule.locator('.pay__row').first().textContent())).toMatch(
      /^Acompte, .+1 200,00 \$ · payé$/,
    );
    expect(plain(await schedule.locator('.pay__row--strong').textContent())).toMatch(
      /^Versement 1, .+ · le prochain$/,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await shot(page, 'instalments-pay-375-fr');
  });
});
