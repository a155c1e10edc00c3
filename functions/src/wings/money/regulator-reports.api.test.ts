// The regulators' reports reconcile with the receipts register to the cent: payments and a refund
// recorded through the admin's payment route (each with its numbered receipt) for customers in
// Ontario, Quebec and at an address naming no province, then the report's JSON, CSV and PDF for
// the period, against the register's own totals and lines. Each file is audited; the figures are
// not.
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import type { RegulatorReportSummary } from '@umrah/domain/model/money/regulator-reports';
import type { Receipt } from '@umrah/domain/model/receipts';
import type { Booking } from '@umrah/domain/model/bookings';
import type { ReceiptTotals } from '@umrah/domain/schemas/paging';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../platform/firebase/firebase';
import { adminForThisFile, client } from '../../../test-support/admin-session';
import { cardAndEtransfer, putAgencySettings } from '../../../test-support/agency-settings';
import { baseUrl, clearFirestore } from '../../../test-support/emulators';
import { pdfText } from '../../../test-support/pdf-text';
import { confirmBooking, storeBooking } from '../../../test-support/seeded-bookings';

const admin = adminForThisFile();
const departure = addDays(todayInTimeZone(), 120);
// Around today (the receipts are dated when recorded), so a run at midnight still holds them.
const from = addDays(todayInTimeZone(), -1);
const to = addDays(todayInTimeZone(), 1);

beforeEach(async () => {
  await clearFirestore();
  await putAgencySettings({
    legalName: 'Noor Haramain Travels Inc.',
    address: '7450 Dundas Street East',
    city: 'Mississauga',
    province: 'ON',
    postalCode: 'L4X 2W6',
    registrationAuthority: 'TICO (Ontario)',
    registrationNumber: '50099999',
    sellsInQuebec: 'yes',
    quebecPermitNumber: '702345',
    ficavRate: '0.10',
    ...cardAndEtransfer,
  });
});

async function aConfirmedBooking(): Promise<Booking> {
  const id = await storeBooking(departure, {});
  return confirmBooking(admin, id, {
    roomType: 'double',
    numberOfTravelers: 2,
    total: '9000.00',
    departureDate: departure,
  });
}

