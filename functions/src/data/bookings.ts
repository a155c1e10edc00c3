import {
  addDays,
  BOOKING_STATUSES,
  CLOSED_BOOKING_STATUSES,
  type Booking,
  type BookingRequest,
  type BookingStatus,
  type BookingUpdate,
} from '@umrah/domain/inbox';
import type { BookingCounts } from '@umrah/domain/paging';
import { formLanguageOf } from '@umrah/domain/validation-messages';
import { FieldValue, type DocumentSnapshot, type Timestamp } from 'firebase-admin/firestore';
import { db } from '../firebase';
import { HttpError } from '../http/errors';
import { extensionFor } from '../media/file-types';
import { mediaStore } from '../media/media-store';
import { isDocId } from './doc-id';
import type { MailMessage } from './mail';
import { countWhere, readAllPages, readPage, type ListSource, type PageRequest } from './paging';
import type { SubmissionMails } from './mail-caps';
import { paymentRecordsOf, storedPaymentOf, toBookingPayment } from './payments';
import { toIso } from './timestamps';

const col = () => db().collection('bookings');

/** The booking's document, or 404 when the id cannot name one. */
function bookingRef(id: string) {
  if (!isDocId(id)) throw new HttpError(404, 'Booking not found');
  return col().doc(id);
}

interface StoredPassport {
  path: string;
  fileName: string;
  contentType: string;
  size: number;
}

export interface PassportUpload {
  bytes: Buffer;
  contentType: string;
  fileName: string;
}

export interface NewBooking {
  request: BookingRequest;
  pkg: { id: string; title: string; slug: string; returnDate: string | null };
  tripDate: string;
  passport: PassportUpload | null;
  notifyEmail: string;
  mail: MailMessage;
  /** The visitor's own confirmation (notifications/acknowledgements.ts). */
  acknowledgement?: MailMessage;
  /** This hour's mail caps, read beside the submission's other checks (data/mail-caps.ts). */
  mails: SubmissionMails;
}

function toBooking(doc: DocumentSnapshot): Booking {
  const d = doc.data() ?? {};
  const passport = d.passport as StoredPassport | null | undefined;
  return {
    id: doc.id,
    fullName: d.fullName,
    email: d.email,
    phone: d.phone,
    packageId: d.packageId,
    packageTitle: d.packageTitle ?? '',
    packageSlug: d.packageSlug ?? '',
    roomType: d.roomType ?? '',
    waitingList: d.waitingList === true,
    language: formLanguageOf(d.language),
    numberOfTravelers: d.numberOfTravelers,
    preferredDate: d.preferredDate,
    specialRequests: d.specialRequests ?? '',
    status: d.status as BookingStatus,
    note: d.note ?? '',
    consentAt: toIso(d.consentAt),
    receivedAt: toIso(d.receivedAt),
    tripDate: d.tripDate ?? '',
    passport: passport
      ? { fileName: passport.fileName, contentType: passport.contentType, size: passport.size }
      : null,
    passportDeletedAt: d.passportDeletedAt ? toIso(d.passportDeletedAt) : null,
    ...paymentFieldsOf(d),
  };
}

/** The payment state and records (issue 19); the pay link is added by the admin route. */
function paymentFieldsOf(d: FirebaseFirestore.DocumentData): Pick<Booking, 'payment' | 'payments'> {
  const stored = storedPaymentOf(d);
  return { payment: stored ? toBookingPayment(stored) : null, payments: paymentRecordsOf(d) };
}

/**
 * Stores a booking once per submission id: the passport goes to private storage first, then the
 * booking and its notification mail are written in one transaction. If that fails, the file is
 * removed again, so nothing half-written remains. Answers whether this call created it.
 */
export async function createBooking(b: NewBooking): Promise<{ id: string; created: boolean }> {
  const id = b.request.submissionId;
  const ref = col().doc(id);
  if ((await ref.get()).exists) return { id, created: false };

  const store = await mediaStore();
  let passport: StoredPassport | null = null;
  if (b.passport) {
    const path = `passports/${id}.${extensionFor(b.passport.contentType)}`;
    await store.savePrivate(path, b.passport.bytes, b.passport.contentType);
    passport = {
      path,
      fileName: b.passport.fileName.slice(0, 200),
      contentType: b.passport.contentType,
      size: b.passport.bytes.length,
    };
  }
  const { submissionId: _id, consent: _consent, ...fields } = b.request;
  try {
    const created = await db().runTransaction(async (tx) => {
      if ((await tx.get(ref)).exists) return false;
      tx.create(ref, {
        ...fields,
        packageTitle: b.pkg.title,
        packageSlug: b.pkg.slug,
        status: 'new',
        note: '',
        consentAt: FieldValue.serverTimestamp(),
        receivedAt: FieldValue.serverTimestamp(),
        tripDate: b.tripDate,
        passport,
        hasPassport: passport !== null,
        passportDeletedAt: null,
      });
      b.mails.queueStaff(tx, b.notifyEmail, b.mail);
      if (b.acknowledgement) b.mails.queueAcknowledgement(tx, b.request.email, b.acknowledgement);
      return true;
    });
    return { id, created };
  } catch (err) {
    // Keep the file only if a booking (e.g. a concurrent retry of this submission) refers to it.
    if (passport && !(await ref.get()).exists) await store.removePrivate(passport.path);
    throw err;
  }
}

