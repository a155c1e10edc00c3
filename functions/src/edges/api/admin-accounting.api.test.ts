// The accounting package's files through the real API (issue 45 item 7): payments and refunds
// recorded as staff record them, a supplier paid in riyals, then each QuickBooks Online and Xero
// file of the day downloaded and checked against the receipts register to the cent; the mapping
// saved once and used; every download audited; a signed-in non-admin refused.
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import type { DepartureCosts, Supplier } from '@umrah/domain/model/costs';
import { DEFAULT_ACCOUNTING_MAPPING } from '@umrah/domain/model/money/accounting-export';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../platform/firebase/firebase';
import { adminForThisFile, client, nonAdminCookie } from '../../../test-support/admin-session';
import { auditEntries, downloadAs } from '../../../test-support/admin-downloads';
import { putAgencySettings } from '../../../test-support/agency-settings';
import { clearFirestore } from '../../../test-support/emulators';
import {
  addDeparture,
  confirmBooking,
  payByEtransfer,
  seedDeparture,
  storeBooking,
  storePackage,
} from '../../../test-support/seeded-bookings';

const admin = adminForThisFile();
const today = todayInTimeZone();
const departureDate = addDays(today, 90);
const range = `from=${today}&to=${today}`;

beforeEach(async () => {
  await clearFirestore();
  // Selling in Quebec at 0.10 %: the receipts carry the FICAV contribution.
  await putAgencySettings({
    sellsInQuebec: 'yes',
    ficavRate: '0.10',
    quebecPermitNumber: '702-999',
  });
});

