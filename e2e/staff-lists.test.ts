// Staff lists that read: the audit log says what happened in words and filters by person,
// booking, kind and dates; the receipts register filters by dates and method and totals the whole
// filtered register. Chromium against the emulator stack.
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import { formatCents } from '@umrah/domain/model/payments';
import { formatReceiptNumber } from '@umrah/domain/model/receipts';
import { submissionReference } from '@umrah/domain/model/reference';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../functions/src/firebase';
import { aStoredBooking } from '../functions/src/testing/fixtures';
import { seriousA11yViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { ADMIN, resetToSeed } from './support/seed';

let staff: BrowserSession;
const BOOKING_ID = 'e2eAuditLogBooking01';
const REFERENCE = submissionReference(BOOKING_ID);
const departure = addDays(todayInTimeZone(), 150);

/** 12 receipts on 1-6 June 2027, two a day, card and e-Transfer in turn, the 6th a refund. */
const RECEIPTS = Array.from({ length: 12 }, (_, i) => ({
  number: formatReceiptNumber(i + 1),
  seq: i + 1,
  bookingId: BOOKING_ID,
  kind: i === 5 ? 'refund' : 'payment',
  amountCents: (i === 5 ? -1 : 1) * 50_000 * (i + 1),
  method: i % 2 ? 'etransfer' : 'card',
  issuedAt: Timestamp.fromDate(new Date(`2027-06-0${Math.floor(i / 2) + 1}T15:00:00Z`)),
  originalIssuedAt: null,
  totalCents: 900_000,
  paidCents: 0,
  customer: { name: 'Bilal Ahmed', address: '', email: 'bilal@example.com' },
}));

beforeAll(async () => {
  await resetToSeed();
  await db()
    .collection('bookings')
    .doc(BOOKING_ID)
    .set(aStoredBooking(departure, { fullName: 'Bilal Ahmed', email: 'bilal@example.com' }));
  const batch = db().batch();
  for (const r of RECEIPTS) batch.set(db().collection('receipts').doc(r.number), r);
  await batch.commit();
  staff = await openBrowser();
});
afterAll(async () => {
  await staff?.close();
});

describe('the audit log in words', () => {
  it('says who confirmed which booking for how many travellers, and finds it by booking and kind', async () => {
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
    await page.getByText('Booking confirmed', { exact: false }).first().waitFor();

    await page.goto('/admin/audit-log');
    const table = page.getByRole('table', { name: 'Audit log' });
    const sentence = `${ADMIN.username} confirmed booking ${REFERENCE} for 2 travellers`;
    await table.getByText(sentence).waitFor();
    // Sign-in reads as words too.
    await table
      .getByText(/^admin signed in/)
      .first()
      .waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    const filters = page.getByRole('form', { name: 'Filter the audit log' });
    await filters.getByLabel('Booking').fill(REFERENCE);
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await table
      .getByText(/signed in/)
      .first()
      .waitFor({ state: 'detached' });
    const rows = table.getByRole('row');
    expect(await rows.count()).toBe(2);
    await expect.poll(() => rows.nth(1).innerText()).toContain(sentence);

    // A kind with nothing on this booking: the list says so.
    await filters.getByLabel('Kind').click();
    await page.getByRole('option', { name: 'Passport viewed' }).click();
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await page.getByText('No entries match these filters').waitFor();

    // Today's office day holds it; yesterday does not.
    await filters.getByRole('button', { name: 'Clear' }).click();
    const today = todayInTimeZone();
    await filters.getByLabel('From').fill(today);
    await filters.getByLabel('To').fill(today);
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await table.getByText(sentence).waitFor();
    await filters.getByLabel('To').fill(addDays(today, -1));
    await filters.getByLabel('From').fill(addDays(today, -1));
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await page.getByText('No entries match these filters').waitFor();
    await filters.getByRole('button', { name: 'Clear' }).click();
    await table.getByText(sentence).waitFor();
    await page.screenshot({ path: 'test-results/audit-log.png', fullPage: true });
  });
});

describe('the receipts register', () => {
  it('filters by dates and method and totals the whole filtered register', async () => {
    const { page } = staff;
    await page.goto('/admin/receipts');
    const totals = page.getByRole('status', { name: 'Totals' });
    const all = RECEIPTS.reduce((sum, r) => sum + r.amountCents, 0);
    await expect.poll(() => totals.innerText()).toContain(`12 receipts · ${formatCents(all)}`);

    const filters = page.getByRole('form', { name: 'Filter the receipts' });
    await filters.getByLabel('From').fill('2027-06-02');
    await filters.getByLabel('To').fill('2027-06-05');
    await filters.getByLabel('Method').click();
    await page.getByRole('option', { name: 'Interac e-Transfer' }).click();
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    // 2 to 5 June, e-Transfer: receipts 4, 6 (the refund), 8 and 10.
    const wanted = RECEIPTS.filter((_, i) => [3, 5, 7, 9].includes(i));
    const net = wanted.reduce((sum, r) => sum + r.amountCents, 0);
    await expect.poll(() => totals.innerText()).toContain(`4 receipts · ${formatCents(net)}`);
    const rows = page.getByRole('table', { name: 'Receipts' }).getByRole('row');
    await expect.poll(() => rows.count()).toBe(5);
    expect(await rows.nth(1).innerText()).toContain('R-000004');
    await page.screenshot({ path: 'test-results/receipts-filtered.png', fullPage: true });
  });
});
