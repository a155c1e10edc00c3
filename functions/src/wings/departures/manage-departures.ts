// Staff add, edit, close, copy and delete a package's departures. A blank return date is the
// package's nights after the departure (domain: defaultReturnDate); the seats are never written
// here (bookings move them, seat-holds.ts holds them by hand).
import {
  copiedDeparture,
  defaultReturnDate,
  type Departure,
  type DepartureFields,
} from '@umrah/domain/model/departures';
import { DomainError } from '@umrah/domain/model/errors';
import type { CopyDepartureInput, DepartureInput } from '@umrah/domain/schemas/departure';
import { packages } from '../content/packages';
import {
  cancelDepartureIn,
  createDeparture,
  deleteDeparture,
  readDeparture,
  setDepartureStatus,
  setDeparturePrivateFor,
  updateDeparture,
  updateDepartureIn,
} from './store/departures-store';
import type { Transaction } from 'firebase-admin/firestore';

async function packageOf(packageId: string) {
  const pkg = await packages.getById(packageId);
  if (!pkg) throw new DomainError('content_not_found', { label: 'package' });
  return pkg;
}

function fieldsOf(input: DepartureInput, pkg: Parameters<typeof defaultReturnDate>[1]) {
  return {
    ...input,
    returnDate: input.returnDate ?? defaultReturnDate(input.departureDate, pkg),
  } satisfies DepartureFields;
}

export async function addDeparture(packageId: string, input: DepartureInput): Promise<Departure> {
  const pkg = await packageOf(packageId);
  return createDeparture(packageId, fieldsOf(input, pkg));
}

export async function editDeparture(id: string, input: DepartureInput): Promise<Departure> {
  const before = await readDeparture(id);
  if (before.status === 'cancelled') throw new DomainError('departure_cancelled');
  const pkg = await packageOf(before.packageId);
  return updateDeparture(id, fieldsOf(input, pkg));
}

/** The departure as it stands and the fields an edit would write (for a change of dates). */
export async function editedFields(
  id: string,
  input: DepartureInput,
): Promise<{ before: Departure; fields: DepartureFields }> {
  const before = await readDeparture(id);
  if (before.status === 'cancelled') throw new DomainError('departure_cancelled');
  const pkg = await packageOf(before.packageId);
  return { before, fields: fieldsOf(input, pkg) };
}

/**
 * The departures' side of a change of dates: the bookings wing runs the transaction that moves
 * its confirmed bookings and hands it here, so the departure and its bookings change together.
 */
export function departureRewrite(tx: Transaction, id: string, fields: DepartureFields) {
  return updateDepartureIn(tx, id, fields);
}

/** Closed: no new requests but the waiting list; its bookings and seats stay. */
export async function closeDeparture(id: string): Promise<Departure> {
  const before = await readDeparture(id);
  if (before.status === 'cancelled') throw new DomainError('departure_cancelled');
  return setDepartureStatus(id, 'closed');
}

/**
 * The departures' side of the agency cancelling a departure (the bookings wing runs the
 * transaction): cancelled, never listed or bookable again. Answers the departure as it was.
 */
export function departureCancellation(
  tx: Transaction,
  id: string,
  cancelled: { reason: string; at: string; by: string },
): Promise<Departure> {
  return cancelDepartureIn(tx, id, cancelled);
}

/** The same departure on a later date (dates shifted alike), open, with no seat taken. */
export async function copyDeparture(id: string, input: CopyDepartureInput): Promise<Departure> {
  const source = await readDeparture(id);
  const pkg = await packageOf(source.packageId);
  const returnDate = input.returnDate ?? defaultReturnDate(input.departureDate, pkg);
  return createDeparture(
    source.packageId,
    copiedDeparture(source, input.departureDate, returnDate),
  );
}

/**
 * Only a departure nobody booked can go: others are closed instead, so no booking loses its date.
 * `bookings` is how many bookings name it (the bookings wing counts them: departures read none).
 */
export async function removeDeparture(id: string, bookings: number): Promise<void> {
  const d = await readDeparture(id);
  if (bookings > 0 || d.manualHolds.length > 0 || d.bookedSeats > 0) {
    throw new DomainError('departure_has_bookings', { bookings });
  }
  await deleteDeparture(id);
}

/** Keeps the departure for a leader's group (its code), or opens it to the public (null). */
export function setDeparturePrivate(id: string, groupCode: string | null): Promise<void> {
  return setDeparturePrivateFor(id, groupCode);
}
