import { describe, expect, it } from 'vitest';
import {
  allotmentsOf,
  copiedSheet,
  dueSoon,
  lineAmountCents,
  lineFigures,
  marginGroups,
  marginOf,
  parseRate,
  rateToText,
  roomsNeeded,
  scheduleStatus,
  seasonOf,
  toCadCents,
  type CostLine,
  type CostSheet,
  type SupplierPayment,
} from './costs';

const line = (over: Partial<CostLine>): CostLine => ({
  id: 'l1',
  kind: 'other',
  label: 'Line',
  supplierId: 's1',
  currency: 'CAD',
  unitCents: 0,
  quantity: 1,
  perTraveller: false,
  stayKey: '',
  roomType: null,
  rooms: 0,
  nights: 0,
  seats: 0,
  nameDeadline: null,
  ticketingDeadline: null,
  schedule: [],
  ...over,
});

const payment = (over: Partial<SupplierPayment>): SupplierPayment => ({
  id: 'p1',
  lineId: 'l1',
  date: '2026-11-01',
  amountCents: 0,
  currency: 'SAR',
  rateMicros: 365_000,
  cadCents: 0,
  reference: '',
  recordedBy: 'admin',
  at: '2026-11-01T10:00:00.000Z',
  ...over,
});

const RATES = { USD: 1_380_000, SAR: 365_000 };

describe('rates', () => {
  it('parses a rate to millionths of a dollar, exactly', () => {
    expect(parseRate('0.365')).toBe(365_000);
    expect(parseRate('1.380000')).toBe(1_380_000);
    expect(parseRate(' 0.000001 ')).toBe(1);
    expect(parseRate('1')).toBe(1_000_000);
  });
  it('refuses what is not a positive rate of at most six decimals', () => {
    for (const bad of ['', '0', '0.0', '-1', '1.2345678', 'abc', '1,38', '10000']) {
      expect(parseRate(bad)).toBeNull();
    }
  });
  it('writes a rate back as text', () => {
    expect(rateToText(365_000)).toBe('0.365');
    expect(rateToText(1_000_000)).toBe('1.0');
    expect(rateToText(1_380_250)).toBe('1.38025');
  });
});

describe('toCadCents', () => {
  it('converts at the rate and rounds once to the cent, halves away from zero', () => {
    expect(toCadCents(100_00, 365_000)).toBe(36_50); // SAR 100 → $36.50
    expect(toCadCents(1, 500_000)).toBe(1); // 0.5 cent → 1
    expect(toCadCents(1, 499_999)).toBe(0);
    expect(toCadCents(-1, 500_000)).toBe(-1); // a refund rounds like its payment
    expect(toCadCents(3, 365_000)).toBe(1); // 1.095 → 1
    expect(toCadCents(12_345_67, 1_380_000)).toBe(17_037_02); // 17,037.0246
  });
  it('keeps exact on amounts whose product passes 2^53', () => {
    // 90,000,000.00 USD at 1.380001 = 124,200,090.00 CAD exactly.
    expect(toCadCents(9_000_000_000, 1_380_001)).toBe(12_420_009_000);
  });
  it('CAD is one to one', () => expect(toCadCents(4_567, 1_000_000)).toBe(4_567));
});

describe('line amounts', () => {
  it('counts a hotel by rooms × nights, air by seats, visa by travellers', () => {
    const hotel = line({ kind: 'hotel', rooms: 10, nights: 5, unitCents: 450_00 });
    expect(lineAmountCents(hotel, 40)).toBe(22_500_00);
    expect(lineAmountCents(line({ kind: 'air', seats: 40, unitCents: 1_100_00 }), 3)).toBe(
      44_000_00,
    );
    expect(lineAmountCents(line({ kind: 'visa', quantity: 99, unitCents: 150_00 }), 3)).toBe(
      450_00,
    );
    expect(lineAmountCents(line({ kind: 'transport', quantity: 2, unitCents: 10_00 }), 9)).toBe(
      20_00,
    );
    expect(
      lineAmountCents(line({ kind: 'ziyarat', perTraveller: true, unitCents: 10_00 }), 9),
    ).toBe(90_00);
  });

  it('commits payments at their own rate and the rest at the sheet rate', () => {
    const hotel = line({ kind: 'hotel', currency: 'SAR', rooms: 2, nights: 5, unitCents: 500_00 });
    // SAR 5,000.00; SAR 2,000.00 paid at 0.36 → $720.00; SAR 3,000.00 left at 0.365 → $1,095.00.
    const sheet = {
      rates: RATES,
      payments: [payment({ amountCents: 2_000_00, rateMicros: 360_000, cadCents: 720_00 })],
    };
    const f = lineFigures(hotel, sheet, 0);
    expect(f).toMatchObject({
      amountCents: 5_000_00,
      paidCents: 2_000_00,
      toPayCents: 3_000_00,
      paidCadCents: 720_00,
      committedCadCents: 1_815_00,
    });
    // A new rate moves only the projection: the $720.00 paid stays.
    const moved = lineFigures(hotel, { ...sheet, rates: { ...RATES, SAR: 400_000 } }, 0);
    expect(moved.committedCadCents).toBe(720_00 + 1_200_00);
  });

  it('never projects a negative rest when more was paid than the line', () => {
    const l = line({ currency: 'CAD', unitCents: 100_00 });
    const f = lineFigures(
      l,
      { rates: RATES, payments: [payment({ amountCents: 150_00, cadCents: 150_00 })] },
      0,
    );
    expect(f.toPayCents).toBe(0);
    expect(f.committedCadCents).toBe(150_00);
  });
});