async function record(id: string, amount: string, extra: Record<string, unknown> = {}) {
  const res = await admin.request('POST', `/api/admin/bookings/${id}/payments`, {
    kind: 'payment',
    method: 'etransfer',
    amount,
    note: 'recorded for the report',
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

async function download(path: string) {
  return fetch(`${baseUrl}${path}`, { headers: { Cookie: `__session=${admin.cookie}` } });
}

describe("the regulators' reports", () => {
  it('reconcile with the receipts register to the cent, as JSON, CSV and PDF', async () => {
    const ontario = await aConfirmedBooking();
    const quebec = await aConfirmedBooking();
    const nowhere = await aConfirmedBooking();
    await record(ontario.id, '1000.01', { address: '12 King St W, Toronto, ON M5H 1A1' });
    await record(quebec.id, '4500.00', { address: '4 rue des Érables, Laval, QC H7N 2T4' });
    // The booking keeps the address: the next receipts print it too.
    await record(ontario.id, '2500.00', { method: 'cash' });
    await record(nowhere.id, '100.00');
    await record(ontario.id, '300.03', { kind: 'refund', method: 'cheque' });

    const query = `from=${from}&to=${to}`;
    const res = await admin.request<RegulatorReportSummary>(
      'GET',
      `/api/admin/reports/regulators?${query}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const x = res.body.totals;

    // The register's own figures for the same days.
    const register = await admin.request<ReceiptTotals>(
      'GET',
      `/api/admin/receipts/totals?${query}`,
    );
    expect(register.body).toEqual({ count: 5, amountCents: 779_998 });
    expect(x.receipts).toBe(register.body.count);
    expect(x.registerCents).toBe(register.body.amountCents);
    expect(x.ontario).toEqual({ salesCents: 350_001, refundsCents: -30_003, netCents: 319_998 });
    expect(x.otherProvincesCents).toBe(450_000);
    expect(x.unknownCents).toBe(10_000);
    expect(x.outsideCanadaCents + x.creditMovesCents).toBe(0);
    expect(x.ontario.netCents + x.otherProvincesCents + x.outsideCanadaCents + x.unknownCents).toBe(
      register.body.amountCents,
    );
    expect(res.body.unknown).toHaveLength(1);

    // FICAV: 0.10 % of each $9,000 booking ($9.00), collected as its money came in. Ontario's
    // booking holds $3,199.98 of $9,000 ($3.20 of it), Quebec's half ($4.50), the third $100 ($0.10).
    expect(x.ficav).toEqual({ collectedCents: 780, creditCents: 0, remitCents: 780 });
    // The same from the receipts as stored: each booking's last receipt's stated contribution, in
    // proportion to what the booking holds.
    const receipts = (await db().collection('receipts').orderBy('seq').get()).docs.map(
      (d) => d.data() as Receipt,
    );
    const last = new Map(receipts.map((r) => [r.bookingId, r]));
    const fromReceipts = [...last.values()].reduce(
      (s, r) => s + Math.round((900 * r.paidCents) / (r.totalCents ?? 1)),
      0,
    );
    expect(fromReceipts).toBe(x.ficav.collectedCents);

    // The CSV: one line per receipt of the register, in French when asked, and its total.
    const csv = await download(`/api/admin/reports/regulators.csv?${query}&lang=fr`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Reçu","Date (heure de Toronto)","Type","Mode","Province du client","Montant ($ CA)","Ventes en Ontario ($ CA)","Contribution au FICAV ($ CA)","Remise FICAV ($ CA)"',
    );
    expect(lines).toHaveLength(receipts.length + 2);
    const cell = (line: string, i: number) => (line.split(',')[i] ?? '').replace(/"/g, '');
    const amounts = lines.slice(1, -1).map((l) => Math.round(Number(cell(l, 5)) * 100));
    expect(amounts).toEqual(receipts.map((r) => r.amountCents));
    expect(lines.at(-1)).toBe('"Total","","","","","7799.98","3199.98","7.80","0.00"');
    expect(lines[5]).toContain('"Remboursement","Chèque","ON","-300.03","-300.03"');

    // The PDF, in English.
    const pdf = await download(`/api/admin/reports/regulators.pdf?${query}&lang=en`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('Reports to the regulators');
    expect(text).toMatch(/Total \$3,500\.01 -\$300\.03 \$3,199\.98/);
    expect(text).toMatch(/Total \$7\.80 \$0\.00 \$7\.80/);
    expect(text).toContain('Net money on the register (payments less refunds) $7,799.98');

    // Each file is audited, with its format and language; the screen's figures are not.
    const audit = await db()
      .collection('auditLog')
      .where('kind', '==', 'regulator-report-exported')
      .get();
    expect(audit.docs.map((d) => d.get('action') as string).sort()).toEqual([
      'export regulators report csv fr',
      'export regulators report pdf en',
    ]);
    expect(audit.docs[0]?.get('target')).toBe(`reports/regulators/${from}..${to}`);
  });

  it('reports an empty period as zeros and refuses a bad period or a visitor', async () => {
    const b = await aConfirmedBooking();
    await record(b.id, '10.00', { address: 'Ottawa, ON K1A 0B1' });
    const later = addDays(todayInTimeZone(), 30);
    const empty = await admin.request<RegulatorReportSummary>(
      'GET',
      `/api/admin/reports/regulators?from=${addDays(to, 1)}&to=${later}`,
    );
    expect(empty.status).toBe(200);
    expect(empty.body.totals.receipts).toBe(0);
    expect(empty.body.totals.ontario.netCents).toBe(0);
    expect(empty.body.months.length).toBeGreaterThan(0);

    for (const q of [`from=${to}&to=${from}`, `from=${from}`, 'from=2026-01-01&to=2029-01-01']) {
      const bad = await admin.request('GET', `/api/admin/reports/regulators?${q}`);
      expect(bad.status, q).toBe(400);
      expect((await download(`/api/admin/reports/regulators.pdf?${q}`)).status, q).toBe(400);
    }
    expect(
      (await client().request('GET', `/api/admin/reports/regulators?from=${from}&to=${to}`)).status,
    ).toBe(401);
    expect(
      (await fetch(`${baseUrl}/api/admin/reports/regulators.csv?from=${from}&to=${to}`)).status,
    ).toBe(401);
  });
});
