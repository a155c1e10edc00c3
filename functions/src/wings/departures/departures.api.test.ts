// Departures end to end through the emulator stack: seats that cannot be oversold (parallel
// confirmations), the waiting list's order, moving bookings, seat holds, public requests naming
// a departure, the package fields from the next departure, and admin-only access.
import type { Booking } from '@umrah/domain/model/bookings';
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import type { Departure, DepartureDetail, DepartureSummary } from '@umrah/domain/model/departures';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DomainError } from '@umrah/domain/model/errors';
import { NEXT_CURSOR_HEADER, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@umrah/domain/schemas/paging';
import { isDomainError } from '@umrah/domain/model/errors';
import { confirmBooking } from '../bookings/confirm-booking';
import { db } from '../../platform/firebase/firebase';
import { adminForThisFile, client, nonAdminCookie } from '../../../test-support/admin-session';
import { putAgencySettings } from '../../../test-support/agency-settings';
import { clearFirestore, getJson } from '../../../test-support/emulators';
import {
  addDeparture as postDeparture,
  payByEtransfer,
  storeBooking,
  storePackage,
} from '../../../test-support/seeded-bookings';
import { bookingFields, postBooking } from '../../../test-support/submissions';
import { recountTallies } from '../bookings/departure-bookings';

const admin = adminForThisFile();
const today = todayInTimeZone();
const soon = addDays(today, 90);
const later = addDays(today, 150);

beforeEach(async () => {
  await clearFirestore();
  await putAgencySettings();
});

const aPackageId = storePackage;

const addDeparture = (packageId: string, body: Record<string, unknown> = {}) =>
  postDeparture(admin, packageId, { departureDate: soon, ...body });

const aBooking = (
  packageId: string,
  departureId: string | null,
  overrides: Record<string, unknown> = {},
) => storeBooking(soon, { packageId, departureId, seatsHeld: 0, ...overrides });

function confirm(id: string, body: Record<string, unknown> = {}) {
  return admin.request<
    Booking & { code?: string; message?: string; errors?: Record<string, string> }
  >('POST', `/api/admin/bookings/${id}/confirm`, {
    roomType: 'double',
    numberOfTravelers: 1,
    total: '3000',
    sendEmail: false,
    ...body,
  });
}

const storedDeparture = async (id: string) =>
  (await db().collection('departures').doc(id).get()).data() as { bookedSeats: number };

const detail = async (id: string) =>
  (await admin.request<DepartureDetail>('GET', `/api/admin/departures/${id}`)).body;

describe('seats that cannot be oversold', () => {
  // The race runs in this process against the emulator's Firestore: twenty HTTP requests at
  // once would need twenty function instances, which the emulator cannot start together on a
  // small machine. The transactions are the real ones the route runs; the HTTP race below is
  // smaller.
  it(
    'lets exactly 3 of 20 parallel confirmations take the last 3 seats; the others are refused naming the seats left',
    { timeout: 120_000 },
    async () => {
      const packageId = await aPackageId();
      const d = await addDeparture(packageId, { capacity: 3 });
      const ids = await Promise.all(Array.from({ length: 20 }, () => aBooking(packageId, d.id)));
      const input = {
        roomType: 'double' as const,
        numberOfTravelers: 1,
        total: '3000',
        departureDate: '',
        departureId: '',
        skipReason: '',
        insurance: '' as const,
        sendEmail: false,
      };

      const outcomes = await Promise.allSettled(ids.map((id) => confirmBooking(id, input)));

      const ok = outcomes.filter((o) => o.status === 'fulfilled');
      const refused = outcomes.flatMap((o) =>
        o.status === 'rejected' ? [o.reason as unknown] : [],
      );
      expect(ok).toHaveLength(3);
      expect(refused).toHaveLength(17);
      for (const err of refused) {
        expect(isDomainError(err) && err.code, String(err)).toBe('departure_sold_out');
        expect((err as DomainError).params).toEqual({ seatsLeft: 0, departureDate: soon });
        expect((err as Error).message).toBe(
          `Not enough seats on the departure of ${soon}: no seat left`,
        );
      }
      expect((await storedDeparture(d.id)).bookedSeats).toBe(3);
      const counts = (await detail(d.id)).counts;
      // Requested counts travellers: each stored request is for 2.
      expect(counts).toMatchObject({ capacity: 3, held: 3, left: 0, requested: 34 });
      // The refused bookings were not confirmed: the booking and the seats move together.
      const confirmed = await db().collection('bookings').where('status', '==', 'confirmed').get();
      expect(confirmed.size).toBe(3);
    },
  );

  it(
    'answers 409 with the seats left to the staff member who confirms the last seat second',
    { timeout: 120_000 },
    async () => {
      const packageId = await aPackageId();
      const d = await addDeparture(packageId, { capacity: 1 });
      const ids = await Promise.all(Array.from({ length: 3 }, () => aBooking(packageId, d.id)));
      const answers = await Promise.all(ids.map((id) => confirm(id)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
      for (const a of answers.filter((x) => x.status === 409)) {
        expect(a.body).toMatchObject({
          code: 'departure_sold_out',
          message: `Not enough seats on the departure of ${soon}: no seat left`,
        });
      }
      expect((await storedDeparture(d.id)).bookedSeats).toBe(1);
    },
  );

  it('names the seats left when a confirmation asks for more than remain', async () => {
    const packageId = await aPackageId();
    const d = await addDeparture(packageId, { capacity: 4 });
    const first = await aBooking(packageId, d.id);
    expect((await confirm(first, { numberOfTravelers: 2 })).status).toBe(200);
    const res = await confirm(await aBooking(packageId, d.id), { numberOfTravelers: 3 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`Not enough seats on the departure of ${soon}: 2 seats left`);
  });

  it('frees seats on cancellation and takes them again on re-confirmation, changing travellers by the difference', async () => {
    const packageId = await aPackageId();
    const d = await addDeparture(packageId, { capacity: 10 });
    const id = await aBooking(packageId, d.id);
    expect((await confirm(id, { numberOfTravelers: 2 })).status).toBe(200);
    expect((await storedDeparture(d.id)).bookedSeats).toBe(2);
    // Fewer travellers, then more.
    expect((await confirm(id, { numberOfTravelers: 1 })).status).toBe(200);
    expect((await storedDeparture(d.id)).bookedSeats).toBe(1);
    expect((await confirm(id, { numberOfTravelers: 4 })).status).toBe(200);
    expect((await storedDeparture(d.id)).bookedSeats).toBe(4);
    const cancel = await admin.request('PUT', `/api/admin/bookings/${id}`, {
      status: 'cancelled',
      note: 'Changed plans',
    });
    expect(cancel.status).toBe(200);
    expect((await storedDeparture(d.id)).bookedSeats).toBe(0);
    await admin.request('PUT', `/api/admin/bookings/${id}`, { status: 'confirmed', note: '' });
    expect((await storedDeparture(d.id)).bookedSeats).toBe(4);
    expect((await admin.request('DELETE', `/api/admin/bookings/${id}`)).status).toBe(200);
    expect((await storedDeparture(d.id)).bookedSeats).toBe(0);
  });

  it('takes the plan dates from the departure when it sets its own', async () => {
    const packageId = await aPackageId();
    const d = await addDeparture(packageId, {
      depositDueDate: addDays(today, 10),
      balanceDueDate: addDays(today, 40),
    });
    const res = await confirm(await aBooking(packageId, d.id), { departureDate: '' });
    expect(res.status).toBe(200);
    expect(res.body.payment).toMatchObject({
      departureDate: soon,
      balanceDueDate: addDays(today, 40),
      depositDueDate: addDays(today, 10),
    });
  });

  it('holds seats by hand with a label, refuses holds that do not fit, and releases them', async () => {
    const packageId = await aPackageId();
    const d = await addDeparture(packageId, { capacity: 5 });
    const held = await admin.request<Departure>('POST', `/api/admin/departures/${d.id}/holds`, {
      label: 'Tour leader',
      seats: 2,
    });
    expect(held.status).toBe(201);
    const hold = held.body.manualHolds[0];
    expect(hold).toMatchObject({ label: 'Tour leader', seats: 2 });
    const tooMany = await admin.request('POST', `/api/admin/departures/${d.id}/holds`, {
      label: 'Airline block',
      seats: 4,
    });
    expect(tooMany.status).toBe(409);
    const missingLabel = await admin.request<{ errors: Record<string, string> }>(
      'POST',
      `/api/admin/departures/${d.id}/holds`,
      { seats: 1 },
    );
    expect(missingLabel.status).toBe(400);
    expect(missingLabel.body.errors.label).toMatch(/Label is required/);
    // A confirmation sees the hold: 3 seats left.
    const res = await confirm(await aBooking(packageId, d.id), { numberOfTravelers: 4 });
    expect(res.body.message).toContain('3 seats left');
    const released = await admin.request<Departure>(
      'DELETE',
      `/api/admin/departures/${d.id}/holds/${hold?.id}`,
    );
    expect(released.status).toBe(200);
    expect(released.body.manualHolds).toEqual([]);
  });
});

describe('the waiting list', () => {
  it('confirms in order of request, and out of order only with a reason recorded on the booking', async () => {
    const packageId = await aPackageId();
    const d = await addDeparture(packageId, { capacity: 2 });
    const full = await aBooking(packageId, d.id);
    expect((await confirm(full, { numberOfTravelers: 2 })).status).toBe(200);
    const first = await aBooking(packageId, d.id, {
      waitingList: true,
      fullName: 'First Waiting',
      receivedAt: new Date(Date.now() - 60_000),
    });
    const second = await aBooking(packageId, d.id, { waitingList: true });

    let shown = await detail(d.id);
    expect(shown.waitingList.map((b) => b.id)).toEqual([first, second]);
    expect(shown.counts).toMatchObject({ left: 0, waiting: 4 });

    await admin.request('PUT', `/api/admin/bookings/${full}`, { status: 'cancelled', note: '' });
    const skipped = await confirm(second);
    expect(skipped.status).toBe(409);
    expect(skipped.body.code).toBe('waiting_list_order');
    expect(skipped.body.message).toContain('First Waiting');
    expect(skipped.body.errors?.skipReason).toBeTruthy();

    const withReason = await confirm(second, { skipReason: 'First one asked to wait for May' });
    expect(withReason.status).toBe(200);
    expect(withReason.body.waitingListSkip).toMatchObject({
      reason: 'First one asked to wait for May',
      skipped: [first],
    });
    expect((await confirm(first)).status).toBe(200);
    shown = await detail(d.id);
    expect(shown.waitingList).toEqual([]);
    expect(shown.counts).toMatchObject({ held: 2, left: 0, waiting: 0 });
  });
});

describe('moving a booking', () => {
  it('moves a confirmed booking’s seats to another departure in one write, refusing a full one', async () => {
    const packageId = await aPackageId();
    const a = await addDeparture(packageId, { capacity: 10 });
    const b = await addDeparture(packageId, { capacity: 3, departureDate: later });
    const full = await addDeparture(packageId, { capacity: 1, departureDate: addDays(later, 7) });
    const id = await aBooking(packageId, a.id);
    expect((await confirm(id, { numberOfTravelers: 2 })).status).toBe(200);

    const moved = await admin.request<Booking>('POST', `/api/admin/bookings/${id}/move`, {
      departureId: b.id,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ departureId: b.id, seatsHeld: 2 });
    expect(moved.body.payment?.departureDate).toBe(later);
    expect((await storedDeparture(a.id)).bookedSeats).toBe(0);
    expect((await storedDeparture(b.id)).bookedSeats).toBe(2);

    const refused = await admin.request('POST', `/api/admin/bookings/${id}/move`, {
      departureId: full.id,
    });
    expect(refused.status).toBe(409);
    expect((await storedDeparture(b.id)).bookedSeats).toBe(2);
    expect((await storedDeparture(full.id)).bookedSeats).toBe(0);
  });
});

describe('managing departures', () => {
  it('adds with the return date from the package nights, edits, copies, closes, lists and deletes', async () => {
    const packageId = await aPackageId({ nightsInMakkah: 7, nightsInMadina: 5 });
    const d = await addDeparture(packageId, {
      flights: {
        airline: 'Saudia',
        flightNumbers: 'SV 72 / SV 71',
        departureAirport: 'YYZ',
        departureTime: '18:45',
      },
      prices: { quad: 2300 },
    });
    expect(d.returnDate).toBe(addDays(soon, 13));
    expect(d.prices).toEqual({ quad: 2300, triple: null, double: null, singleSupplement: null });

    const bad = await admin.request<{ errors: Record<string, string> }>(
      'PUT',
      `/api/admin/departures/${d.id}`,
      { departureDate: soon, returnDate: addDays(soon, -1), capacity: 0 },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      returnDate: 'Return date cannot be before the departure date',
      capacity: expect.stringContaining('Capacity'),
    });

    const copy = await admin.request<Departure>('POST', `/api/admin/departures/${d.id}/copy`, {
      departureDate: later,
    });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      departureDate: later,
      returnDate: addDays(later, 13),
      capacity: 40,
      bookedSeats: 0,
    });

    const closed = await admin.request<Departure>('POST', `/api/admin/departures/${d.id}/close`);
    expect(closed.body.status).toBe('closed');

    const list = await admin.request<DepartureSummary[]>('GET', '/api/admin/departures');
    expect(list.body.map((x) => x.departureDate)).toEqual([soon, later]);
    expect(list.body[0]?.packageTitle).toBe('Economy Umrah 14 Days');
    const ofPackage = await admin.request<DepartureSummary[]>(
      'GET',
      `/api/admin/packages/${packageId}/departures`,
    );
    expect(ofPackage.body).toHaveLength(2);

    await aBooking(packageId, copy.body.id);
    const kept = await admin.request('DELETE', `/api/admin/departures/${copy.body.id}`);
    expect(kept.status).toBe(409);
    expect((await admin.request('DELETE', `/api/admin/departures/${d.id}`)).status).toBe(200);
    expect((await admin.request('GET', `/api/admin/departures/${d.id}`)).status).toBe(404);
  });

  it('names each departure’s package in the list across packages, and none for a deleted package', async () => {
    const first = await aPackageId({ title: 'First Package' });
    const second = await aPackageId({ title: 'Second Package' });
    const gone = await aPackageId({ title: 'Gone Package' });
    await addDeparture(first, { departureDate: soon });
    await addDeparture(second, { departureDate: addDays(soon, 1) });
    await addDeparture(first, { departureDate: addDays(soon, 2) });
    await addDeparture(gone, { departureDate: addDays(soon, 3) });
    await db().collection('packages').doc(gone).delete();

    const list = await admin.request<DepartureSummary[]>('GET', '/api/admin/departures');
    expect(list.body.map((x) => x.packageTitle)).toEqual([
      'First Package',
      'Second Package',
      'First Package',
      '',
    ]);
  });

  it('refuses every departures route without an admin session', async () => {
    const packageId = await aPackageId();
    const d = await addDeparture(packageId);
    const routes: [string, string][] = [
      ['GET', '/api/admin/departures'],
      ['GET', '/api/admin/departures?limit=1&cursor=x'],
      ['GET', `/api/admin/departures/${d.id}`],
      ['GET', `/api/admin/packages/${packageId}/departures`],
      ['POST', `/api/admin/packages/${packageId}/departures`],
      ['PUT', `/api/admin/departures/${d.id}`],
      ['POST', `/api/admin/departures/${d.id}/close`],
      ['POST', `/api/admin/departures/${d.id}/copy`],
      ['DELETE', `/api/admin/departures/${d.id}`],
      ['POST', `/api/admin/departures/${d.id}/holds`],
      ['DELETE', `/api/admin/departures/${d.id}/holds/x`],
      ['POST', '/api/admin/bookings/x/move'],
    ];
    const signedIn = client(await nonAdminCookie());
    for (const [method, path] of routes) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      expect((await client().request(method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await signedIn.request(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    expect((await storedDeparture(d.id)).bookedSeats).toBe(0);
  });
});

describe('the upcoming departures, a page at a time', () => {
  /** A departure written as stored, with a chosen id (ties of one date are ordered by id). */
  async function aStoredDeparture(id: string, packageId: string, departureDate: string) {
    await db()
      .collection('departures')
      .doc(id)
      .set({
        packageId,
        departureDate,
        returnDate: addDays(departureDate, 13),
        capacity: 10,
        status: 'open',
        bookedSeats: 0,
        manualHolds: [],
        createdAt: new Date(),
      });
  }

  /** Every page's ids, following the cursors from the first page to the last. */
  async function walk(limit: number): Promise<string[][]> {
    const pages: string[][] = [];
    let cursor: string | null = null;
    do {
      const after: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const res = await admin.request<DepartureSummary[]>(
        'GET',
        `/api/admin/departures?limit=${limit}${after}`,
      );
      expect(res.status).toBe(200);
      pages.push(res.body.map((d) => d.id));
      cursor = res.headers.get(NEXT_CURSOR_HEADER);
      expect(pages.length).toBeLessThan(20);
    } while (cursor);
    return pages;
  }

  it('pages soonest first, ties of a date by id, with no gap or repeat; the last page has no cursor', async () => {
    const packageId = await aPackageId();
    // Three share the first date and two the next, written out of order.
    for (const [id, date] of [
      ['dep-c', soon],
      ['dep-a', soon],
      ['dep-e', addDays(soon, 1)],
      ['dep-b', soon],
      ['dep-f', later],
      ['dep-d', addDays(soon, 1)],
      ['dep-past', addDays(today, -1)],
    ] as const) {
      await aStoredDeparture(id, packageId, date);
    }
    expect(await walk(2)).toEqual([
      ['dep-a', 'dep-b'],
      ['dep-c', 'dep-d'],
      ['dep-e', 'dep-f'],
    ]);
    // A last page exactly full still says it is the last.
    expect(await walk(3)).toEqual([
      ['dep-a', 'dep-b', 'dep-c'],
      ['dep-d', 'dep-e', 'dep-f'],
    ]);
    const all = await admin.request<DepartureSummary[]>('GET', '/api/admin/departures');
    expect(all.body.map((d) => d.id)).toEqual([
      'dep-a',
      'dep-b',
      'dep-c',
      'dep-d',
      'dep-e',
      'dep-f',
    ]);
    expect(all.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
    expect(all.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers 25 a page by default and bounds the limit', async () => {
    const packageId = await aPackageId();
    const batch = db().batch();
    for (let i = 0; i < PAGE_SIZE_DEFAULT + 1; i += 1) {
      batch.set(
        db()
          .collection('departures')
          .doc(`dep-${String(i).padStart(2, '0')}`),
        {
          packageId,
          departureDate: addDays(soon, i % 3),
          returnDate: addDays(soon, 20),
          capacity: 10,
          bookedSeats: 0,
          manualHolds: [],
        },
      );
    }
    await batch.commit();
    const first = await admin.request<DepartureSummary[]>('GET', '/api/admin/departures');
    expect(first.body).toHaveLength(PAGE_SIZE_DEFAULT);
    const cursor = first.headers.get(NEXT_CURSOR_HEADER);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const rest = await admin.request<DepartureSummary[]>(
      'GET',
      `/api/admin/departures?cursor=${encodeURIComponent(cursor ?? '')}`,
    );
    expect(rest.body).toHaveLength(1);
    expect(rest.headers.get(NEXT_CURSOR_HEADER)).toBeNull();
    for (const limit of ['0', String(PAGE_SIZE_MAX + 1), '2.5', 'many']) {
      const res = await admin.request<{ errors: Record<string, string> }>(
        'GET',
        `/api/admin/departures?limit=${limit}`,
      );
      expect(res.status, limit).toBe(400);
      expect(res.body.errors.limit, limit).toMatch(/Limit must be/);
    }
  });

  it('refuses a cursor that is not one of its own with 400', async () => {
    const forged = [
      'not a cursor!',
      Buffer.from('[1, 2').toString('base64url'),
      Buffer.from('["2027-02-30", "dep-a"]').toString('base64url'),
      Buffer.from('["2027-03-05", "a/b"]').toString('base64url'),
      // A bookings cursor (a moment, not a day) does not continue the departures.
      Buffer.from('[1795617422, 0, "dep-a"]').toString('base64url'),
    ];
    for (const cursor of forged) {
      const res = await admin.request<{ code?: string; errors?: Record<string, string> }>(
        'GET',
        `/api/admin/departures?cursor=${encodeURIComponent(cursor)}`,
      );
      expect(res.status, cursor).toBe(400);
      expect(res.body.errors?.cursor, cursor).toBe('Cursor is not valid');
    }
  });

  it('counts requested, waiting and paid in full on each page from each departure’s tally', async () => {
    const packageId = await aPackageId();
    await aStoredDeparture('dep-a', packageId, soon);
    await aStoredDeparture('dep-b', packageId, soon);
    await aStoredDeparture('dep-c', packageId, later);
    // Written around the bookings' store (as older data or the seed are): a recount counts them.
    await aBooking(packageId, 'dep-a', { numberOfTravelers: 4 });
    await aBooking(packageId, 'dep-c', { numberOfTravelers: 2 });
    await aBooking(packageId, 'dep-c', { status: 'contacted', numberOfTravelers: 1 });
    await aBooking(packageId, 'dep-c', { waitingList: true, numberOfTravelers: 3 });
    await aBooking(packageId, 'dep-c', { status: 'cancelled', numberOfTravelers: 5 });
    const paid = { totalCents: 300_000, status: 'paid' };
    await aBooking(packageId, 'dep-c', { status: 'confirmed', seatsHeld: 2, payment: paid });
    await aBooking(packageId, 'dep-c', {
      status: 'confirmed',
      seatsHeld: 2,
      payment: { ...paid, status: 'balance-due' },
    });
    await db().collection('departures').doc('dep-c').update({ bookedSeats: 4 });
    expect(await recountTallies(['dep-a', 'dep-b', 'dep-c'], { dryRun: true })).toBe(2);
    expect(await recountTallies(['dep-a', 'dep-b', 'dep-c'])).toBe(2);
    expect(await recountTallies(['dep-a', 'dep-b', 'dep-c'])).toBe(0);

    const first = await admin.request<DepartureSummary[]>('GET', '/api/admin/departures?limit=2');
    expect(first.body.map((d) => [d.id, d.counts.requested])).toEqual([
      ['dep-a', 4],
      ['dep-b', 0],
    ]);
    const cursor = encodeURIComponent(first.headers.get(NEXT_CURSOR_HEADER) ?? '');
    const second = await admin.request<DepartureSummary[]>(
      'GET',
      `/api/admin/departures?limit=2&cursor=${cursor}`,
    );
    expect(second.body).toHaveLength(1);
    expect(second.body[0]).toMatchObject({
      id: 'dep-c',
      packageTitle: 'Economy Umrah 14 Days',
      counts: { capacity: 10, held: 4, left: 6, requested: 3, waiting: 3, paidInFull: 1 },
    });
  });

  it('takes a payment on an older booking without moving its seats, even on a full departure', async () => {
    const packageId = await aPackageId();
    const d = await addDeparture(packageId, { capacity: 2 });
    const id = await aBooking(packageId, d.id);
    expect((await confirm(id, { numberOfTravelers: 2, total: '3000' })).status).toBe(200);
    // As a booking stored before the tally: seats not recorded on it, not counted.
    await db().collection('bookings').doc(id).update({ seatsHeld: 0, tallied: false });
    await payByEtransfer(admin, id, '3000.00');
    expect((await storedDeparture(d.id)).bookedSeats).toBe(2);
    expect((await detail(d.id)).counts).toMatchObject({ held: 2, left: 0, paidInFull: 1 });
  });

  it('keeps each tally in step with the bookings through requests, confirmations, payments, moves and cancellations', async () => {
    const packageId = await aPackageId();
    const a = await addDeparture(packageId, { capacity: 10 });
    const b = await addDeparture(packageId, { capacity: 10, departureDate: later });
    const listed = async (id: string) => {
      const res = await admin.request<DepartureSummary[]>('GET', '/api/admin/departures');
      return res.body.find((d) => d.id === id)?.counts;
    };
    // The list's counts (the tally) always equal the departure page's (its bookings counted).
    const agree = async (id: string) => {
      const fromTally = await listed(id);
      expect(fromTally).toEqual((await detail(id)).counts);
      return fromTally;
    };

    const request = await postBooking(
      bookingFields(packageId, { departureId: a.id, numberOfTravelers: '3' }),
    );
    expect(request.status).toBe(201);
    const id = request.body.id!;
    expect(await agree(a.id)).toMatchObject({ requested: 3, waiting: 0, paidInFull: 0 });

    expect((await confirm(id, { numberOfTravelers: 2, total: '3000' })).status).toBe(200);
    expect(await agree(a.id)).toMatchObject({ held: 2, requested: 0, paidInFull: 0 });

    const pay = async (amount: string, kind = 'payment') => {
      const res = await admin.request('POST', `/api/admin/bookings/${id}/payments`, {
        kind,
        method: 'etransfer',
        amount,
        note: 'e-Transfer received',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res;
    };
    expect((await pay('1000.00')).status).toBe(201);
    expect(await agree(a.id)).toMatchObject({ paidInFull: 0 });
    expect((await pay('2000.00')).status).toBe(201);
    expect(await agree(a.id)).toMatchObject({ paidInFull: 1 });
    expect((await pay('500.00', 'refund')).status).toBe(201);
    expect(await agree(a.id)).toMatchObject({ paidInFull: 0 });
    expect((await pay('500.00')).status).toBe(201);

    const moved = await admin.request('POST', `/api/admin/bookings/${id}/move`, {
      departureId: b.id,
    });
    expect(moved.status).toBe(200);
    expect(await agree(a.id)).toMatchObject({ held: 0, paidInFull: 0 });
    expect(await agree(b.id)).toMatchObject({ held: 2, paidInFull: 1 });

    const cancel = await admin.request('PUT', `/api/admin/bookings/${id}`, {
      status: 'cancelled',
      note: '',
    });
    expect(cancel.status).toBe(200);
    expect(await agree(b.id)).toMatchObject({ held: 0, requested: 0, paidInFull: 0 });
    // Nothing had to be set right by the pages: the writes kept the tallies exact.
    expect(await recountTallies([a.id, b.id], { dryRun: true })).toBe(0);
  });
});

describe('public requests and reads', () => {
  it('records the departure asked for; a full one takes only waiting-list requests, naming departureId otherwise', async () => {
    const packageId = await aPackageId();
    const open = await addDeparture(packageId);
    const full = await addDeparture(packageId, { capacity: 1, departureDate: later });
    expect((await confirm(await aBooking(packageId, full.id))).status).toBe(200);
    const other = await addDeparture(await aPackageId());

    const ok = await postBooking(bookingFields(packageId, { departureId: open.id }));
    expect(ok.status).toBe(201);
    const stored = (
      await db()
        .collection('bookings')
        .doc(ok.body.id ?? '-')
        .get()
    ).data();
    expect(stored).toMatchObject({ departureId: open.id, seatsHeld: 0, waitingList: false });

    const soldOut = await postBooking(bookingFields(packageId, { departureId: full.id }));
    expect(soldOut.status).toBe(400);
    expect(soldOut.body.errors?.departureId).toMatch(/This departure is full/);

    const waiting = await postBooking(
      bookingFields(packageId, { departureId: full.id, waitingList: 'true' }),
    );
    expect(waiting.status).toBe(201);

    const wrong = await postBooking(bookingFields(packageId, { departureId: other.id }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors?.departureId).toBe('This departure date is not available for booking');
    expect((await detail(full.id)).counts).toMatchObject({ waiting: 2, held: 1 });

    // A departure staff closed, seats left: closed, never "full", to the visitor and to staff.
    const shut = await addDeparture(packageId, { departureDate: addDays(later, 7) });
    expect((await admin.request('POST', `/api/admin/departures/${shut.id}/close`)).status).toBe(
      200,
    );
    const refused = await postBooking(bookingFields(packageId, { departureId: shut.id }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.departureId).toMatch(/^This departure is closed to new bookings/);
    const queued = await postBooking(
      bookingFields(packageId, {
        departureId: shut.id,
        waitingList: 'true',
        email: 'closed.date@example.com',
        fullName: 'Closed Date Pilgrim',
      }),
    );
    expect(queued.status).toBe(201);
    const mails = (await db().collection('mail').get()).docs.map(
      (d) => d.get('message') as { subject: string; text: string },
    );
    const staff = mails.find(
      (m) =>
        m.subject.startsWith('Waiting list request') && m.subject.endsWith('Closed Date Pilgrim'),
    );
    expect(staff?.text).toContain('Yes: the departure is closed to new bookings');
    expect(mails.some((m) => m.text.includes('full or closed'))).toBe(false);
    const ack = (
      await db().collection('mail').where('to', '==', 'closed.date@example.com').get()
    ).docs[0]?.get('message') as { text: string } | undefined;
    expect(ack?.text).toContain('The date you asked for is closed to new bookings');
  });

  it('answers the spec’s package fields from the next upcoming departure', async () => {
    const packageId = await aPackageId({ seatsLeft: 30 });
    await addDeparture(packageId, { departureDate: later, capacity: 20 });
    const next = await addDeparture(packageId, { capacity: 5 });
    await confirm(await aBooking(packageId, next.id), { numberOfTravelers: 2 });
    const list = await getJson<
      {
        id: string;
        departureDate: string;
        returnDate: string;
        seatsLeft: number;
        departures: unknown[];
      }[]
    >('/api/packages');
    const pkg = list.body.find((p) => p.id === packageId);
    expect(pkg).toMatchObject({ departureDate: soon, returnDate: next.returnDate, seatsLeft: 3 });
    expect(pkg?.departures).toHaveLength(2);
  });
});

describe('new dates for a departure reach its bookings', () => {
  const bookingDoc = async (id: string) =>
    (await db().collection('bookings').doc(id).get()).data() as {
      tripDate: string;
      payment: { departureDate: string; balanceDueDate: string };
    };

  it('shows who is affected, then moves every confirmed booking’s dates in the same write', async () => {
    const packageId = await aPackageId();
    const d = await addDeparture(packageId, { returnDate: addDays(soon, 14) });
    const confirmed = await aBooking(packageId, d.id, { fullName: 'Amina Diallo', language: 'fr' });
    expect((await confirm(confirmed)).status).toBe(200);
    const request = await aBooking(packageId, d.id, { fullName: 'Dawud Ali' });
    const before = await bookingDoc(confirmed);
    expect(before).toMatchObject({
      tripDate: soon, // as the request was stored
      payment: { departureDate: soon, balanceDueDate: addDays(soon, -45) },
    });

    const postponed = addDays(soon, 30);
    const body = { departureDate: postponed, returnDate: addDays(postponed, 14), capacity: 40 };
    const preview = await admin.request<{ datesChanged: boolean; bookings: unknown[] }>(
      'POST',
      `/api/admin/departures/${d.id}/reschedule-preview`,
      body,
    );
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toEqual({
      datesChanged: true,
      bookings: [
        expect.objectContaining({
          bookingId: confirmed,
          fullName: 'Amina Diallo',
          language: 'fr',
          tripDate: { before: soon, after: addDays(postponed, 14) },
          balanceDueDate: { before: addDays(soon, -45), after: addDays(postponed, -45) },
        }),
      ],
    });
    // A preview writes nothing.
    expect(await bookingDoc(confirmed)).toEqual(before);

    const saved = await admin.request<Departure & { rescheduled: { bookingId: string }[] }>(
      'PUT',
      `/api/admin/departures/${d.id}`,
      body,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.departureDate).toBe(postponed);
    expect(saved.body.rescheduled.map((b) => b.bookingId)).toEqual([confirmed]);
    // Retention counts from the trip date: it is the new return date now.
    expect(await bookingDoc(confirmed)).toMatchObject({
      tripDate: addDays(postponed, 14),
      payment: { departureDate: postponed, balanceDueDate: addDays(postponed, -45) },
    });
    // A request holds no seat and no date of its own to move.
    expect((await bookingDoc(request)).tripDate).toBe(before.tripDate);

    // Other fields only: nobody moves.
    const same = await admin.request<{ rescheduled: unknown[] }>(
      'PUT',
      `/api/admin/departures/${d.id}`,
      { ...body, capacity: 41 },
    );
    expect(same.body.rescheduled).toEqual([]);
  });

  it('a booking moved to another departure takes that departure’s balance due date', async () => {
    const packageId = await aPackageId();
    const d = await addDeparture(packageId);
    const other = await addDeparture(packageId, {
      departureDate: later,
      balanceDueDate: addDays(later, -60),
    });
    const id = await aBooking(packageId, d.id);
    expect((await confirm(id)).status).toBe(200);
    expect((await bookingDoc(id)).payment.balanceDueDate).toBe(addDays(soon, -45));
    const moved = await admin.request('POST', `/api/admin/bookings/${id}/move`, {
      departureId: other.id,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await bookingDoc(id)).payment).toMatchObject({
      departureDate: later,
      balanceDueDate: addDays(later, -60),
    });
  });
});
