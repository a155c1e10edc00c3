import { describe, expect, it } from 'vitest';
import { toCsv } from '../csv';
import {
  accountingFile,
  accountingTotals,
  DEFAULT_ACCOUNTING_MAPPING,
  ficavShareCents,
  formatAccountingDate,
  type AccountingFacts,
  type ExportReceipt,
  type ExportSupplierPayment,
} from './accounting-export';
import {
  accountingExportQuerySchema,
  accountingMappingSchema,
} from '../../schemas/accounting-mapping';
import { parseWith } from '../../schemas/validation';

const mapping = {
  ...DEFAULT_ACCOUNTING_MAPPING,
  packageSales: '4000',
  refunds: '4010',
  customerCredits: '2300',
  ficav: '2400',
  costHotel: '5100',
  costAir: '5200',
};

function receipt(over: Partial<ExportReceipt> = {}): ExportReceipt {
  return {
    number: 'R-000001',
    kind: 'payment',
    amountCents: 100_001,
    method: 'etransfer',
    // 14:00 in Toronto (EST) on 15 January.
    issuedAt: '2026-01-15T19:00:00.000Z',
    customer: { name: 'Amélie Côté, Jr', address: '', email: 'amelie@example.com' },
    services: {
      packageTitle: 'Umrah Ramadan',
      roomType: 'quad',
      travellers: 1,
      departureDate: '2026-03-01',
    },
    reference: '3GJ4-HDCY',
    totalCents: null,
    paidCents: 100_001,
    agency: { ficavBasisPoints: null, ficavCredit: false },
    ...over,
  };
}

const supplier = (over: Partial<ExportSupplierPayment> = {}): ExportSupplierPayment => ({
  id: 'p1',
  date: '2026-01-20',
  supplierName: 'Hôtel Al-Safwa, Makkah',
  kind: 'hotel',
  description: 'Makkah rooms, departure 2026-03-01',
  amountCents: 1_000_000,
  currency: 'SAR',
  cadCents: 373_333,
  reference: 'INV-77',
  ...over,
});

const facts = (over: Partial<AccountingFacts> = {}): AccountingFacts => ({
  receipts: [],
  supplierPayments: [],
  from: '2026-01-01',
  to: '2026-01-31',
  ...over,
});

const sum = (cells: (string | number)[]) =>
  cells.reduce<number>((s, c) => s + Math.round(Number(c) * 100), 0);

