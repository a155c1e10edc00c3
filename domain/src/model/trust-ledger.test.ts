import { describe, expect, it } from 'vitest';
import { trustByMonth, trustLedger, wouldDrawOnOthers } from './trust-ledger';

const ins = [
  { date: '2026-10-02', amountCents: 50_000, method: 'etransfer', reference: 'R-000001' },
  { date: '2026-10-20', amountCents: 120_050, method: 'card', reference: 'R-000002' },
  { date: '2026-11-03', amountCents: -10_001, method: 'cash', reference: 'R-000003' },
];
const outs = [
  { date: '2026-10-20', amountCents: 100_000, reference: 'Hotel deposit' },
  { date: '2026-11-10', amountCents: 80_000, reference: 'Air deposit' },
];

describe('the trust ledger', () => {
  it('lists money in and out in date order with the balance held, to the cent', () => {
    const l = trustLedger(ins, outs);
    expect(l.entries.map((e) => [e.reference, e.amountCents, e.balanceCents])).toEqual([
      ['R-000001', 50_000, 50_000],
      // Money in before money out on one day.
      ['R-000002', 120_050, 170_050],
      ['Hotel deposit', -100_000, 70_050],
      ['R-000003', -10_001, 60_049],
      ['Air deposit', -80_000, -19_951],
    ]);
    expect(l.inByMethod).toEqual({ etransfer: 50_000, card: 120_050, cash: -10_001 });
    expect(l).toMatchObject({ inCents: 160_049, outCents: 180_000, balanceCents: -19_951 });
  });

  it('flags a supplier payment that takes more than the departure holds', () => {
    const l = trustLedger(ins, outs);
    expect(l.overdrawn.map((e) => [e.reference, e.drawsOnOthersCents])).toEqual([
      ['Air deposit', 19_951],
    ]);
    expect(
      trustLedger([], [{ date: '2026-01-01', amountCents: 500, reference: 'x' }]).overdrawn[0]
        ?.drawsOnOthersCents,
    ).toBe(500);
    expect(wouldDrawOnOthers(60_049, 60_049)).toBe(0);
    expect(wouldDrawOnOthers(60_049, 80_000)).toBe(19_951);
    expect(wouldDrawOnOthers(-5, 100)).toBe(100);
  });

  it('adds the whole agency up by month with the balance held at each month end', () => {
    expect(trustByMonth(ins, outs)).toEqual([
      { month: '2026-10', inCents: 170_050, outCents: 100_000, closingCents: 70_050 },
      { month: '2026-11', inCents: -10_001, outCents: 80_000, closingCents: -19_951 },
    ]);
  });
});
