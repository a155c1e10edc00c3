import { describe, expect, it } from 'vitest';
import { receiptAgencyOf } from '../receipts';
import {
  customerProvince,
  halfYear,
  monthsOf,
  regulatorLines,
  regulatorReport,
  type RegisterReceipt,
} from './regulator-reports';

const sellsInQuebec = receiptAgencyOf({ sellsInQuebec: 'yes', ficavRate: '0.10' });
const credited = receiptAgencyOf({ sellsInQuebec: 'yes', ficavRate: '0.10', ficavCredit: 'yes' });
const ontarioOnly = receiptAgencyOf({});

let seq = 0;
function receipt(o: Partial<RegisterReceipt> & { address?: string }): RegisterReceipt {
  seq += 1;
  const { address = '12 King St W, Toronto, ON M5H 1A1', ...rest } = o;
  return {
    number: `R-${String(seq).padStart(6, '0')}`,
    seq,
    bookingId: 'b1',
    issuedAt: '2026-03-10T15:00:00.000Z',
    kind: 'payment',
    amountCents: 100_000,
    method: 'etransfer',
    totalCents: 300_000,
    paidCents: 100_000,
    customer: { name: 'A', address, email: 'a@example.com' },
    agency: ontarioOnly,
    ...rest,
  };
}

describe("the customer's province from the receipt's address", () => {
  it('reads a province code, the postal code, or a name in English or French', () => {
    expect(customerProvince('12 King St W, Toronto, ON M5H 1A1')).toBe('ON');
    expect(customerProvince('1250, rue Jean-Talon Est, Montréal, QC H2R 1W3')).toBe('QC');
    expect(customerProvince('5 rue Principale, Gatineau, Québec')).toBe('QC');
    expect(customerProvince('99 Main Street, Brampton, Ontario')).toBe('ON');
    expect(customerProvince('99 Main Street, Ottawa K1A 0B1')).toBe('ON');
    expect(customerProvince('4 rue des Érables, Laval H7N 2T4')).toBe('QC');
    expect(customerProvince('88 Jasper Ave, Edmonton, AB T5J 0N3')).toBe('AB');
    // A street named after another province: the postal code decides.
    expect(customerProvince('1234 rue Ontario Est, Montréal H2L 1N8')).toBe('QC');
  });

  it('knows a foreign address and an address that names no province', () => {
    expect(customerProvince('1 Main St, Buffalo, NY 14201, US')).toBe('outside');
    expect(customerProvince('1 Main St, Buffalo, NY 14201, USA')).toBe('outside');
    expect(customerProvince('1 Main St, Buffalo NY, United States')).toBe('outside');
    expect(customerProvince('12 King St W, Toronto, ON M5H 1A1, CA')).toBe('ON');
    expect(customerProvince('')).toBe('unknown');
    expect(customerProvince('12 Maple Avenue')).toBe('unknown');
    // Words that merely contain a code are not one ('ONE', 'Don Mills').
    expect(customerProvince('ONE Yonge Street, Don Mills')).toBe('unknown');
  });
});

describe('half-years', () => {
  it("follow the agency's fiscal year", () => {
    expect(halfYear(2026, 1)).toEqual({ from: '2026-01-01', to: '2026-06-30' });
    expect(halfYear(2026, 2)).toEqual({ from: '2026-07-01', to: '2026-12-31' });
    expect(halfYear(2026, 1, 4)).toEqual({ from: '2026-04-01', to: '2026-09-30' });
    expect(halfYear(2026, 2, 4)).toEqual({ from: '2026-10-01', to: '2027-03-31' });
    expect(halfYear(2027, 2, 9)).toEqual({ from: '2028-03-01', to: '2028-08-31' });
  });
});

