// The agency's books through the real API (issue 45): suppliers, a departure's cost sheet in SAR,
// USD and CAD, a supplier payment at its own rate, the margin against the receipts register to
// the cent, the allotments, the refusals (with the field named) and a signed-in non-admin refused.
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import type { DepartureCosts, Supplier, SupplierPayment } from '@umrah/domain/model/costs';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../platform/firebase/firebase';
import { adminForThisFile, client, nonAdminCookie } from '../../../test-support/admin-session';
import { clearFirestore } from '../../../test-support/emulators';
import {
  confirmBooking,
  payByEtransfer,
  seedDeparture,
  storeBooking,
} from '../../../test-support/seeded-bookings';

const admin = adminForThisFile();
const today = todayInTimeZone();
const departureDate = addDays(today, 90);

beforeEach(clearFirestore);

async function supplier(name: string, currency: string): Promise<Supplier> {
  const res = await admin.request<Supplier>('POST', '/api/admin/suppliers', {
    name,
    currency,
    contact: 'reservations@example.com',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** A departure with a double of 2 paid in full and a quad of 5 part paid, one refund. */
async function departureWithMoney() {
  const d = await seedDeparture(admin, { departureDate, returnDate: addDays(departureDate, 14) });
  const on = { packageId: d.packageId, departureId: d.id, seatsHeld: 0 };
  const double = await storeBooking(departureDate, { ...on, numberOfTravelers: 2 });
  await confirmBooking(admin, double, { roomType: 'double', numberOfTravelers: 2, total: '3000' });
  await payByEtransfer(admin, double, '3000');
  const quad = await storeBooking(departureDate, {
    ...on,
    fullName: 'Yusuf Khan',
    numberOfTravelers: 5,
  });
  await confirmBooking(admin, quad, { roomType: 'quad', numberOfTravelers: 5, total: '9999.99' });
  await payByEtransfer(admin, quad, '1234.56');
  const refund = await admin.request('POST', `/api/admin/bookings/${quad}/payments`, {
    kind: 'refund',
    method: 'cash',
    amount: '100.01',
    note: 'Upgrade dropped',
  });
  expect(refund.status).toBe(201);
  // A request not confirmed: it sells nothing.
  await storeBooking(departureDate, { ...on, numberOfTravelers: 3 });
  return d;
}

function sheetBody(ids: { hotel: string; air: string; visa: string }, sarRate = '0.365') {
  return {
    rates: { USD: '1.38', SAR: sarRate },
    lines: [
      {
        kind: 'hotel',
        label: 'Makkah, quads',
        supplierId: ids.hotel,
        currency: 'SAR',
        unitPrice: '400',
        stayKey: 'makkah',
        roomType: 'quad',
        rooms: 1,
        nights: 7,
        schedule: [
          { label: 'Deposit', dueDate: addDays(today, 5), amount: '1000' },
          { label: 'Balance', dueDate: addDays(today, 60), amount: '1800' },
        ],
      },
      {
        kind: 'hotel',
        label: 'Makkah, doubles',
        supplierId: ids.hotel,
        currency: 'SAR',
        unitPrice: '333.33',
        stayKey: 'makkah',
        roomType: 'double',
        rooms: 1,
        nights: 7,
      },
      {
        kind: 'air',
        label: 'Seat block YYZ-JED',
        supplierId: ids.air,
        currency: 'USD',
        unitPrice: '901.17',
        seats: 6,
        nameDeadline: addDays(today, 10),
        ticketingDeadline: addDays(today, 30),
      },
      { kind: 'visa', label: 'Visas', supplierId: ids.visa, currency: 'SAR', unitPrice: '300' },
    ],
  };
}

describe('the cost sheet, margin and allotments', () => {
  it('saves a sheet, records a payment at its rate and agrees with the receipts register', async () => {
    const d = await departureWithMoney();
    const ids = {
      hotel: (await supplier('Dar Al Tawhid', 'SAR')).id,
      air: (await supplier('Saudia Groups', 'USD')).id,
      visa: (await supplier('Visa desk', 'SAR')).id,
    };
    const empty = await admin.request<DepartureCosts>('GET', `/api/admin/departures/${d.id}/costs`);
    expect(empty.status).toBe(200);
    expect(empty.body.sheet.lines).toEqual([]);

    const saved = await admin.request<DepartureCosts>(
      'PUT',
      `/api/admin/departures/${d.id}/costs`,
      sheetBody(ids),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const hotelLine = saved.body.sheet.lines[0];
    expect(hotelLine).toMatchObject({ unitCents: 40_000, rooms: 1, nights: 7 });
    expect(saved.body.suppliers.map((s) => s.name)).toEqual([
      'Dar Al Tawhid',
      'Saudia Groups',
      'Visa desk',
    ]);

    const paid = await admin.request<{ payment: SupplierPayment; costs: DepartureCosts }>(
      'POST',
      `/api/admin/departures/${d.id}/costs/payments`,
      {
        lineId: hotelLine?.id,
        date: today,
        amount: '1000',
        currency: 'SAR',
        rate: '0.36',
        reference: 'Wire 4471',
      },
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.payment).toMatchObject({ amountCents: 100_000, cadCents: 36_000 });

    const { margin, lines, allotments, schedule } = paid.body.costs;
    // Hotel quads: SAR 2,800.00; SAR 1,000.00 paid at 0.36 ($360.00), SAR 1,800.00 at 0.365.
    expect(lines.map((l) => l.committedCadCents)).toEqual([
      36_000 + 65_700,
      85_166, // SAR 2,333.31 × 0.365 = 851.65815
      746_169, // USD 5,407.02 × 1.38 = 7,461.6876
      76_650, // 7 travellers × SAR 300 × 0.365
    ]);
    expect(margin).toMatchObject({
      revenueCents: 300_000 + 999_999,
      committedCents: 1_009_685,
      marginCents: 290_314,
      pilgrims: 7,
      marginPerPilgrimCents: 41_473,
      breakEvenPilgrims: 6,
      paidToSuppliersCents: 36_000,
    });
    // Collected is the receipts register's net, to the cent.
    const register = await admin.request<{ count: number; amountCents: number }>(
      'GET',
      '/api/admin/receipts/totals',
    );
    expect(register.body).toEqual({ count: 3, amountCents: 300_000 + 123_456 - 10_001 });
    expect(margin.collectedCents).toBe(register.body.amountCents);

    // The trust ledger: money in is the register's receipts by method, out the supplier payment.
    const { trust } = paid.body.costs;
    expect(trust).toMatchObject({
      inCents: register.body.amountCents,
      inByMethod: { etransfer: 300_000 + 123_456, cash: -10_001 },
      outCents: 36_000,
      balanceCents: register.body.amountCents - 36_000,
      overdrawn: [],
    });
    const agency = await admin.request<{ months: unknown[] }>('GET', '/api/admin/costs/trust');
    expect(agency.body.months).toEqual([
      {
        month: today.slice(0, 7),
        inCents: register.body.amountCents,
        outCents: 36_000,
        closingCents: register.body.amountCents - 36_000,
      },
    ]);

    // The deposit is settled by the payment; the balance is still owed.
    expect(schedule.map((s) => [s.label, s.outstandingCents])).toEqual([
      ['Deposit', 0],
      ['Balance', 180_000],
    ]);

    // 5 in quads need 2 quads (1 held); Madinah holds nothing; 7 travellers, 6 seats.
    expect(allotments.warnings).toEqual([
      { code: 'rooms_short', stayKey: 'makkah', roomType: 'quad', shortfall: 1 },
      { code: 'rooms_short', stayKey: 'madinah', roomType: 'quad', shortfall: 2 },
      { code: 'rooms_short', stayKey: 'madinah', roomType: 'double', shortfall: 1 },
      { code: 'seats_short', shortfall: 1 },
      { code: 'names_due', deadline: addDays(today, 10), missing: 5, daysLeft: 10 },
    ]);
    expect(allotments.nameDeadline?.missing).toHaveLength(5);
    // The departure at a glance names the airline's deadline with the names still missing.
    const glance = await admin.request<{ problems: { code: string }[] }>(
      'GET',
      `/api/admin/departures/${d.id}/glance`,
    );
    expect(glance.body.problems).toContainEqual({
      code: 'name_deadline',
      params: { deadline: addDays(today, 10), missing: 5, days: 10 },
      fix: { to: 'costs' },
    });

    // A new rate moves only what is still to pay: the payment keeps its $360.00.
    const moved = await admin.request<DepartureCosts>(
      'PUT',
      `/api/admin/departures/${d.id}/costs`,
      {
        ...sheetBody(ids, '0.4'),
        lines: sheetBody(ids).lines.map((l, i) => ({ ...l, id: saved.body.sheet.lines[i]?.id })),
      },
    );
    expect(moved.status).toBe(200);
    expect(moved.body.lines[0]?.committedCadCents).toBe(36_000 + 72_000);
    expect(moved.body.sheet.payments).toHaveLength(1);

    const audit = await db()
      .collection('auditLog')
      .where('target', '==', `departures/${d.id}/costs/payments`)
      .get();
    expect(audit.size).toBe(1);

    // The report and the dashboard read the same figures.
    const report = await admin.request<{ departures: { margin: { marginCents: number } }[] }>(
      'GET',
      '/api/admin/costs/report',
    );
    expect(report.body.departures.map((r) => r.margin.marginCents)).toEqual([
      moved.body.margin.marginCents,
    ]);
    const due = await admin.request<{ label: string }[]>('GET', '/api/admin/costs/due');
    expect(due.body).toEqual([]);
  });

  it('copies a sheet onto another departure, dates moved, no payment', async () => {
    const a = await seedDeparture(admin, { departureDate, returnDate: addDays(departureDate, 14) });
    const b = await seedDeparture(admin, {
      departureDate: addDays(departureDate, 7),
      returnDate: addDays(departureDate, 21),
    });
    const s = (await supplier('Hotel', 'SAR')).id;
    const ids = { hotel: s, air: s, visa: s };
    await admin.request('PUT', `/api/admin/departures/${a.id}/costs`, sheetBody(ids));
    const copy = await admin.request<DepartureCosts>(
      'POST',
      `/api/admin/departures/${b.id}/costs/copy`,
      { fromDepartureId: a.id },
    );
    expect(copy.status, JSON.stringify(copy.body)).toBe(200);
    expect(copy.body.sheet.lines).toHaveLength(4);
    expect(copy.body.sheet.lines[2]?.nameDeadline).toBe(addDays(today, 17));
    expect(copy.body.sheet.lines[0]?.schedule[0]?.dueDate).toBe(addDays(today, 12));
    const none = await admin.request('POST', `/api/admin/departures/${a.id}/costs/copy`, {
      fromDepartureId: (
        await seedDeparture(admin, { departureDate, returnDate: addDays(departureDate, 9) })
      ).id,
    });
    expect(none.status).toBe(404);
  });

  it('refuses bad bodies naming the fields, and paid lines from being dropped', async () => {
    const d = await seedDeparture(admin, { departureDate, returnDate: addDays(departureDate, 14) });
    const s = (await supplier('Hotel', 'SAR')).id;
    const path = `/api/admin/departures/${d.id}/costs`;
    const bad = await admin.request<{ errors: Record<string, string> }>('PUT', path, {
      rates: { USD: 'soon', SAR: '0.365' },
      lines: [{ kind: 'hotel', label: '', supplierId: s, currency: 'EUR', unitPrice: '-4' }],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(
      [
        'lines[0].currency',
        'lines[0].label',
        'lines[0].roomType',
        'lines[0].stayKey',
        'lines[0].unitPrice',
        'rates.USD',
      ].sort(),
    );
    const unknown = await admin.request<{ code: string; errors: Record<string, string> }>(
      'PUT',
      path,
      sheetBody({ hotel: s, air: 'nobody', visa: s }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      code: 'cost_line_supplier_unknown',
      errors: { 'lines[2].supplierId': 'Choose a supplier from the list' },
    });

    const saved = await admin.request<DepartureCosts>(
      'PUT',
      path,
      sheetBody({ hotel: s, air: s, visa: s }),
    );
    const line = saved.body.sheet.lines[0];
    const pay = (body: Record<string, unknown>) =>
      admin.request<{ code: string; errors: Record<string, string> }>('POST', `${path}/payments`, {
        lineId: line?.id,
        date: today,
        amount: '10',
        currency: 'SAR',
        rate: '0.365',
        ...body,
      });
    expect((await pay({ currency: 'USD' })).body).toMatchObject({
      code: 'supplier_payment_currency',
      errors: { currency: 'This line is paid in SAR' },
    });
    const noLine = await pay({ lineId: 'nope' });
    expect(noLine.status).toBe(400);
    expect(noLine.body.errors).toHaveProperty('lineId');
    expect((await pay({ amount: 'ten', date: '2026-02-30' })).body.errors).toMatchObject({
      amount: expect.any(String),
      date: expect.any(String),
    });
    expect((await pay({})).status).toBe(201);
    // The paid line cannot go, nor change currency.
    const dropped = await admin.request('PUT', path, {
      rates: { USD: '1.38', SAR: '0.365' },
      lines: [],
    });
    expect(dropped.status).toBe(409);
    expect((await admin.request<DepartureCosts>('GET', path)).body.sheet.lines).toHaveLength(4);
  });

  it('answers nothing to a signed-in non-admin', async () => {
    const d = await seedDeparture(admin, { departureDate, returnDate: addDays(departureDate, 14) });
    const other = client(await nonAdminCookie());
    for (const [method, path] of [
      ['GET', `/api/admin/departures/${d.id}/costs`],
      ['PUT', `/api/admin/departures/${d.id}/costs`],
      ['POST', `/api/admin/departures/${d.id}/costs/payments`],
      ['GET', '/api/admin/suppliers'],
      ['POST', '/api/admin/suppliers'],
      ['GET', '/api/admin/costs/due'],
      ['GET', '/api/admin/costs/report'],
      ['GET', '/api/admin/costs/trust'],
    ] as const) {
      const res = await other.request(method, path, method === 'GET' ? undefined : {});
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect((await db().collection('costSheets').get()).size).toBe(0);
    expect((await db().collection('suppliers').get()).size).toBe(0);
  });
});
