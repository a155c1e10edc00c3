// The readiness reminders' half of the bookings store: the confirmed bookings departing soon, and
// the steps (days before departure) a booking was reminded at, kept on the booking
// (`readinessRemindersSent`) and written in the same transaction as the reminder's mail.
import { FieldValue, type DocumentData, type Transaction } from 'firebase-admin/firestore';
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
 * Booking `id` as read in `tx` when it may get the readiness reminder `step` now (still confirmed,
 * with its plan, the step not sent yet), else null.
 */
export async function remindableIn(
  tx: Transaction,
  id: string,
  step: number,
): Promise<(BookingRecord & { stored: StoredPayment }) | null> {
  const data = (await tx.get(bookingRef(id))).data();
  if (!data || !isConfirmed(data) || sentOf(data).includes(step)) return null;
  const record = toBookingRecord(id, data);
  return record.stored ? { ...record, stored: record.stored } : null;
}

/** Records that the readiness reminder `step` went out (with its mail, in the same `tx`). */
export function markReadinessReminderSent(tx: Transaction, id: string, step: number): void {
  tx.update(bookingRef(id), { [SENT_FIELD]: FieldValue.arrayUnion(step) });
}