describe('marginOf', () => {
  it('gives the margin, per pilgrim and break-even, to the cent', () => {
    const lines = [
      // fixed $30,000.00, variable $1,500.00 for 10 pilgrims ($150.00 each)
      { ...lineFigures(line({ unitCents: 30_000_00 }), { rates: RATES, payments: [] }, 10) },
      {
        ...lineFigures(
          line({ id: 'v', kind: 'visa', unitCents: 150_00 }),
          { rates: RATES, payments: [] },
          10,
        ),
      },
    ];
    const m = marginOf({
      bookings: [
        { totalCents: 20_000_00, travellers: 4 },
        { totalCents: 15_000_01, travellers: 3 },
        { totalCents: 15_000_00, travellers: 3 },
      ],
      collectedCents: 12_345_67,
      lines,
    });
    expect(m.revenueCents).toBe(50_000_01);
    expect(m.committedCents).toBe(31_500_00);
    expect(m.fixedCents).toBe(30_000_00);
    expect(m.variableCents).toBe(1_500_00);
    expect(m.marginCents).toBe(18_500_01);
    expect(m.pilgrims).toBe(10);
    expect(m.marginPerPilgrimCents).toBe(1_850_00); // 1,850.001 → 1,850.00
    // price $5,000.001, visa $150: 30,000 / 4,850.001 = 6.19 → 7 pilgrims
    expect(m.breakEvenPilgrims).toBe(7);
    expect(m.collectedCents).toBe(12_345_67);
  });

  it('a loss per pilgrim rounds like a gain; no break-even when a pilgrim costs what they pay', () => {
    const lines = [
      lineFigures(line({ unitCents: 1_000_00 }), { rates: RATES, payments: [] }, 3),
      lineFigures(
        line({ id: 'v', kind: 'visa', unitCents: 300_00 }),
        { rates: RATES, payments: [] },
        3,
      ),
    ];
    const m = marginOf({
      bookings: [{ totalCents: 900_00, travellers: 3 }],
      collectedCents: 0,
      lines,
    });
    expect(m.marginCents).toBe(-1_000_00);
    expect(m.marginPerPilgrimCents).toBe(-333_33);
    expect(m.breakEvenPilgrims).toBeNull();
  });

  it('without pilgrims: no per pilgrim, no break-even', () => {
    const m = marginOf({ bookings: [], collectedCents: 0, lines: [] });
    expect(m).toMatchObject({
      marginCents: 0,
      marginPerPilgrimCents: null,
      breakEvenPilgrims: null,
    });
  });
});

describe('supplier payments due', () => {
  const hotel = line({
    kind: 'hotel',
    currency: 'SAR',
    rooms: 1,
    nights: 10,
    unitCents: 100_00,
    schedule: [
      { id: 'b', label: 'Balance', dueDate: '2026-12-20', amountCents: 700_00 },
      { id: 'a', label: 'Deposit', dueDate: '2026-11-20', amountCents: 300_00 },
    ],
  });
  const sheet: Pick<CostSheet, 'rates' | 'payments' | 'lines'> = {
    rates: RATES,
    lines: [hotel],
    payments: [payment({ amountCents: 400_00, cadCents: 146_00 })],
  };

  it('settles the earliest due first', () => {
    const s = scheduleStatus(hotel, sheet, '2026-11-28');
    expect(s.map((d) => [d.scheduleId, d.outstandingCents, d.overdue])).toEqual([
      ['a', 0, false],
      ['b', 600_00, false],
    ]);
    expect(s[1]?.outstandingCadCents).toBe(219_00);
  });

  it('lists what is owed within the days ahead, overdue too', () => {
    expect(dueSoon(sheet, '2026-11-28')).toEqual([]);
    expect(dueSoon(sheet, '2026-12-06').map((d) => d.scheduleId)).toEqual(['b']);
    const unpaid = { ...sheet, payments: [] };
    const due = dueSoon(unpaid, '2026-11-28');
    expect(due.map((d) => [d.scheduleId, d.overdue])).toEqual([['a', true]]);
  });
});

