// The daily payment reminders: the pilgrim gets their pay link a set number of days before the
// balance is due and once when it is overdue; each step is recorded on the booking in the same
// transaction as its mail, so no step is ever sent twice. Staff get one summary of what was sent.
import { todayInTimeZone, addDays } from '@umrah/domain/model/dates';
import { paymentTermsOf } from '@umrah/domain/model/payments';
import { CLOSED_BOOKING_STATUSES } from '@umrah/domain/model/bookings';
import { findBookingIn, bookingsDueBy, markReminderSent } from './store/payments-store';
import { toBookingRecord, type BookingRecord } from '@umrah/domain/model/booking-document';
import type { PublicSettings } from '@umrah/domain/schemas/settings';
import { inTransaction } from '../../platform/firebase/transaction';
import { queueMail, sendMail } from '../../platform/mail/mail';
import { getPublicSettings } from '../content/settings';
import { linkKey } from '../../platform/links/payment-link-key';
import { reminderMail, type ReminderStep } from './mails/payment-mails';
import { remindersSummaryMail, type RemindedBooking } from './mails/reminders-summary-mail';
import { payLink, tripLink } from './pay-link';

/** A step's key names its due date: staff re-confirming with a new date starts new reminders. */
const reminderKey = (step: ReminderStep, dueDate: string) => `${step}:${dueDate}`;

/**
 * Sends booking `id` its reminder once: in one transaction, the booking as it stands (still open,
 * still due) names the step, and the step is recorded with its mail, so reruns, retries and two
 * instances never send it twice. Answers the booking and the step when a reminder was queued.
 */
function remindOnce(
  id: string,
  today: string,
  settings: PublicSettings,
  key: Awaited<ReturnType<typeof linkKey>>,
): Promise<{ record: BookingRecord; step: ReminderStep } | null> {
  return inTransaction(async (tx) => {
    const data = await findBookingIn(tx, id);
    if (!data) return null;
    const record = toBookingRecord(id, data);
    const p = record.stored;
    if (!p || p.status === 'paid') return null;
    // A cancelled or completed booking takes no payment (its plan may still say money is due).
    if ((CLOSED_BOOKING_STATUSES as readonly unknown[]).includes(data['status'])) return null;
    const step: ReminderStep = p.balanceDueDate < today ? 'overdue' : 'before-due';
    const stepKey = reminderKey(step, p.balanceDueDate);
    if ((p.remindersSent ?? []).includes(stepKey)) return null;
    const language = record.booking.language;
    const links = { pay: payLink(key, id, p, language), trip: tripLink(key, id, p, language) };
    queueMail(tx, record.booking.email, reminderMail(step, p, links, settings, language));
    markReminderSent(tx, id, stepKey);
    return { record, step };
  });
}

export async function runPaymentReminders(now = new Date()): Promise<RemindedBooking[]> {
  const today = todayInTimeZone(undefined, now);
  const [settings, key] = await Promise.all([getPublicSettings(), linkKey()]);
  const { reminderDaysBefore } = paymentTermsOf(settings);
  const ids = await bookingsDueBy(addDays(today, reminderDaysBefore));
  const sent: RemindedBooking[] = [];
  for (const id of ids) {
    const reminded = await remindOnce(id, today, settings, key);
    const p = reminded?.record.stored;
    if (!reminded || !p) continue;
    sent.push({
      bookingId: id,
      step: reminded.step,
      fullName: reminded.record.booking.fullName,
      reference: p.reference,
      leftCents: p.totalCents - p.paidCents,
      dueDate: p.balanceDueDate,
    });
  }
  // The staff summary: one mail per run, only when something was sent.
  if (sent.length) await sendMail(settings.email, remindersSummaryMail(sent));
  return sent;
}
