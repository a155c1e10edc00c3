import { describe, expect, it } from 'vitest';
import { confirmBookingSchema, manualPaymentSchema } from './payment-schemas';
import { settingsSchema } from './settings';
import { parseWith } from './validation';

describe('payment terms in the settings', () => {
  it('accepts an amount or a percentage deposit', () => {
    expect(parseWith(settingsSchema, { depositType: 'amount', depositValue: '500.00' }).ok).toBe(
      true,
    );
    expect(parseWith(settingsSchema, { depositType: 'percent', depositValue: '12.5' }).ok).toBe(
      true,
    );
  });
  it('names the field that is wrong', () => {
    const r = parseWith(settingsSchema, {
      depositType: 'percent',
      depositValue: '150',
      balanceDueDays: '-3',
      paymentMethods: 'card,bitcoin',
      etransferEmail: 'nope',
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(Object.keys(r.errors).sort()).toEqual(
      ['balanceDueDays', 'depositValue', 'etransferEmail', 'paymentMethods'].sort(),
    );
  });
});

describe('confirmBookingSchema', () => {
  it('takes the agreed room, travellers, total and departure', () => {
    const r = parseWith(confirmBookingSchema, {
      roomType: 'double',
      numberOfTravelers: '2',
      total: '4,500.00',
      departureDate: '2026-06-01',
    });
    expect(r.ok && r.value).toMatchObject({
      roomType: 'double',
      numberOfTravelers: 2,
      sendEmail: true,
    });
  });
  it('refuses a zero or malformed total', () => {
    for (const total of ['0', 'abc', '-1']) {
      const r = parseWith(confirmBookingSchema, {
        roomType: 'double',
        numberOfTravelers: 2,
        total,
        departureDate: '2026-06-01',
      });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.errors['total']).toMatch(/Total price/);
    }
  });
});

describe('manualPaymentSchema', () => {
  it('needs a method among e-Transfer, cash, cheque or other, and a note', () => {
    expect(
      parseWith(manualPaymentSchema, { kind: 'refund', method: 'cash', amount: '10', note: 'x' })
        .ok,
    ).toBe(true);
    const r = parseWith(manualPaymentSchema, { kind: 'payment', method: 'card', amount: '10' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Object.keys(r.errors).sort()).toEqual(['method', 'note']);
  });
});
