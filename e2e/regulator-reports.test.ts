// Staff read the regulators' reports (issue 45, item 6): payments and a refund recorded today for
// pilgrims in Ontario and Quebec, then the Regulators' reports screen for today's dates shows
// Ontario's net sales and the FICAV contribution grown by exactly those receipts, its
// reconciliation agreeing with the receipts register, and links the CSV and PDF in French. The
// screen is kept as a screenshot in test-results/ (and in SHOTS_DIR when set).
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import type { RegulatorReportSummary } from '@umrah/domain/model/money/regulator-reports';
import { formatCents } from '@umrah/domain/model/payments';
import { confirmBookingSchema } from '@umrah/domain/schemas/payment-schemas';
import type { ReceiptTotals } from '@umrah/domain/schemas/paging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmBooking } from '../functions/src/wings/bookings/confirm-booking';
import { recordPayment } from '../functions/src/wings/money/record-payment';
import { regulatorReportSummary } from '../functions/src/wings/money/regulator-reports';
import { db } from '../functions/src/platform/firebase/firebase';
import { aStoredBooking } from '../functions/test-support/fixtures';
import { seriousA11yViolations } from './support/axe';
import { openBrowser, type BrowserSession } from './support/browser';
import { ADMIN, resetToSeed } from './support/seed';

let staff: BrowserSession;
const today = todayInTimeZone();
const period = { from: today, to: today };
const departureDate = addDays(today, 90);
const PACKAGE_SLUG = 'december-holiday-umrah';
let before: RegulatorReportSummary;

async function aConfirmedBooking(id: string, packageId: string) {
  await db()
    .collection('bookings')
    .doc(id)
    .set(
      aStoredBooking(departureDate, {
        email: `${id.toLowerCase()}@example.com`,
        packageId,
        packageSlug: PACKAGE_SLUG,
        roomType: 'double',
        numberOfTravelers: 2,
        seatsHeld: 0,
      }),
    );
  await confirmBooking(
    id,
    confirmBookingSchema.validateSync({
      roomType: 'double',
      numberOfTravelers: 2,
      total: '9000',
      departureDate,
      sendEmail: false,
    }),
  );
}

beforeAll(async () => {
  await resetToSeed();
  // The agency sells in Quebec too: its receipts state the FICAV contribution, credited.
  await db().collection('settings').doc('public').set(
    {
      sellsInQuebec: 'yes',
      quebecPermitNumber: '702345',
      ficavRate: '0.10',
      ficavCredit: 'yes',
    },
    { merge: true },
  );
  const pkg = (await db().collection('packages').where('slug', '==', PACKAGE_SLUG).get()).docs[0];
  if (!pkg) throw new Error(`The seed has no package ${PACKAGE_SLUG}`);
  // Whatever the seed recorded today, before this test's receipts.
  before = await regulatorReportSummary(period);
  await aConfirmedBooking('e2eRegsOntario', pkg.id);
  await aConfirmedBooking('e2eRegsQuebec', pkg.id);
  const pay = (id: string, kind: 'payment' | 'refund', amount: string, address = '') =>
    recordPayment(id, { kind, method: 'etransfer', amount, note: 'e2e', address }, 'admin');
  await pay('e2eRegsOntario', 'payment', '4500.00', '12 King St W, Toronto, ON M5H 1A1');
  await pay('e2eRegsQuebec', 'payment', '1234.56', '4 rue des Érables, Laval, QC H7N 2T4');
  await pay('e2eRegsOntario', 'refund', '100.01');
  staff = await openBrowser();
}, 120_000);
afterAll(async () => {
  await staff?.close();
});

async function shootPage(page: BrowserSession['page'], name: string) {
  const dirs = ['test-results', process.env['SHOTS_DIR']].filter((d): d is string => !!d);
  for (const dir of dirs) {
    await mkdir(dir, { recursive: true });
    await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
  }
}

describe("the regulators' reports screen", () => {
  it('shows the day’s figures, reconciled with the register, and links the files', async () => {
    const { page } = staff;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    staff.errors.length = 0;

    await page.goto('/admin/regulator-reports');
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Other dates' }).click();
    await page.getByLabel('From').fill(today);
    await page.getByLabel('To').fill(today);

    const query = `from=${today}&to=${today}`;
    const report = (await (
      await page.request.get(`/api/admin/reports/regulators?${query}`)
    ).json()) as RegulatorReportSummary;
    const register = (await (
      await page.request.get(`/api/admin/receipts/totals?${query}`)
    ).json()) as ReceiptTotals;
    // Exactly this test's receipts on top of the seed's: $4,500.00 less $100.01 in Ontario;
    // FICAV, 0.10 % of each $9,000 booking ($9.00) as its money came in: $4.40 for Ontario's
    // ($4,399.99 held) and $1.23 for Quebec's ($1,234.56 held).
    expect(report.totals.ontario.netCents - before.totals.ontario.netCents).toBe(439_999);
    expect(report.totals.otherProvincesCents - before.totals.otherProvincesCents).toBe(123_456);
    expect(report.totals.ficav.collectedCents - before.totals.ficav.collectedCents).toBe(440 + 123);
    expect(report.totals.registerCents).toBe(register.amountCents);
    expect(report.totals.receipts).toBe(register.count);

    const month = today.slice(0, 7);
    const ontario = page.getByRole('table', { name: 'Ontario sales' });
    await ontario
      .getByRole('row', { name: /^Total/ })
      .getByText(formatCents(report.totals.ontario.netCents))
      .last()
      .waitFor({ timeout: 20_000 });
    expect(report.months.map((m) => m.month)).toEqual([month]);
    const reconciliation = page.getByRole('table', { name: 'Reconciliation' });
    await reconciliation
      .getByRole('row', { name: /Net money on the register/ })
      .getByText(formatCents(register.amountCents))
      .waitFor();
    const ficav = page.getByRole('table', { name: 'FICAV contributions' });
    // Credited in full: nothing to remit.
    await ficav
      .getByRole('row', { name: /^Total/ })
      .getByText(formatCents(report.totals.ficav.collectedCents))
      .first()
      .waitFor();

    await page.getByRole('combobox', { name: 'Document language' }).click();
    await page.getByRole('option', { name: 'French' }).click();
    const csvHref = await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
    expect(csvHref).toBe(`/api/admin/reports/regulators.csv?${query}&lang=fr`);
    const csv = await page.request.get(csvHref ?? '');
    expect(csv.status()).toBe(200);
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('"Reçu","Date (heure de Toronto)"');
    expect(lines).toHaveLength(register.count + 2);
    const pdfHref = await page.getByRole('link', { name: 'Open PDF' }).getAttribute('href');
    const pdf = await page.request.get(pdfHref ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');

    expect(await seriousA11yViolations(page)).toEqual([]);
    await shootPage(page, 'regs-screen');
    expect(staff.errors).toEqual([]);
  });
});
