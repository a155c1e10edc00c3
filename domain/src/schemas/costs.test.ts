import { describe, expect, it } from 'vitest';
import { parseWith } from './validation';
import { costSheetSchema, sheetFromInput, supplierPaymentSchema, supplierSchema } from './costs';

const hotel = {
  kind: 'hotel',
  label: 'Makkah hotel, quads',
  supplierId: 'sup1',
  currency: 'SAR',
  unitPrice: '450',
  stayKey: 'makkah',
  roomType: 'quad',
  rooms: 10,
  nights: 5,
  schedule: [{ label: 'Deposit', dueDate: '2026-12-01', amount: '5,000.50' }],
};

describe('cost sheet schema', () => {
  it('takes a sheet and turns amounts into cents and rates into millionths', () => {
    const r = parseWith(costSheetSchema, { rates: { USD: '1.38', SAR: '0.365' }, lines: [hotel] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    let n = 0;
    const sheet = sheetFromInput(r.value, () => `id${++n}`);
    expect(sheet.rates).toEqual({ USD: 1_380_000, SAR: 365_000 });
    expect(sheet.lines[0]).toMatchObject({
      id: 'id1',
      unitCents: 450_00,
      rooms: 10,
      nights: 5,
      seats: 0,
      schedule: [{ id: 'id2', amountCents: 5_000_50, dueDate: '2026-12-01' }],
    });
  });

  it('names each bad field', () => {
    const r = parseWith(costSheetSchema, {
      rates: { USD: 'abc', SAR: '0.365' },
      lines: [{ ...hotel, roomType: '', stayKey: '', unitPrice: '-1', rooms: 1.5 }],
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(Object.keys(r.errors).sort()).toEqual(
      [
        'lines[0].roomType',
        'lines[0].rooms',
        'lines[0].stayKey',
        'lines[0].unitPrice',
        'rates.USD',
      ].sort(),
    );
  });

  it('checks a supplier and a payment', () => {
    expect(parseWith(supplierSchema, { name: '', currency: 'EUR' })).toMatchObject({
      ok: false,
      errors: { name: 'Name is required', currency: 'Currency must be one of CAD, USD, SAR' },
    });
    const p = parseWith(supplierPaymentSchema, {
      lineId: 'l1',
      date: '2026-11-02',
      amount: '0',
      currency: 'SAR',
      rate: '0',
    });
    expect(p.ok).toBe(false);
    if (!p.ok) expect(Object.keys(p.errors).sort()).toEqual(['amount', 'rate']);
  });
});