describe("Ontario's gross sales", () => {
  it("counts a payment by the agency's day: 30 June 23:30 in Toronto is the first half-year", () => {
    seq = 0;
    const register = [
      // 2026-07-01T03:30Z is 30 June, 23:30 in Toronto (EDT, UTC-4).
      receipt({ issuedAt: '2026-07-01T03:30:00.000Z', amountCents: 123_456 }),
      // 2026-07-01T04:00Z is 1 July, midnight in Toronto: the second half-year.
      receipt({ issuedAt: '2026-07-01T04:00:00.000Z', amountCents: 1 }),
      // 1 January 00:00 in Toronto (EST, UTC-5) is 05:00Z.
      receipt({ issuedAt: '2026-01-01T04:59:59.000Z', amountCents: 7 }),
      receipt({ issuedAt: '2026-01-01T05:00:00.000Z', amountCents: 11 }),
    ];
    const h1 = regulatorReport(register, halfYear(2026, 1)).totals.ontario;
    const h2 = regulatorReport(register, halfYear(2026, 2)).totals.ontario;
    expect(h1).toEqual({ salesCents: 123_467, refundsCents: 0, netCents: 123_467 });
    expect(h2).toEqual({ salesCents: 1, refundsCents: 0, netCents: 1 });
  });

  it('nets a refund in the period it was made, not the sale’s', () => {
    seq = 0;
    const register = [
      receipt({ issuedAt: '2026-05-02T15:00:00.000Z', amountCents: 250_001 }),
      receipt({
        issuedAt: '2026-08-02T15:00:00.000Z',
        kind: 'refund',
        amountCents: -50_000,
        paidCents: 200_001,
      }),
    ];
    expect(regulatorReport(register, halfYear(2026, 1)).totals.ontario.netCents).toBe(250_001);
    expect(regulatorReport(register, halfYear(2026, 2)).totals.ontario).toEqual({
      salesCents: 0,
      refundsCents: -50_000,
      netCents: -50_000,
    });
  });

  it('counts only Ontario residents and reconciles every receipt with the register', () => {
    seq = 0;
    const register = [
      receipt({ amountCents: 100_000 }),
      receipt({ amountCents: 200_003, address: '4 rue des Érables, Laval, QC H7N 2T4' }),
      receipt({ amountCents: 300_005, address: '1 Main St, Buffalo, NY 14201, US' }),
      receipt({ amountCents: 400_007, address: '' }),
      receipt({ amountCents: -10_001, kind: 'refund', address: 'Brampton L6X 1A1' }),
    ];
    const { totals, unknown } = regulatorReport(register, { from: '2026-01-01', to: '2026-12-31' });
    expect(totals.ontario).toEqual({
      salesCents: 100_000,
      refundsCents: -10_001,
      netCents: 89_999,
    });
    expect(totals.otherProvincesCents).toBe(200_003);
    expect(totals.outsideCanadaCents).toBe(300_005);
    expect(totals.unknownCents).toBe(400_007);
    expect(unknown).toEqual(['R-000004']);
    expect(totals.registerCents).toBe(990_014);
    expect(
      totals.ontario.netCents +
        totals.otherProvincesCents +
        totals.outsideCanadaCents +
        totals.unknownCents +
        totals.creditMovesCents,
    ).toBe(totals.registerCents);
  });

  it('leaves credits out: moving money to a credit and paying with it is no new money', () => {
    seq = 0;
    const register = [
      receipt({ bookingId: 'b1', issuedAt: '2026-02-01T15:00:00.000Z', amountCents: 80_000 }),
      // The trip is cancelled and the money kept as a credit (a "refund" to the credit)...
      receipt({
        bookingId: 'b1',
        issuedAt: '2026-06-01T15:00:00.000Z',
        kind: 'refund',
        method: 'credit',
        amountCents: -80_000,
        paidCents: 0,
      }),
      // ...that pays a later booking in the next half-year.
      receipt({
        bookingId: 'b2',
        issuedAt: '2026-09-01T15:00:00.000Z',
        method: 'credit',
        amountCents: 80_000,
        paidCents: 80_000,
      }),
    ];
    const h1 = regulatorReport(register, halfYear(2026, 1)).totals;
    const h2 = regulatorReport(register, halfYear(2026, 2)).totals;
    expect(h1.ontario.netCents).toBe(80_000);
    expect(h1.creditMovesCents).toBe(-80_000);
    expect(h1.registerCents).toBe(0);
    expect(h2.ontario.netCents).toBe(0);
    expect(h2.creditMovesCents).toBe(80_000);
  });

  it('groups the period by month', () => {
    seq = 0;
    const register = [
      receipt({ issuedAt: '2026-03-31T23:00:00.000Z', amountCents: 5 }), // 31 March, 19:00
      receipt({ issuedAt: '2026-04-01T03:59:00.000Z', amountCents: 7 }), // 31 March, 23:59
      receipt({ issuedAt: '2026-04-01T04:00:00.000Z', amountCents: 11 }), // 1 April
    ];
    const r = regulatorReport(register, halfYear(2026, 1));
    expect(r.months.map((m) => [m.month, m.ontario.netCents])).toEqual([
      ['2026-01', 0],
      ['2026-02', 0],
      ['2026-03', 12],
      ['2026-04', 11],
      ['2026-05', 0],
      ['2026-06', 0],
    ]);
    expect(monthsOf({ from: '2026-11-15', to: '2027-01-31' })).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
    ]);
  });
});