const bookingList: ListSource<Booking> = {
  query: col,
  sortField: 'receivedAt',
  toItem: toBooking,
};

/** A page of bookings, newest first (`filters`: equality filters such as `{ status: 'new' }`). */
export function listBookings(request: PageRequest) {
  return readPage(bookingList, request);
}

/** Every booking, newest first, `pageSize` at a time (the CSV export). */
export function bookingPages(pageSize: number) {
  return readAllPages(bookingList, pageSize);
}

/** How many bookings in all and per status (aggregate queries, in parallel). */
export async function countBookings(): Promise<BookingCounts> {
  const [all, ...perStatus] = await Promise.all([
    countWhere(col()),
    ...BOOKING_STATUSES.map((status) => countWhere(col(), { status })),
  ]);
  const counts = { all: all ?? 0 } as BookingCounts;
  BOOKING_STATUSES.forEach((status, i) => (counts[status] = perStatus[i] ?? 0));
  return counts;
}

/** The bookings a query names (the payment filters of issue 19), in its order. */
export async function listBookingsOf(query: FirebaseFirestore.Query): Promise<Booking[]> {
  return (await query.get()).docs.map(toBooking);
}

export async function getBooking(id: string): Promise<Booking> {
  const doc = await bookingRef(id).get();
  if (!doc.exists) throw new HttpError(404, 'Booking not found');
  return toBooking(doc);
}

export async function updateBooking(id: string, update: BookingUpdate): Promise<Booking> {
  const ref = bookingRef(id);
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new HttpError(404, 'Booking not found');
    const now = FieldValue.serverTimestamp();
    tx.update(ref, {
      status: update.status,
      note: update.note,
      updatedAt: now,
      // When the status last changed: retention counts from it for closed bookings.
      ...(snap.get('status') !== update.status ? { statusChangedAt: now } : {}),
    });
  });
  return getBooking(id);
}

/** Deletes the booking, then its passport file. */
export async function deleteBooking(id: string): Promise<void> {
  const ref = bookingRef(id);
  const passport = await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new HttpError(404, 'Booking not found');
    tx.delete(ref);
    return (snap.get('passport') as StoredPassport | null) ?? null;
  });
  if (passport) await (await mediaStore()).removePrivate(passport.path);
}

export async function readPassport(
  id: string,
): Promise<{ bytes: Buffer; contentType: string; fileName: string }> {
  const doc = await bookingRef(id).get();
  if (!doc.exists) throw new HttpError(404, 'Booking not found');
  const passport = doc.get('passport') as StoredPassport | null;
  if (!passport) throw new HttpError(404, 'This booking has no passport scan');
  const bytes = await (await mediaStore()).readPrivate(passport.path);
  if (!bytes) throw new HttpError(404, 'The passport scan is no longer stored');
  return { bytes, contentType: passport.contentType, fileName: passport.fileName };
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
export async function purgeExpiredPassports(
  today: string,
  retentionDays: number,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = addDays(today, -retentionDays);
  const closedBefore = now.getTime() - retentionDays * DAY_MS;
  const withPassport = col().where('hasPassport', '==', true);
  // Closed bookings that still hold a scan are few (each loses it within the period), so they
  // are filtered here rather than by a range query, which would skip those without the field.
  const [pastTrips, closed] = await Promise.all([
    withPassport.where('tripDate', '<', cutoff).get(),
    withPassport.where('status', 'in', CLOSED_BOOKING_STATUSES).get(),
  ]);
  const closedAt = (doc: DocumentSnapshot) =>
    ((doc.get('statusChangedAt') ?? doc.get('updatedAt')) as Timestamp | undefined)?.toMillis();
  const expiredClosed = closed.docs.filter((doc) => (closedAt(doc) ?? Infinity) < closedBefore);
  const docs = new Map([...pastTrips.docs, ...expiredClosed].map((doc) => [doc.id, doc]));
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