/** RFC 4180 CSV as our writer makes it (quoted cells, CRLF lines) into rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r') continue;
    else if (c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  return rows;
}

async function download(file: string, extra = '') {
  const res = await downloadAs(admin, `/api/admin/accounting/export?file=${file}&${range}${extra}`);
  expect(res.status, file).toBe(200);
  expect(res.headers.get('content-disposition')).toContain(`${file}`);
  const [header = [], ...rows] = parseCsv(await res.text());
  return { header, rows };
}

const cents = (text: string | undefined) => Math.round(Number(text) * 100);
const total = (rows: string[][], column: number) => rows.reduce((s, r) => s + cents(r[column]), 0);

async function bookingsAndSupplier() {
  const d = await seedDeparture(admin, { departureDate, returnDate: addDays(departureDate, 14) });
  const on = { packageId: d.packageId, departureId: d.id, seatsHeld: 0 };
  const amelie = await storeBooking(departureDate, {
    ...on,
    fullName: 'Amélie Côté, Jr',
    numberOfTravelers: 2,
  });
  await confirmBooking(admin, amelie, {
    roomType: 'double',
    numberOfTravelers: 2,
    total: '3333.33',
  });
  await payByEtransfer(admin, amelie, '1000.01');
  const cheque = await admin.request('POST', `/api/admin/bookings/${amelie}/payments`, {
    kind: 'payment',
    method: 'cheque',
    amount: '2333.32',
    note: 'Cheque 118',
  });
  expect(cheque.status).toBe(201);
  const refund = await admin.request('POST', `/api/admin/bookings/${amelie}/payments`, {
    kind: 'refund',
    method: 'cash',
    amount: '250.55',
    note: 'Room upgrade dropped',
  });
  expect(refund.status).toBe(201);

  const hotel = await admin.request<Supplier>('POST', '/api/admin/suppliers', {
    name: 'Hôtel Dar Al Tawhid, Makkah',
    currency: 'SAR',
    contact: 'reservations@example.com',
  });
  const sheet = await admin.request<DepartureCosts>('PUT', `/api/admin/departures/${d.id}/costs`, {
    rates: { USD: '1.38', SAR: '0.365' },
    lines: [
      {
        kind: 'hotel',
        label: 'Makkah, doubles',
        supplierId: hotel.body.id,
        currency: 'SAR',
        unitPrice: '333.33',
        stayKey: 'makkah',
        roomType: 'double',
        rooms: 1,
        nights: 7,
      },
    ],
  });
  expect(sheet.status, JSON.stringify(sheet.body)).toBe(200);
  const paid = await admin.request('POST', `/api/admin/departures/${d.id}/costs/payments`, {
    lineId: sheet.body.sheet.lines[0]?.id,
    date: today,
    amount: '1000.03',
    currency: 'SAR',
    rate: '0.36',
    reference: 'Wire 4471',
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(201);
}

describe('the accounting exports', () => {
  it('writes each file of the day in its package columns, agreeing with the receipts register to the cent', async () => {
    await bookingsAndSupplier();
    const mapping = {
      ...DEFAULT_ACCOUNTING_MAPPING,
      packageSales: '4000',
      refunds: '4010',
      ficav: '2400',
      costHotel: '5100',
      dateFormat: 'YYYY-MM-DD',
    };
    const saved = await admin.request('PUT', '/api/admin/accounting/mapping', mapping);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await admin.request('GET', '/api/admin/accounting/mapping')).body).toEqual(mapping);

    const register = await admin.request<{ count: number; amountCents: number }>(
      'GET',
      `/api/admin/receipts/totals?${range}`,
    );
    expect(register.body).toEqual({ count: 3, amountCents: 100_001 + 233_332 - 25_055 });

    const xeroInvoices = await download('xero-invoices');
    expect(xeroInvoices.header.slice(0, 11)).toEqual([
      '*ContactName',
      'EmailAddress',
      '*InvoiceNumber',
      'Reference',
      '*InvoiceDate',
      '*DueDate',
      '*Description',
      '*Quantity',
      '*UnitAmount',
      '*AccountCode',
      '*TaxType',
    ]);
    // FICAV 0.10 % of 3,333.33 = 3.33, from the first money in.
    expect(xeroInvoices.rows.map((r) => [r[0], r[2], r[4], r[8], r[9]])).toEqual([
      ['Amélie Côté, Jr', 'R-000001', today, '996.68', '4000'],
      ['Amélie Côté, Jr', 'R-000001', today, '3.33', '2400'],
      ['Amélie Côté, Jr', 'R-000002', today, '2333.32', '4000'],
    ]);
    const xeroNotes = await download('xero-credit-notes');
    expect(xeroNotes.rows.map((r) => [r[2], r[7], r[8]])).toEqual([['R-000003', '250.55', '4010']]);
    expect(total(xeroInvoices.rows, 8) - total(xeroNotes.rows, 7)).toBe(register.body.amountCents);

    const qboInvoices = await download('qbo-invoices');
    expect(qboInvoices.header[0]).toBe('Invoice no');
    const qboNotes = await download('qbo-credit-notes');
    expect(total(qboInvoices.rows, 8) - total(qboNotes.rows, 7)).toBe(register.body.amountCents);

    // SAR 1,000.03 at 0.36 = $360.0108: $360.01, fixed when paid.
    const bills = await download('xero-bills');
    expect(bills.rows.map((r) => [r[0], r[2], r[8], r[9]])).toEqual([
      ['Hôtel Dar Al Tawhid, Makkah', 'Wire 4471', '360.01', '5100'],
    ]);
    const qboBills = await download('qbo-bills');
    expect(qboBills.rows.map((r) => [r[1], r[4], r[6]])).toEqual([
      ['Hôtel Dar Al Tawhid, Makkah', '5100', '360.01'],
    ]);

    // The bank: every receipt (none by card or credit here) and the supplier's money out.
    const bank = await download('xero-bank', '&account=bank');
    expect(bank.header).toEqual(['*Date', '*Amount', 'Payee', 'Description', 'Reference']);
    expect(bank.rows.map((r) => r[1])).toEqual(['1000.01', '2333.32', '-250.55', '-360.01']);
    expect(total(bank.rows, 1)).toBe(register.body.amountCents - 36_001);
    const qboBank = await download('qbo-bank', '&account=bank');
    expect(qboBank.header).toEqual(['Date', 'Description', 'Amount']);
    expect(total(qboBank.rows, 2)).toBe(register.body.amountCents - 36_001);
    expect((await download('qbo-bank', '&account=card')).rows).toEqual([]);

    // Each download is in the audit log: who, which file, which days.
    expect(await auditEntries('export accounting xero-invoices')).toEqual([
      [admin.username, `accounting/${today}..${today}`],
    ]);
    expect(await auditEntries('export accounting qbo-bank')).toHaveLength(2);
  });

  it('codes a refund kept as a credit apart, and the later payment by that credit moves no money', async () => {
    const packageId = await storePackage();
    const d = await addDeparture(admin, packageId, {
      departureDate: addDays(today, 45),
      cancellationPolicy: {
        tiers: [{ daysBefore: 60, fee: { type: 'percent', value: 2500 } }],
        nonRefundable: [],
      },
    });
    const booked = async (total: string, paid: string) => {
      const id = await storeBooking(d.departureDate, {
        packageId,
        departureId: d.id,
        seatsHeld: 0,
        numberOfTravelers: 1,
      });
      await confirmBooking(admin, id, {
        roomType: 'quad',
        numberOfTravelers: 1,
        total,
        sendEmail: false,
      });
      await payByEtransfer(admin, id, paid);
      return id;
    };
    const first = await booked('4000', '4000');
    const preview = await admin.request<{ quote: { refundCents: number } }>(
      'GET',
      `/api/admin/bookings/${first}/cancellation?travellers=1`,
    );
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    // 25 % kept: 3,000.00 back, 1,000.01 of it as a credit, 1,999.99 by e-Transfer.
    const decided = await admin.request('POST', `/api/admin/bookings/${first}/cancellation`, {
      travellers: 1,
      refundMethod: 'etransfer',
      expectedRefundCents: preview.body.quote.refundCents,
      reason: 'Next season',
      creditCents: 100_001,
      creditExpiresOn: addDays(today, 365),
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    const second = await booked('5000', '500');
    const credits = await admin.request<{ id: string }[]>(
      'GET',
      `/api/admin/bookings/${second}/credits`,
    );
    const used = await admin.request(
      'POST',
      `/api/admin/bookings/${second}/credits/${credits.body[0]?.id}/apply`,
      { amountCents: 100_001 },
    );
    expect(used.status, JSON.stringify(used.body)).toBe(200);

    await admin.request('PUT', '/api/admin/accounting/mapping', {
      ...DEFAULT_ACCOUNTING_MAPPING,
      packageSales: '4000',
      refunds: '4010',
      customerCredits: '4020',
      ficav: '2400',
    });
    const register = await admin.request<{ count: number; amountCents: number }>(
      'GET',
      `/api/admin/receipts/totals?${range}`,
    );
    expect(register.body.count).toBe(5);
    const invoices = await download('xero-invoices');
    const notes = await download('xero-credit-notes');
    expect(
      notes.rows
        .filter((r) => r[9] !== '2400')
        .map((r) => [r[7], r[8]])
        .sort(),
    ).toEqual([
      ['1000.01', '4020'],
      ['1999.99', '4010'],
    ]);
    expect(total(invoices.rows, 8) - total(notes.rows, 7)).toBe(register.body.amountCents);
    // The bank holds the e-Transfers in and out, not the credit's two moves.
    const bank = await download('qbo-bank', '&account=bank');
    expect(total(bank.rows, 2)).toBe(400_000 + 50_000 - 199_999);
    expect(bank.rows.map((r) => r[2]).sort()).toEqual(['-1999.99', '4000.00', '500.00']);
  });

  it('refuses a bad range, a bad mapping and a non-admin', async () => {
    const bad = await admin.request(
      'GET',
      `/api/admin/accounting/export?file=xero-bank&from=${today}&to=${addDays(today, -1)}`,
    );
    expect(bad.status).toBe(400);
    const badMapping = await admin.request('PUT', '/api/admin/accounting/mapping', {
      ...DEFAULT_ACCOUNTING_MAPPING,
      packageSales: '=HYPERLINK("x")',
    });
    expect(badMapping.status).toBe(400);
    const other = client(await nonAdminCookie());
    for (const [method, path] of [
      ['GET', `/api/admin/accounting/export?file=xero-invoices&${range}`],
      ['GET', '/api/admin/accounting/mapping'],
      ['PUT', '/api/admin/accounting/mapping'],
    ] as const) {
      const res = await other.request(
        method,
        path,
        method === 'GET' ? undefined : DEFAULT_ACCOUNTING_MAPPING,
      );
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect((await db().collection('privateSettings').doc('accounting').get()).exists).toBe(false);
    expect(await auditEntries('export accounting xero-invoices')).toEqual([]);
  });
});