describe('allotments', () => {
  const stays = [
    { key: 'makkah', city: 'Makkah', listed: null },
    { key: 'madinah', city: 'Madinah', listed: { quad: 3, triple: 0, double: 1, single: 0 } },
  ];
  const lines = [
    line({ kind: 'hotel', stayKey: 'makkah', roomType: 'quad', rooms: 2 }),
    line({ kind: 'hotel', stayKey: 'madinah', roomType: 'quad', rooms: 3 }),
    line({ kind: 'hotel', stayKey: 'madinah', roomType: 'double', rooms: 2 }),
    line({ kind: 'air', seats: 10, nameDeadline: '2026-12-10' }),
    line({ kind: 'air', seats: 2, nameDeadline: '2026-12-05' }),
  ];
  const bookings = [
    { roomType: 'quad' as const, travellers: 4 },
    { roomType: 'quad' as const, travellers: 5 },
    { roomType: 'double' as const, travellers: 2 },
  ];

  it('counts the rooms the bookings need, filled to the type', () => {
    expect(roomsNeeded(bookings)).toEqual({ quad: 3, triple: 0, double: 1, single: 0 });
  });

  it('warns with the shortfall of rooms and seats, and shows the name deadline', () => {
    const a = allotmentsOf({
      lines,
      stays,
      bookings,
      travellers: 13,
      namesMissing: [{ bookingReference: 'ABCD', index: 2 }],
      today: '2026-11-28',
    });
    expect(a.rooms).toEqual([
      { stayKey: 'makkah', roomType: 'quad', held: 2, sold: 3, listed: null, shortfall: 1 },
      // No double held in Makkah: the double sold is short there.
      { stayKey: 'makkah', roomType: 'double', held: 0, sold: 1, listed: null, shortfall: 1 },
      { stayKey: 'madinah', roomType: 'quad', held: 3, sold: 3, listed: 3, shortfall: 0 },
      { stayKey: 'madinah', roomType: 'double', held: 2, sold: 1, listed: 1, shortfall: 0 },
    ]);
    expect(a.seats).toEqual({ held: 12, travellers: 13, shortfall: 1 });
    expect(a.nameDeadline).toEqual({
      date: '2026-12-05',
      daysLeft: 7,
      missing: [{ bookingReference: 'ABCD', index: 2 }],
    });
    expect(a.warnings).toEqual([
      { code: 'rooms_short', stayKey: 'makkah', roomType: 'quad', shortfall: 1 },
      { code: 'rooms_short', stayKey: 'makkah', roomType: 'double', shortfall: 1 },
      { code: 'seats_short', shortfall: 1 },
      { code: 'names_due', deadline: '2026-12-05', missing: 1, daysLeft: 7 },
    ]);
  });

  it('a rooming list with more rooms than held warns too', () => {
    const a = allotmentsOf({
      lines: [line({ kind: 'hotel', stayKey: 'madinah', roomType: 'double', rooms: 1 })],
      stays,
      bookings: [],
      travellers: 0,
      namesMissing: [],
      today: '2026-11-28',
    });
    expect(a.warnings).toEqual([
      { code: 'rooms_short', stayKey: 'madinah', roomType: 'quad', shortfall: 3 },
    ]);
    expect(a.nameDeadline).toBeNull();
    expect(a.seats.shortfall).toBe(0);
  });
});

describe('copy and report', () => {
  it('copies lines with new ids and moved dates, and no payment', () => {
    let n = 0;
    const copy = copiedSheet(
      {
        rates: RATES,
        lines: [
          line({
            kind: 'air',
            nameDeadline: '2026-12-01',
            schedule: [{ id: 'x', label: 'Deposit', dueDate: '2026-11-30', amountCents: 5 }],
          }),
        ],
      },
      'dep2',
      () => `n${++n}`,
      7,
    );
    expect(copy.payments).toEqual([]);
    expect(copy.lines[0]).toMatchObject({ id: 'n1', nameDeadline: '2026-12-08' });
    expect(copy.lines[0]?.schedule[0]).toMatchObject({ id: 'n2', dueDate: '2026-12-07' });
  });

  it('names the season by Hijri year and sums per package and season', () => {
    expect(seasonOf('2026-12-15')).toBe('1448 AH');
    const margin = marginOf({
      bookings: [{ totalCents: 100_00, travellers: 1 }],
      collectedCents: 50_00,
      lines: [],
    });
    const rows = [
      { departureId: 'a', departureDate: '2026-12-15', packageId: 'p', packageTitle: 'P', margin },
      { departureId: 'b', departureDate: '2027-01-15', packageId: 'p', packageTitle: 'P', margin },
    ];
    expect(marginGroups(rows, 'package')).toEqual([
      {
        key: 'p',
        label: 'P',
        departures: 2,
        pilgrims: 2,
        revenueCents: 200_00,
        collectedCents: 100_00,
        committedCents: 0,
        marginCents: 200_00,
      },
    ]);
    expect(marginGroups(rows, 'season').map((g) => g.key)).toEqual(['1448 AH']);
  });
});
