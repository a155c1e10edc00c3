// The bookings store: the only code that reads or writes `bookings` documents (their payment
// state is in payments-store.ts, beside it). Plain inputs in, plain results out; a missing
// booking is a DomainError the routes map to 404.
import { addDays } from '@umrah/domain/model/dates';
import {
  BOOKING_STATUSES,
  CLOSED_BOOKING_STATUSES,
  type Booking,
} from '@umrah/domain/model/bookings';
import type { BookingRequest } from '@umrah/domain/schemas/booking-request';
import type { BookingUpdate } from '@umrah/domain/schemas/inbox-updates';
import { DomainError } from '@umrah/domain/model/errors';
import {
  bookingReference,
  isSubmissionReference,
  normalizedReference,
} from '@umrah/domain/model/reference';
import type { BookingCounts } from '@umrah/domain/schemas/paging';
import {
  FieldValue,
  type DocumentData,
  type DocumentSnapshot,
  type Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import type { SeatClaim } from '@umrah/domain/model/departures';
import type {
  CancellationEntry,
  CancellationRequest,
} from '@umrah/domain/model/money/cancellation';
import type { InsuranceAnswer } from '@umrah/domain/model/confirmation';
import type { NameChangeEntry } from '@umrah/domain/model/money/name-change';
import type { CancellationPolicy } from '@umrah/domain/model/money/cancellation-policy';
import { extensionFor } from '../../../platform/media/file-types';
import { mediaStore } from '../../../platform/media/media-store';
import { marketingConsentRecord } from '../../marketing/marketing-contacts';
import {
  countWhere,
  readAllPages,
  readPage,
  type Filters,
  type ListSource,
  type PageRequest,
} from '../../../platform/firebase/paging';
import {
  toBooking,
  toBookingRecord,
  type BookingRecord,
  type StoredPassport,
  type StoredPayment,
} from '@umrah/domain/model/booking-document';
import {
  acceptedPolicyField,
  bookingRef,
  bookingsCollection,
  existing,
  findBooking,
  readBookingIn,
} from '../../../platform/firebase/booking-documents';
import type { WaitingListSkip } from './booking-seats';
import { TALLIED } from '@umrah/domain/model/seat-claims';
import * as clock from '../../../platform/clock';

export { bookingRef, bookingsCollection, existing, findBooking, readBookingIn };
const col = bookingsCollection;

export interface PassportUpload {
  bytes: Buffer;
  contentType: string;
  fileName: string;
}

/** A new booking as the request's use case hands it over, its passport file already stored. */
export interface NewBooking {
  request: BookingRequest;
  pkg: { id: string; title: string; slug: string; returnDate: string | null };
  tripDate: string;
  passport: StoredPassport | null;
  /** The booking terms version in force as the pilgrim sent the form (null: none published). */
  termsVersion: number | null;
  /** The cancellation policy in force for the departure or package (null: none stated). */
  policy: CancellationPolicy | null;
  /** The leader's group booked through (null: none). */
  group: { code: string; name: string } | null;
}

/** Whether booking `id` is stored (a retried submission is stored once). */
export async function bookingExists(id: string): Promise<boolean> {
  return (await col().doc(id).get()).exists;
}

/** Whether booking `id` is stored, read in `tx`. */
export async function bookingExistsIn(tx: Transaction, id: string): Promise<boolean> {
  return (await tx.get(col().doc(id))).exists;
}

/** Stores the passport scan of booking `id` in private storage (before the booking is written). */
export async function savePassport(id: string, upload: PassportUpload): Promise<StoredPassport> {
  const path = `passports/${id}.${extensionFor(upload.contentType)}`;
  await (await mediaStore()).savePrivate(path, upload.bytes, upload.contentType);
  return {
    path,
    fileName: upload.fileName.slice(0, 200),
    contentType: upload.contentType,
    size: upload.bytes.length,
  };
}

/**
 * Removes the passport file of a booking whose write failed, unless a booking (a concurrent retry
 * of the same submission) was stored and refers to it: nothing half-written remains.
 */
export async function dropUnusedPassport(id: string, passport: StoredPassport): Promise<void> {
  if (!(await bookingExists(id))) await (await mediaStore()).removePrivate(passport.path);
}

/** Writes the new booking `id` in `tx`, counted on its departure (`claim`) when it names one. */
export function writeNewBooking(
  tx: Transaction,
  id: string,
  b: NewBooking,
  claim: SeatClaim | null,
): void {
  const { submissionId: _id, consent: _consent, marketingConsent, ...fields } = b.request;
  tx.create(col().doc(id), {
    ...(claim ? TALLIED : {}),
    ...fields,
    // Made once here, from the id (model/reference.ts): the staff search finds it by equality.
    reference: bookingReference(id),
    packageTitle: b.pkg.title,
    packageSlug: b.pkg.slug,
    status: 'new',
    note: '',
    consentAt: FieldValue.serverTimestamp(),
    termsAccepted:
      b.termsVersion === null
        ? null
        : { version: b.termsVersion, at: FieldValue.serverTimestamp() },
    // Accepted with the terms, kept whole: a later change of the package's never changes it.
    cancellationPolicy: acceptedPolicyField(b.policy),
    receivedAt: FieldValue.serverTimestamp(),
    tripDate: b.tripDate,
    // The leader's group it was booked through (checked by the use case).
    groupCode: b.group?.code ?? null,
    groupName: b.group?.name ?? null,
    // The departure asked for (checked by the use case); a request holds no seat.
    departureId: fields.departureId || null,
    seatsHeld: 0,
    passport: b.passport,
    hasPassport: b.passport !== null,
    passportDeletedAt: null,
    // Only when ticked: the time and the text version (CASL); unticked leaves no field.
    ...(marketingConsent ? { marketingConsent: marketingConsentRecord() } : {}),
  });
}

const bookingList: ListSource<Booking> = {
  query: col,
  sortField: 'receivedAt',
  toItem: (doc) => toBooking(doc.id, doc.data() ?? {}),
};

/** A page of bookings, newest first (`filters`: equality filters such as `{ status: 'new' }`). */
export function listBookings(request: PageRequest) {
  return readPage(bookingList, request);
}

/** Every booking (of `filters`), newest first, `pageSize` at a time (the CSV export). */
export function bookingPages(pageSize: number, filters?: Filters) {
  return readAllPages(bookingList, pageSize, filters);
}

/**
 * How many bookings in all and per status (aggregate queries, in parallel), of one departure
 * when `departureId` is given.
 */
export async function countBookings(departureId?: string): Promise<BookingCounts> {
  const [all, ...perStatus] = await Promise.all([
    countWhere(col(), { departureId }),
    ...BOOKING_STATUSES.map((status) => countWhere(col(), { status, departureId })),
  ]);
  const counts = { all: all ?? 0 } as BookingCounts;
  BOOKING_STATUSES.forEach((status, i) => (counts[status] = perStatus[i] ?? 0));
  return counts;
}

export async function readBooking(id: string): Promise<BookingRecord> {
  const snap = await bookingRef(id).get();
  return toBookingRecord(id, existing(snap));
}

/** The booking an id names, or null (an id no document can have, or none stored). */

/**
 * The id of the booking a reference names, or null. New bookings store theirs; bookings confirmed
 * before answer to their old payment reference too. Bookings stored before references were
 * stored are found by their ids (the reference is a pure function of the id): a scan of ids only,
 * reached only when the equality queries find nothing.
 */
export async function findBookingIdByReference(text: string): Promise<string | null> {
  const reference = normalizedReference(text);
  if (!reference) return null;
  for (const field of ['reference', 'payment.reference']) {
    const hit = await col().where(field, '==', reference).limit(1).get();
    if (!hit.empty) return hit.docs[0]!.id;
  }
  if (!isSubmissionReference(reference)) return null;
  const ids = await col().select().get();
  return ids.docs.find((d) => bookingReference(d.id) === reference)?.id ?? null;
}

/** What a confirmation writes on the booking beside its plan (money's agreed payment). */
export interface ConfirmationWrite {
  payment: StoredPayment;
  to: SeatClaim | null;
  skip: WaitingListSkip | null;
  /** The pilgrim's answer to the insurance staff offered ('' : not recorded, keeps any earlier). */
  insurance: InsuranceAnswer | '';
}

/** Confirms booking `id` (stored as `data`) in `tx`; answers the booking as written. */
export function writeConfirmation(
  tx: Transaction,
  id: string,
  data: DocumentData,
  w: ConfirmationWrite,
): BookingRecord {
  const now = FieldValue.serverTimestamp();
  const seatFields = w.to
    ? {
        departureId: w.to.departureId,
        seatsHeld: w.to.seats,
        ...TALLIED,
        ...(w.skip ? { waitingListSkip: w.skip } : {}),
      }
    : {};
  const insurance = w.insurance ? { insurance: w.insurance } : {};
  tx.update(bookingRef(id), {
    status: 'confirmed',
    updatedAt: now,
    ...(data['status'] !== 'confirmed' ? { statusChangedAt: now } : {}),
    ...seatFields,
    ...insurance,
  });
  return toBookingRecord(id, {
    ...data,
    ...seatFields,
    ...insurance,
    payment: w.payment,
    status: 'confirmed',
  });
}

/** Sets status and note in `tx`, the booking's seats now `to`; answers the booking as written. */
export function writeStatus(
  tx: Transaction,
  id: string,
  data: DocumentData,
  update: BookingUpdate,
  to: SeatClaim | null,
): BookingRecord {
  const now = FieldValue.serverTimestamp();
  const changed = data['status'] !== update.status;
  tx.update(bookingRef(id), {
    status: update.status,
    note: update.note,
    updatedAt: now,
    // When the status last changed: retention counts from it for closed bookings.
    ...(changed ? { statusChangedAt: now } : {}),
    ...(to ? { seatsHeld: to.seats, ...TALLIED } : {}),
  });
  return toBookingRecord(id, { ...data, status: update.status, note: update.note });
}

/** Where a booking moves: the departure and the package it belongs to. */
export interface MoveTarget {
  departureId: string;
  packageId: string;
  packageTitle: string;
  packageSlug: string;
  departureDate: string;
  tripDate: string;
  /** The new departure's due dates for a confirmed plan (planDueDates). */
  balanceDueDate: string;
  depositDueDate: string | null;
}

/**
 * Moves booking `id` (stored as `data`) to `target` in `tx`, its seats now `to`: a confirmed plan
 * keeps its amounts and takes the new departure's due dates (its reminders, keyed by the due date,
 * start again from them). Answers the booking as written.
 */
export function writeMove(
  tx: Transaction,
  id: string,
  data: DocumentData,
  target: MoveTarget,
  to: SeatClaim | null,
  skip: WaitingListSkip | null,
): BookingRecord {
  const fields = {
    departureId: target.departureId,
    seatsHeld: to?.seats ?? 0,
    ...TALLIED,
    packageId: target.packageId,
    packageTitle: target.packageTitle,
    packageSlug: target.packageSlug,
    tripDate: target.tripDate,
    ...(data['payment'] ? paymentDatesOf(data, target) : {}),
    ...(skip ? { waitingListSkip: skip } : {}),
  };
  tx.update(bookingRef(id), { ...fields, updatedAt: FieldValue.serverTimestamp() });
  const payment = data['payment'] ? { ...paymentOf(data), ...planDates(data, target) } : null;
  return toBookingRecord(id, { ...data, ...fields, payment });
}

type PlanDates = Pick<MoveTarget, 'departureDate' | 'balanceDueDate' | 'depositDueDate'>;

const paymentOf = (data: FirebaseFirestore.DocumentData) =>
  (data['payment'] ?? {}) as Record<string, unknown>;

/** A stored plan's dates for a new departure date (a deposit date kept when none is set). */
function planDates(data: FirebaseFirestore.DocumentData, target: PlanDates) {
  return {
    departureDate: target.departureDate,
    balanceDueDate: target.balanceDueDate,
    depositDueDate: target.depositDueDate ?? paymentOf(data)['depositDueDate'] ?? null,
  };
}

/** The same, as the update's field paths. */
function paymentDatesOf(data: FirebaseFirestore.DocumentData, target: PlanDates) {
  const dates = planDates(data, target);
  return {
    'payment.departureDate': dates.departureDate,
    'payment.balanceDueDate': dates.balanceDueDate,
    'payment.depositDueDate': dates.depositDueDate,
  };
}

/** One transaction holds at most 500 writes: the departure and this many bookings. */
export const RESCHEDULE_MAX_BOOKINGS = 499;

/** A stored booking as a transaction read it. */
export interface StoredBooking {
  id: string;
  data: DocumentData;
}

/**
 * A departure's confirmed bookings, read in `tx` (a change of its dates moves them): more than
 * RESCHEDULE_MAX_BOOKINGS refuses (one transaction holds at most 500 writes).
 */
export async function confirmedBookingsIn(
  tx: Transaction,
  departureId: string,
): Promise<StoredBooking[]> {
  const snap = await tx.get(
    col().where('departureId', '==', departureId).where('status', '==', 'confirmed'),
  );
  if (snap.size > RESCHEDULE_MAX_BOOKINGS) {
    throw new DomainError('departure_too_many_to_reschedule', {
      bookings: snap.size,
      max: RESCHEDULE_MAX_BOOKINGS,
    });
  }
  return snap.docs.map((doc) => ({ id: doc.id, data: doc.data() }));
}

/** A leader's group's bookings, read in `tx` (a confirmation reprices the confirmed ones). */
export async function groupBookingsIn(tx: Transaction, code: string): Promise<StoredBooking[]> {
  const snap = await tx.get(col().where('groupCode', '==', code).limit(RESCHEDULE_MAX_BOOKINGS));
  return snap.docs.map((doc) => ({ id: doc.id, data: doc.data() }));
}

/**
 * Gives these bookings a departure's new dates in `tx`: the trip date (passport retention counts
 * from it), the plan's departure date and due dates. Answers the bookings as they now stand.
 */
export function writeNewDates(
  tx: Transaction,
  bookings: readonly StoredBooking[],
  target: PlanDates & { tripDate: string },
): BookingRecord[] {
  return bookings.map(({ id, data }) => {
    const hasPlan = Boolean(data['payment']);
    tx.update(bookingRef(id), {
      tripDate: target.tripDate,
      ...(hasPlan ? paymentDatesOf(data, target) : {}),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return toBookingRecord(id, {
      ...data,
      tripDate: target.tripDate,
      payment: hasPlan ? { ...paymentOf(data), ...planDates(data, target) } : null,
    });
  });
}

/** The confirmed bookings of a departure (what a change of its dates would move). */
export async function confirmedBookingsOf(departureId: string): Promise<BookingRecord[]> {
  const snap = await col()
    .where('departureId', '==', departureId)
    .where('status', '==', 'confirmed')
    .get();
  return snap.docs.map((doc) => toBookingRecord(doc.id, doc.data()));
}

/** Deletes booking `id` (stored as `data`) in `tx`; answers its passport file, to remove after. */
export function deleteBookingIn(
  tx: Transaction,
  id: string,
  data: DocumentData,
): StoredPassport | null {
  tx.delete(bookingRef(id));
  return (data['passport'] as StoredPassport | null) ?? null;
}

/** Removes a deleted booking's passport file. */
export async function removePassportFile(passport: StoredPassport): Promise<void> {
  await (await mediaStore()).removePrivate(passport.path);
}

export async function readPassport(
  id: string,
): Promise<{ bytes: Buffer; contentType: string; fileName: string }> {
  const data = existing(await bookingRef(id).get());
  const passport = data['passport'] as StoredPassport | null;
  if (!passport) throw new DomainError('passport_not_attached');
  const bytes = await (await mediaStore()).readPrivate(passport.path);
  if (!bytes) throw new DomainError('passport_not_stored');
  return { bytes, contentType: passport.contentType, fileName: passport.fileName };
}

/** `in` queries take at most this many values. */
const IN_MAX = 30;

/** The distinct ids, `IN_MAX` at a time (one `in` query each). */
function idChunks(ids: readonly string[]): string[][] {
  const unique = [...new Set(ids)];
  const chunks: string[][] = [];
  for (let i = 0; i < unique.length; i += IN_MAX) chunks.push(unique.slice(i, i + IN_MAX));
  return chunks;
}

/** Every booking linked to one of these departures (any status). */
export async function listBookingsOnDepartures(
  departureIds: readonly string[],
): Promise<Booking[]> {
  const snaps = await Promise.all(
    idChunks(departureIds).map((chunk) => col().where('departureId', 'in', chunk).get()),
  );
  return snaps.flatMap((snap) => snap.docs.map((doc) => toBooking(doc.id, doc.data())));
}

/**
 * The bookings made with an address, as typed or in lower case (addresses are stored as the
 * visitor typed them): "Send me my trip link" reads them. At most `limit` per spelling.
 */
export async function bookingsOfEmail(email: string, limit = 20): Promise<BookingRecord[]> {
  const spellings = [...new Set([email, email.toLowerCase()])];
  const snaps = await Promise.all(
    spellings.map((spelling) => col().where('email', '==', spelling).limit(limit).get()),
  );
  const seen = new Set<string>();
  return snaps
    .flatMap((snap) => snap.docs)
    .filter((doc) => !seen.has(doc.id) && Boolean(seen.add(doc.id)))
    .map((doc) => toBookingRecord(doc.id, doc.data()));
}

export async function countOnDeparture(departureId: string): Promise<number> {
  return countWhere(col(), { departureId });
}

export async function countNewBookings(): Promise<number> {
  return (await col().where('status', '==', 'new').count().get()).data().count;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Retention: deletes the passport scans of bookings whose trip date is more than `retentionDays`
 * before `today` (YYYY-MM-DD, agency time), and of completed or cancelled bookings whose status
 * changed more than `retentionDays` before `now` (a booking closed before `statusChangedAt` was
 * recorded counts from its last update). The booking stays, without the file. Answers how many
 * were purged.
 */
/**
 * The bookings among `base` past the retention period: their trip date (agency time) more than
 * `retentionDays` ago, or completed or cancelled that long ago.
 */
async function pastRetention(
  base: FirebaseFirestore.Query,
  today: string,
  retentionDays: number,
  now: Date,
): Promise<Map<string, DocumentSnapshot>> {
  const cutoff = addDays(today, -retentionDays);
  const closedBefore = now.getTime() - retentionDays * DAY_MS;
  // Closed bookings are filtered here rather than by a range query, which would skip those
  // without the field.
  const [pastTrips, closed] = await Promise.all([
    base.where('tripDate', '<', cutoff).get(),
    base.where('status', 'in', CLOSED_BOOKING_STATUSES).get(),
  ]);
  const closedAt = (doc: DocumentSnapshot) =>
    ((doc.get('statusChangedAt') ?? doc.get('updatedAt')) as Timestamp | undefined)?.toMillis();
  const expiredClosed = closed.docs.filter((doc) => (closedAt(doc) ?? Infinity) < closedBefore);
  return new Map([...pastTrips.docs, ...expiredClosed].map((doc) => [doc.id, doc]));
}

/** The ids of the bookings past the retention period (their travellers' records then go). */
export async function bookingIdsPastRetention(
  today: string,
  retentionDays: number,
  now: Date = clock.now(),
): Promise<string[]> {
  return [...(await pastRetention(col(), today, retentionDays, now)).keys()];
}

export async function purgeExpiredPassports(
  today: string,
  retentionDays: number,
  now: Date = clock.now(),
): Promise<number> {
  // Bookings that still hold a scan are few (each loses it within the period).
  const docs = await pastRetention(
    col().where('hasPassport', '==', true),
    today,
    retentionDays,
    now,
  );
  const store = await mediaStore();
  for (const doc of docs.values()) {
    const passport = doc.get('passport') as StoredPassport | null;
    if (passport) await store.removePrivate(passport.path);
    await doc.ref.update({
      passport: null,
      hasPassport: false,
      passportDeletedAt: FieldValue.serverTimestamp(),
    });
  }
  return docs.size;
}

/**
 * Writes a cancellation decided in `tx`: the travellers left (or the cancelled status), the plan
 * at its new total, the seats it now holds, the history entry; the open request is closed.
 */
export function writeCancellation(
  tx: Transaction,
  id: string,
  after: { status: string; travellers: number; payment: StoredPayment },
  to: SeatClaim | null,
  entry: CancellationEntry,
): void {
  const now = FieldValue.serverTimestamp();
  tx.update(bookingRef(id), {
    status: after.status,
    numberOfTravelers: after.travellers,
    payment: after.payment,
    cancellationRequest: null,
    cancellations: FieldValue.arrayUnion(entry),
    updatedAt: now,
    ...(after.status === 'cancelled' ? { statusChangedAt: now } : {}),
    ...(to ? { seatsHeld: to.seats, ...TALLIED } : {}),
  });
}

/** Writes a name change in `tx`: the plan at its new total and the change's record. */
export function writeNameChange(
  tx: Transaction,
  id: string,
  payment: StoredPayment,
  entry: NameChangeEntry,
): void {
  tx.update(bookingRef(id), {
    payment,
    nameChanges: FieldValue.arrayUnion(entry),
    updatedAt: FieldValue.serverTimestamp(),
  });
}

/** Stores the pilgrim's request to cancel in `tx` (it replaces an open one). */
export function writeCancellationRequest(
  tx: Transaction,
  id: string,
  request: CancellationRequest,
): void {
  tx.update(bookingRef(id), {
    cancellationRequest: request,
    updatedAt: FieldValue.serverTimestamp(),
  });
}