describe('FICAV contributions', () => {
  it('collects the stated contribution as the money comes in, to the cent, once per booking', () => {
    seq = 0;
    // 0.10 % of $3,333.33 is $3.33333: stated as $3.33, collected 1/3, 1/3 and the rest.
    const register = [
      receipt({
        agency: sellsInQuebec,
        totalCents: 333_333,
        paidCents: 111_111,
        amountCents: 111_111,
      }),
      receipt({
        agency: sellsInQuebec,
        issuedAt: '2026-08-10T15:00:00.000Z',
        totalCents: 333_333,
        paidCents: 222_222,
        amountCents: 111_111,
      }),
      receipt({
        agency: sellsInQuebec,
        issuedAt: '2026-08-11T15:00:00.000Z',
        totalCents: 333_333,
        paidCents: 333_333,
        amountCents: 111_111,
      }),
    ];
    expect(regulatorLines(register).map((l) => l.ficavCents)).toEqual([111, 111, 111]);
    expect(regulatorReport(register, halfYear(2026, 1)).totals.ficav).toEqual({
      collectedCents: 111,
      creditCents: 0,
      remitCents: 111,
    });
    expect(regulatorReport(register, halfYear(2026, 2)).totals.ficav.collectedCents).toBe(222);
  });

  it('gives the share back with a refund in a later period, and nothing past the total', () => {
    seq = 0;
    const register = [
      receipt({
        agency: sellsInQuebec,
        totalCents: 500_000,
        paidCents: 600_000,
        amountCents: 600_000,
      }),
      receipt({
        agency: sellsInQuebec,
        issuedAt: '2026-09-10T15:00:00.000Z',
        kind: 'refund',
        totalCents: 500_000,
        paidCents: 250_000,
        amountCents: -350_000,
      }),
    ];
    // Overpaid: the contribution stops at the total's ($5.00).
    expect(regulatorLines(register).map((l) => l.ficavCents)).toEqual([500, -250]);
  });

  it('reports a credited contribution as collected and credited, with nothing to remit', () => {
    seq = 0;
    const register = [
      receipt({ agency: credited, totalCents: 640_000, paidCents: 640_000, amountCents: 640_000 }),
    ];
    expect(regulatorReport(register, halfYear(2026, 1)).totals.ficav).toEqual({
      collectedCents: 640,
      creditCents: 640,
      remitCents: 0,
    });
  });

  it('states nothing for an agency that does not sell in Quebec, or before the price is set', () => {
    seq = 0;
    const register = [
      receipt({ agency: ontarioOnly }),
      receipt({ agency: sellsInQuebec, bookingId: 'b2', totalCents: null, paidCents: 50_000 }),
      // The price is agreed: the contribution comes with the receipts after it, on all money held.
      receipt({ agency: sellsInQuebec, bookingId: 'b2', totalCents: 200_000, paidCents: 100_000 }),
    ];
    expect(regulatorLines(register).map((l) => l.ficavCents)).toEqual([0, 0, 100]);
  });

  it('follows a credit: its share leaves the first booking and comes into the later one', () => {
    seq = 0;
    const register = [
      receipt({
        agency: sellsInQuebec,
        bookingId: 'b1',
        totalCents: 100_000,
        paidCents: 100_000,
        amountCents: 100_000,
      }),
      receipt({
        agency: sellsInQuebec,
        bookingId: 'b1',
        kind: 'refund',
        method: 'credit',
        totalCents: 100_000,
        paidCents: 0,
        amountCents: -100_000,
      }),
      receipt({
        agency: sellsInQuebec,
        bookingId: 'b2',
        method: 'credit',
        totalCents: 100_000,
        paidCents: 100_000,
        amountCents: 100_000,
      }),
    ];
    const lines = regulatorLines(register);
    expect(lines.map((l) => l.ficavCents)).toEqual([100, -100, 100]);
    expect(lines.reduce((s, l) => s + l.ficavCents, 0)).toBe(100);
  });
});
