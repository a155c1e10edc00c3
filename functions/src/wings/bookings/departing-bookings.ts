// The bookings departing soon, for the travellers wing's readiness reminders: which confirmed
// bookings leave within a window (with the reminder steps they were sent), and the once-per-step
// send, which signs the pilgrim's trip link here (the bookings wing makes its links).
import type { Booking } from '@umrah/domain/model/bookings';
import { inTransaction } from '../../platform/firebase/transaction';
import { queueMail, type MailMessage } from '../../platform/mail/mail';
import { tripLink } from '../money/pay-link';
import {
  confirmedOnDepartures,
  confirmedWithPlanDeparting,
  markReadinessReminderSent,
  remindableIn,
} from './store/readiness-reminders-store';

export interface DepartingBooking {
  booking: Booking;
  /** The readiness reminder steps (days before departure) already sent. */
  remindersSent: number[];
}

/**
 * Confirmed bookings departing from `from` to `to`: by their plan's departure date, and every
 * confirmed booking of `departureIds` (a departure's dates may have moved since; the caller
 * judges by the departure's own dates). Each booking once, in id order.
 */
export async function confirmedBookingsDeparting(
  from: string,
  to: string,
  departureIds: readonly string[],
): Promise<DepartingBooking[]> {
  const [byPlan, onDepartures] = await Promise.all([
    confirmedWithPlanDeparting(from, to),
    departureIds.length ? confirmedOnDepartures(departureIds) : Promise.resolve([]),
  ]);
  const byId = new Map<string, DepartingBooking>();
  for (const r of [...byPlan, ...onDepartures]) {
    byId.set(r.booking.id, { booking: r.booking, remindersSent: r.remindersSent });
  }
  return [...byId.values()].sort((a, b) => a.booking.id.localeCompare(b.booking.id));
}

/**
 * Mails the booking's readiness reminder for `step` unless that step was sent before (recorded
 * with the mail, in one transaction). `make` gets the booking as it stands and its trip link (in
 * the booking's language), and answers the mail or null. Answers the booking when one was sent.
 */
export async function mailReadinessReminderOnce(
  bookingId: string,
  step: number,
  key: Buffer,
  make: (booking: Booking, tripLink: string) => MailMessage | null,
): Promise<Booking | null> {
  return inTransaction(async (tx) => {
    const r = await remindableIn(tx, bookingId, step);
    if (!r) return null;
    const message = make(r.booking, tripLink(key, bookingId, r.stored, r.booking.language));
    if (!message) return null;
    queueMail(tx, r.booking.email, message);
    markReadinessReminderSent(tx, bookingId, step);
    return r.booking;
  });
}
