import { describe, expect, it } from 'vitest';
import {
  billingAddressLine,
  ficavContributionCents,
  ficavLinesOf,
  formatRate,
  formatReceiptNumber,
  inLanguage,
  isReceiptNumber,
  receiptAgencyOf,
  receiptBalanceCents,
  receiptDay,
  receiptPackageTitle,
} from './receipts';

describe('receipt numbers', () => {
  it('are R- and six digits, from 1, so text order is number order', () => {
    expect(formatReceiptNumber(1)).toBe('R-000001');
    expect(formatReceiptNumber(123)).toBe('R-000123');
    expect(formatReceiptNumber(1_234_567)).toBe('R-1234567');
    expect(() => formatReceiptNumber(0)).toThrow();
    expect(() => formatReceiptNumber(1.5)).toThrow();
    expect(isReceiptNumber('R-000123')).toBe(true);
    expect(isReceiptNumber('R-12')).toBe(false);
    expect(isReceiptNumber('../R-000001')).toBe(false);
  });
});

describe('receipt amounts', () => {
  it('never show a negative balance', () => {
    expect(receiptBalanceCents({ totalCents: 900_000, paidCents: 100_000 })).toBe(800_000);
    expect(receiptBalanceCents({ totalCents: 900_000, paidCents: 950_000 })).toBe(0);
  });

  it('take the FICAV contribution on the total, rounded half up to the cent', () => {
    expect(ficavContributionCents(640_000, 10)).toBe(640); // 0.10 % of $6,400
    expect(ficavContributionCents(12_345, 10)).toBe(12); // 12.345 ¢
    expect(ficavContributionCents(12_350, 10)).toBe(12); // 12.35 ¢
    expect(ficavContributionCents(15_000, 35)).toBe(53); // 52.5 ¢
    expect(formatRate(10)).toBe('0.10');
    expect(formatRate(35, 'fr')).toBe('0,35');
  });

  it('date a receipt in the agency’s time zone', () => {
    // 02:30 UTC on the 27th is still the 26th in Toronto.
    expect(receiptDay({ issuedAt: '2026-11-27T02:30:00.000Z' })).toBe('2026-11-26');
  });
});

describe('the agency on a receipt', () => {
  const ontario = {
    siteName: 'Noor',
    legalName: 'Noor Travels Inc.',
    address: '1 Main St',
    city: 'Toronto',
    province: 'ON',
    postalCode: 'm5v2t6',
    registrationAuthority: 'TICO (Ontario)',
    registrationNumber: '50012345',
    quebecPermitNumber: '702345',
    ficavRate: '0.10',
    ficavCredit: 'yes',
  };

  it('prints no Quebec line unless the agency sells in Quebec', () => {
    const a = receiptAgencyOf(ontario);
    expect(a).toMatchObject({
      legalName: 'Noor Travels Inc.',
      address: '1 Main St, Toronto, ON M5V 2T6',
      registration: 'TICO (Ontario) 50012345',
      sellsInQuebec: false,
      quebecPermit: '',
      ficavBasisPoints: null,
      ficavCredit: false,
    });
    expect(ficavLinesOf({ agency: a, totalCents: 640_000 })).toBeNull();
  });

  it('prints the permit, the contribution and the credit when it does', () => {
    const a = receiptAgencyOf({ ...ontario, sellsInQuebec: 'yes' });
    expect(a.quebecPermit).toBe('702345');
    expect(ficavLinesOf({ agency: a, totalCents: 640_000 })).toEqual({
      contribution: { cents: 640, basisPoints: 10 },
      creditCents: 640,
      exemption: '',
    });
    const noRate = receiptAgencyOf({ ...ontario, sellsInQuebec: 'yes', ficavRate: '' });
    expect(ficavLinesOf({ agency: noRate, totalCents: 640_000 })).toEqual({
      contribution: null,
      creditCents: null,
      exemption: '',
    });
  });

  it('falls back to the site name, and to the other language for a missing text', () => {
    expect(receiptAgencyOf({ siteName: 'Noor' }).legalName).toBe('Noor');
    expect(inLanguage({ en: 'Held in trust', fr: '' }, 'fr')).toBe('Held in trust');
    expect(inLanguage({ en: '', fr: 'En fidéicommis' }, 'en')).toBe('En fidéicommis');
  });
});

describe("the payer's address from a card checkout", () => {
  it('is one line, Canada unsaid, another country by code, empty when none was given', () => {
    expect(
      billingAddressLine({
        line1: '12 rue Maple',
        line2: 'app. 4',
        city: 'Laval',
        state: 'QC',
        postal_code: 'h7n1a1',
        country: 'CA',
      }),
    ).toBe('12 rue Maple, app. 4, Laval, QC H7N 1A1');
    expect(
      billingAddressLine({
        line1: '5 High St',
        city: 'Leeds',
        postal_code: 'LS1 4AP',
        country: 'gb',
      }),
    ).toBe('5 High St, Leeds, LS1 4AP, GB');
    expect(billingAddressLine({ line1: ' ', country: 'CA' })).toBe('');
    expect(billingAddressLine(null)).toBe('');
  });
});

describe('the package on a receipt', () => {
  it('is named by its French title on a French receipt, the booked title otherwise', () => {
    expect(receiptPackageTitle('fr', 'Ramadan Umrah', 'Omra du Ramadan')).toBe('Omra du Ramadan');
    expect(receiptPackageTitle('fr', 'Ramadan Umrah', ' ')).toBe('Ramadan Umrah');
    expect(receiptPackageTitle('en', 'Ramadan Umrah', 'Omra du Ramadan')).toBe('Ramadan Umrah');
  });
});
