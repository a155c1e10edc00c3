// The daily payment reminders: the pilgrim gets their pay link a set number of days before the
// balance (on a plan: each instalment) is due and once when it is overdue; each step is recorded on the booking in the same
// transaction as its mail, so no step is ever sent twice. Staff get one summary of what was sent.
import { todayInTimeZone, addDays } from '@umrah/domain/model/dates';
import { paymentTermsOf } from '@umrah/domain/model/payments';
import { CLOSED_BOOKING_STATUSES } from '@umrah/domain/model/bookings';
import {
  findBookingIn,
  bookingsDueBy,
  bookingsNextDueBy,
  markReminderSent,
} from './store/payments-store';
import {
  reminderDueOf,
  toBookingRecord,
  type BookingRecord,
  type ReminderDue,
} from '@umrah/domain/model/booking-document';
import type { PublicSettings } from '@umrah/domain/schemas/settings';
import { inTransaction } from '../../platform/firebase/transaction';
import { queueMail, sendMail } from '../../platform/mail/mail';
import { getPublicSettings } from '../content/settings';
import { linkKey } from '../../platform/links/payment-link-key';
import { reminderMail, type ReminderStep } from './mails/payment-mails';
import { remindersSummaryMail, type RemindedBooking } from './mails/reminders-summary-mail';
import { payLink, tripLink } from './pay-link';
import * as clock from '../../platform/clock';

/** A step's key names its due date: staff re-confirming with a new date starts new reminders. */
const reminderKey = (step: ReminderStep, dueDate: string) => `${step}:${dueDate}`;

/**
 * Sends booking `id` its reminder once: in one transaction, the booking as it stands (still open,
 * still due) names the step, and the step is recorded with its mail, so reruns, retries and two
 * instances never send it twice. On a plan the step is the next unpaid instalment's (each
 * instalment is reminded before and once overdue); without one, the balance's. Answers the
 * booking, the step and what it was about when a reminder was queued.
 */
function remindOnce(
  id: string,
  today: string,
  until: string,
  settings: PublicSettings,
  key: Awaited<ReturnType<typeof linkKey>>,
): Promise<{ record: BookingRecord; step: ReminderStep; due: ReminderDue } | null> {
  return inTransaction(async (tx) => {
    const data = await findBookingIn(tx, id);
    if (!data) return null;
    const record = toBookingRecord(id, data);
    const p = record.stored;
    if (!p || p.status === 'paid') return null;
    // A cancelled or completed booking takes no payment (its plan may still say money is due).
    if ((CLOSED_BOOKING_STATUSES as readonly unknown[]).includes(data['status'])) return null;
    const due = reminderDueOf(p);
    if (!due || due.date > until) return null;
    const step: ReminderStep = due.date < today ? 'overdue' : 'before-due';
    // The deposit is asked on confirmation (its date), by the confirmation mail: only once late.
    if (due.kind === 'deposit' && step === 'before-due') return null;
    const stepKey = reminderKey(step, due.date);
    if ((p.remindersSent ?? []).includes(stepKey)) return null;
    const language = record.booking.language;
    const links = { pay: payLink(key, id, p, language), trip: tripLink(key, id, p, language) };
    queueMail(tx, record.booking.email, reminderMail(step, p, links, settings, language));
    markReminderSent(tx, id, stepKey);
    return { record, step, due };
  });
}

export async function runPaymentReminders(now = clock.now()): Promise<RemindedBooking[]> {
  const today = todayInTimeZone(undefined, now);
  const [settings, key] = await Promise.all([getPublicSettings(), linkKey()]);
  const { reminderDaysBefore } = paymentTermsOf(settings);
  const until = addDays(today, reminderDaysBefore);
  // The balance's due date, and on a plan the next instalment's: one booking may match both.
  const [byBalance, byInstalment] = await Promise.all([
    bookingsDueBy(until),
    bookingsNextDueBy(until),
  ]);
  const ids = [...new Set([...byBalance, ...byInstalment])];
  const sent: RemindedBooking[] = [];
  for (const id of ids) {
    const reminded = await remindOnce(id, today, until, settings, key);
    const p = reminded?.record.stored;
    if (!reminded || !p) continue;
    sent.push({
      bookingId: id,
      step: reminded.step,
      fullName: reminded.record.booking.fullName,
      reference: p.reference,
      leftCents: reminded.due.leftCents,
      dueDate: reminded.due.date,
    });
  }
  // The staff summary: one mail per run, only when something was sent.
  if (sent.length) await sendMail(settings.email, remindersSummaryMail(sent));
  return sent;
}
