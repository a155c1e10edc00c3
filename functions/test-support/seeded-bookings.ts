// Bookings and departures seeded the way staff make them: a request stored as the public form
// stores it, then confirmed and paid through the real admin API (each step must succeed).
import type { Booking } from '@umrah/domain/model/bookings';
import type { Departure } from '@umrah/domain/model/departures';
import { expect } from 'vitest';
import { db } from '../src/platform/firebase/firebase';
import type { ApiClient } from './admin-session';
import { aPackage, aStoredBooking } from './fixtures';
import { newSubmissionId } from './submissions';

/** Stores a package (a slug of its own) and answers its id. */
export async function storePackage(overrides: Record<string, unknown> = {}): Promise<string> {
  const ref = db().collection('packages').doc();
  await ref.set({
    ...aPackage({ slug: `pkg-${ref.id.toLowerCase()}` }),
    ...overrides,
    createdAt: new Date(),
  });
  return ref.id;
}

/** Adds a departure of 40 seats (unless `body` says otherwise) to the package, as staff do. */
export async function addDeparture(
  admin: ApiClient,
  packageId: string,
  body: Record<string, unknown>,
): Promise<Departure> {
  const res = await admin.request<Departure>(
    'POST',
    `/api/admin/packages/${packageId}/departures`,
    {
      capacity: 40,
      ...body,
    },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** A new package with one departure of 40 seats between the dates. */
export async function seedDeparture(
  admin: ApiClient,
  dates: { departureDate: string; returnDate: string },
  packageOverrides: Record<string, unknown> = {},
): Promise<Departure> {
  return addDeparture(admin, await storePackage(packageOverrides), dates);
}

/** Stores a booking request for `departure` (see aStoredBooking) and answers its id. */
export async function storeBooking(
  departure: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const id = newSubmissionId();
  await db().collection('bookings').doc(id).set(aStoredBooking(departure, overrides));
  return id;
}

/** Confirms the booking through the admin API; it must succeed. Answers the confirmed booking. */
export async function confirmBooking(
  admin: ApiClient,
  id: string,
  body: Record<string, unknown>,
): Promise<Booking> {
  const res = await admin.request<Booking>('POST', `/api/admin/bookings/${id}/confirm`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** Records an e-Transfer payment of `amount` dollars through the admin API; it must succeed. */
export async function payByEtransfer(admin: ApiClient, id: string, amount: string): Promise<void> {
  const res = await admin.request('POST', `/api/admin/bookings/${id}/payments`, {
    kind: 'payment',
    method: 'etransfer',
    amount,
    note: 'e-Transfer received',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

/**
 * A booking of `travellers` on the departure: stored as a request only (`unconfirmed`), or
 * confirmed in a double at $3,000 and paid by e-Transfer, all of it or the $500 deposit.
 */
export async function aBookingOn(
  admin: ApiClient,
  d: Departure,
  options: {
    travellers: number;
    sendEmail: boolean;
    paid: 'paid' | 'deposit' | 'unconfirmed';
    overrides?: Record<string, unknown>;
  },
): Promise<string> {
  const { travellers, sendEmail, paid, overrides = {} } = options;
  const id = await storeBooking(d.departureDate, {
    packageId: d.packageId,
    departureId: d.id,
    seatsHeld: 0,
    numberOfTravelers: travellers,
    ...overrides,
  });
  if (paid === 'unconfirmed') return id;
  await confirmBooking(admin, id, {
    roomType: 'double',
    numberOfTravelers: travellers,
    total: '3000',
    sendEmail,
  });
  await payByEtransfer(admin, id, paid === 'paid' ? '3000' : '500');
  return id;
}

/**
 * A booking of two travellers on a new departure whose plan is a 20% deposit, then `dates`, the
 * last 45 days before `departureDate`; confirmed at $`total` (staff's confirm, which must succeed).
 */
export async function aBookingOnPlan(
  admin: ApiClient,
  plan: { departureDate: string; dates: string[]; total: string },
): Promise<Booking> {
  const packageId = await storePackage();
  const d = await addDeparture(admin, packageId, {
    departureDate: plan.departureDate,
    paymentPlan: {
      deposit: { type: 'percent', value: 2_000 },
      instalments: { type: 'dates', dates: plan.dates },
      finalDaysBefore: 45,
    },
  });
  const id = await storeBooking(plan.departureDate, {
    packageId,
    departureId: d.id,
    seatsHeld: 0,
    numberOfTravelers: 2,
  });
  return confirmBooking(admin, id, { roomType: 'double', numberOfTravelers: 2, total: plan.total });
}
