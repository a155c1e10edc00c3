import { describe, expect, it } from 'vitest';
import { departurePricesLine, departureTermsLine } from './departure-terms';

const pkg = { price: 7450, quadPrice: null, triplePrice: 7450, doublePrice: 8650 };
const prices = { quad: 3899, triple: null, double: null, singleSupplement: 1250 };
const none = { depositDueDate: null, balanceDueDate: null, paymentPlan: null };

describe("a departure's terms in words, for staff", () => {
  it('names each room at its price (its own over the package’s) and the single supplement', () => {
    expect(departurePricesLine(pkg, { ...none, prices })).toBe(
      'Quad $3,899 · Triple $7,450 · Double $8,650 · single supplement $1,250',
    );
  });

  it('says the plan, else the settings’ terms with its own dates', () => {
    expect(
      departureTermsLine({
        ...none,
        prices,
        paymentPlan: {
          deposit: { type: 'percent', value: 2_000 },
          instalments: { type: 'monthly', dates: [] },
          finalDaysBefore: 45,
        },
      }),
    ).toBe('Payment plan: 20% deposit, then monthly, the last 45 days before departure');
    expect(
      departureTermsLine({
        ...none,
        prices,
        paymentPlan: {
          deposit: { type: 'amount', value: 50_000 },
          instalments: { type: 'dates', dates: ['2027-01-10', '2027-02-10'] },
          finalDaysBefore: 30,
        },
      }),
    ).toBe(
      'Payment plan: $500 deposit per traveller, then 2 set dates, the last 30 days before departure',
    );
    expect(departureTermsLine({ ...none, prices })).toBe("Settings' deposit and balance terms");
    expect(departureTermsLine({ ...none, prices, balanceDueDate: '2027-03-01' })).toMatch(
      /^Settings' deposit and balance terms: balance by .*2027$/,
    );
  });
});