describe('accounting files', () => {
  it('writes a payment with odd cents as a QuickBooks Online invoice, the accented name with its comma quoted', () => {
    const file = accountingFile('qbo-invoices', facts({ receipts: [receipt()] }), mapping);
    expect(file.rows).toEqual([
      [
        'R-000001',
        'Amélie Côté, Jr',
        '15/01/2026',
        '15/01/2026',
        '4000',
        'Umrah Ramadan (2026-03-01), receipt R-000001',
        1,
        '1000.01',
        '1000.01',
        'Booking 3GJ4-HDCY',
      ],
    ]);
    const csv = toCsv(file.header, file.rows);
    expect(csv.split('\r\n')[1]).toBe(
      '"R-000001","Amélie Côté, Jr","15/01/2026","15/01/2026","4000","Umrah Ramadan (2026-03-01), receipt R-000001",1,"1000.01","1000.01","Booking 3GJ4-HDCY"',
    );
  });

  it('writes a refund as a credit note with a positive amount, and a refund to a credit to the credits account', () => {
    const refund = receipt({
      number: 'R-000002',
      kind: 'refund',
      amountCents: -25_055,
      paidCents: 74_946,
    });
    const toCredit = receipt({
      number: 'R-000003',
      kind: 'refund',
      amountCents: -10_000,
      method: 'credit',
      paidCents: 64_946,
    });
    const f = facts({ receipts: [receipt(), refund, toCredit] });
    const xero = accountingFile('xero-credit-notes', f, mapping);
    expect(xero.header.slice(0, 3)).toEqual(['*ContactName', 'EmailAddress', '*CreditNoteNumber']);
    expect(xero.rows.map((r) => [r[2], r[7], r[8]])).toEqual([
      ['R-000002', '250.55', '4010'],
      ['R-000003', '100.00', '2300'],
    ]);
    const qbo = accountingFile('qbo-credit-notes', f, mapping);
    expect(qbo.rows.map((r) => [r[0], r[3], r[7]])).toEqual([
      ['R-000002', '4010', '250.55'],
      ['R-000003', '2300', '100.00'],
    ]);
    // The invoices hold the payment only.
    expect(accountingFile('xero-invoices', f, mapping).rows).toHaveLength(1);
  });

  it('splits the FICAV contribution from the first money in, and takes it back on a refund below it', () => {
    // 0.10 % of 3,333.33 = 3.33 (rounded half up).
    const agency = { ficavBasisPoints: 10, ficavCredit: false };
    const first = receipt({ amountCents: 200, totalCents: 333_333, paidCents: 200, agency });
    const second = receipt({
      number: 'R-000002',
      amountCents: 333_133,
      totalCents: 333_333,
      paidCents: 333_333,
      agency,
    });
    const refund = receipt({
      number: 'R-000003',
      kind: 'refund',
      amountCents: -333_233,
      totalCents: 333_333,
      paidCents: 100,
      agency,
    });
    expect([first, second, refund].map(ficavShareCents)).toEqual([200, 133, -233]);
    const f = facts({ receipts: [first, second, refund] });
    const inv = accountingFile('xero-invoices', f, mapping);
    expect(inv.rows.map((r) => [r[2], r[8], r[9]])).toEqual([
      ['R-000001', '0.00', '4000'],
      ['R-000001', '2.00', '2400'],
      ['R-000002', '3330.00', '4000'],
      ['R-000002', '1.33', '2400'],
    ]);
    const notes = accountingFile('xero-credit-notes', f, mapping);
    expect(notes.rows.map((r) => [r[7], r[8]])).toEqual([
      ['3330.00', '4010'],
      ['2.33', '2400'],
    ]);
    // To the cent: invoices less credit notes equal the receipts' net.
    expect(
      sum(inv.rows.map((r) => r[8] as string)) - sum(notes.rows.map((r) => r[7] as string)),
    ).toBe(100);
    // A credited contribution is not split.
    expect(ficavShareCents({ ...first, agency: { ficavBasisPoints: 10, ficavCredit: true } })).toBe(
      0,
    );
  });

  it('takes the range in Toronto office days, both ends included', () => {
    const receipts = [
      // 23:30 on 31 December in Toronto: 04:30 UTC on 1 January, outside.
      receipt({ number: 'R-000001', issuedAt: '2026-01-01T04:30:00.000Z' }),
      // 00:00 on 1 January in Toronto: inside.
      receipt({ number: 'R-000002', issuedAt: '2026-01-01T05:00:00.000Z' }),
      // 23:59 on 31 January in Toronto (04:59 UTC on 1 February): inside.
      receipt({ number: 'R-000003', issuedAt: '2026-02-01T04:59:00.000Z' }),
      // 00:00 on 1 February in Toronto: outside.
      receipt({ number: 'R-000004', issuedAt: '2026-02-01T05:00:00.000Z' }),
    ];
    const rows = accountingFile('qbo-invoices', facts({ receipts }), mapping).rows;
    expect(rows.map((r) => [r[0], r[2]])).toEqual([
      ['R-000002', '01/01/2026'],
      ['R-000003', '31/01/2026'],
    ]);
    const edges = [
      supplier({ id: 'a', date: '2025-12-31' }),
      supplier({ id: 'b', date: '2026-01-01', reference: '' }),
      supplier({ id: 'c', date: '2026-01-31' }),
      supplier({ id: 'd', date: '2026-02-01' }),
    ];
    const bills = accountingFile('qbo-bills', facts({ supplierPayments: edges }), mapping).rows;
    expect(bills.map((r) => r[0])).toEqual(['SP-b', 'INV-77']);
  });

  it('writes supplier payments as bills in CAD coded by kind, and the bank statements by clearing account', () => {
    const f = facts({
      receipts: [
        receipt(),
        receipt({ number: 'R-000002', method: 'card', amountCents: 5_099 }),
        receipt({ number: 'R-000003', method: 'credit', amountCents: 7_000 }),
        receipt({ number: 'R-000004', kind: 'refund', method: 'card', amountCents: -99 }),
      ],
      supplierPayments: [
        supplier(),
        supplier({
          id: 'p2',
          kind: 'air',
          currency: 'CAD',
          amountCents: 50_000,
          cadCents: 50_000,
          reference: 'AIR-1',
        }),
      ],
    });
    const xeroBills = accountingFile('xero-bills', f, { ...mapping, dateFormat: 'MM/DD/YYYY' });
    expect(xeroBills.rows.map((r) => [r[0], r[2], r[4], r[6], r[8], r[9]])).toEqual([
      [
        'Hôtel Al-Safwa, Makkah',
        'INV-77',
        '01/20/2026',
        'Makkah rooms, departure 2026-03-01 (10000.00 SAR at its rate)',
        '3733.33',
        '5100',
      ],
      [
        'Hôtel Al-Safwa, Makkah',
        'AIR-1',
        '01/20/2026',
        'Makkah rooms, departure 2026-03-01',
        '500.00',
        '5200',
      ],
    ]);
    const bank = accountingFile('xero-bank', f, mapping, 'bank');
    expect(bank.header).toEqual(['*Date', '*Amount', 'Payee', 'Description', 'Reference']);
    expect(bank.rows.map((r) => r[1])).toEqual(['1000.01', '-3733.33', '-500.00']);
    const card = accountingFile('qbo-bank', f, { ...mapping, dateFormat: 'YYYY-MM-DD' }, 'card');
    expect(card.header).toEqual(['Date', 'Description', 'Amount']);
    expect(card.rows).toEqual([
      ['2026-01-15', 'Amélie Côté, Jr, Payment R-000002 (card)', '50.99'],
      ['2026-01-15', 'Amélie Côté, Jr, Refund R-000004 (card)', '-0.99'],
    ]);
    expect(accountingTotals(f)).toEqual({
      paymentsCents: 112_100,
      refundsCents: 99,
      supplierCents: 423_333,
    });
  });

  it('writes dates in each format', () => {
    expect(formatAccountingDate('2026-07-04', 'DD/MM/YYYY')).toBe('04/07/2026');
    expect(formatAccountingDate('2026-07-04', 'MM/DD/YYYY')).toBe('07/04/2026');
    expect(formatAccountingDate('2026-07-04', 'YYYY-MM-DD')).toBe('2026-07-04');
  });
});

describe('the mapping schema', () => {
  it('takes the defaults and refuses a blank account, a formula and an unknown date format', () => {
    expect(parseWith(accountingMappingSchema, DEFAULT_ACCOUNTING_MAPPING).ok).toBe(true);
    const bad = parseWith(accountingMappingSchema, {
      ...DEFAULT_ACCOUNTING_MAPPING,
      refunds: ' ',
      ficav: '=SUM(A1)',
      dateFormat: 'D/M/Y',
    });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(Object.keys(bad.errors).sort()).toEqual(['dateFormat', 'ficav', 'refunds']);
  });

  it('checks a download query: a known file and an ordered range', () => {
    expect(
      parseWith(accountingExportQuerySchema, {
        file: 'xero-bank',
        from: '2026-01-01',
        to: '2026-01-31',
      }),
    ).toMatchObject({ ok: true, value: { account: 'bank' } });
    const bad = parseWith(accountingExportQuerySchema, {
      file: 'sage',
      from: '2026-02-01',
      to: '2026-01-31',
    });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(Object.keys(bad.errors).sort()).toEqual(['file', 'to']);
  });
});
