// The readiness reminders' half of the bookings store: the confirmed bookings departing soon, and
// the steps (days before departure) a booking was reminded at, kept on the booking
// (`readinessRemindersSent`) and written in the same transaction as the reminder's mail.
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { db } from '../../../platform/firebase/firebase';
import { queueMail, type MailMessage } from '../../../platform/mail/mail';
import { bookingRef, bookingsCollection } from './bookings-store';
import {
  toBookingRecord,
  type BookingRecord,
  type StoredPayment,
} from '@umrah/domain/model/booking-document';

const SENT_FIELD = 'readinessRemindersSent';

/** `in` queries take at most this many values. */
const IN_MAX = 30;

/** A confirmed booking as the reminders read it: with the steps already sent. */
export interface DepartingRecord extends BookingRecord {
  remindersSent: number[];
}

function sentOf(data: DocumentData | undefined): number[] {
  const sent: unknown = data?.[SENT_FIELD];
  return Array.isArray(sent) ? sent.filter((n): n is number => typeof n === 'number') : [];
}

/** Only confirmed bookings fly (requests have no plan; cancelled and completed ones are closed). */
const isConfirmed = (data: DocumentData) => data['status'] === 'confirmed';

const departingOf = (id: string, data: DocumentData): DepartingRecord => ({
  ...toBookingRecord(id, data),
  remindersSent: sentOf(data),
});

/** Confirmed bookings whose plan's departure date is from `from` to `to` (YYYY-MM-DD). */
export async function confirmedWithPlanDeparting(
  from: string,
  to: string,
): Promise<DepartingRecord[]> {
  const snap = await bookingsCollection()
    .where('payment.departureDate', '>=', from)
    .where('payment.departureDate', '<=', to)
    .get();
  return snap.docs
    .filter((doc) => isConfirmed(doc.data()))
    .map((doc) => departingOf(doc.id, doc.data()));
}

/** Confirmed bookings on these departures (their dates may have moved since confirmation). */
export async function confirmedOnDepartures(
  departureIds: readonly string[],
): Promise<DepartingRecord[]> {
  const ids = [...new Set(departureIds)];
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += IN_MAX) chunks.push(ids.slice(i, i + IN_MAX));
  const snaps = await Promise.all(
    chunks.map((chunk) => bookingsCollection().where('departureId', 'in', chunk).get()),
  );
  return snaps.flatMap((snap) =>
    snap.docs
      .filter((doc) => isConfirmed(doc.data()))
      .map((doc) => departingOf(doc.id, doc.data())),
  );
}

/**
 * Mails a booking's readiness reminder for `step` once: `make` sees the booking as it stands in
 * the transaction (still confirmed, with its plan) and answers the mail, or null; the step is
 * recorded in the same transaction as the mail, so reruns, retries and two instances at once
 * never send it twice. Answers the booking when a reminder was queued.
 */
export async function sendReadinessReminderOnce(
  id: string,
  step: number,
  make: (record: BookingRecord & { stored: StoredPayment }) => MailMessage | null,
): Promise<BookingRecord | null> {
  const ref = bookingRef(id);
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const data = snap.data();
    if (!data || !isConfirmed(data) || sentOf(data).includes(step)) return null;
    const record = toBookingRecord(id, data);
    const stored = record.stored;
    if (!stored) return null;
    const message = make({ ...record, stored });
    if (!message) return null;
    queueMail(tx, record.booking.email, message);
    tx.update(ref, { [SENT_FIELD]: FieldValue.arrayUnion(step) });
    return record;
  });
}
