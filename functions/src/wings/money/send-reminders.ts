// The daily payment reminders: the pilgrim gets their pay link a set number of days before the
// balance is due and once when it is overdue; each step is recorded on the booking in the same
// transaction as its mail, so no step is ever sent twice. Staff get one summary of what was sent.
import { todayInTimeZone, addDays } from '@umrah/domain/model/dates';
import { paymentTermsOf } from '@umrah/domain/model/payments';
import { sendMail } from '../../platform/mail/mail';
import { getPublicSettings } from '../content/settings';
import { linkKey } from '../../platform/links/payment-link-key';
import { reminderMail, type ReminderStep } from './mails/payment-mails';
import { remindersSummaryMail, type RemindedBooking } from '../bookings/mails/staff-mails';
import { payLink, tripLink } from './pay-link';
import { bookingsDueBy, sendReminderOnce } from './store/payments-store';

/** A step's key names its due date: staff re-confirming with a new date starts new reminders. */
const reminderKey = (step: ReminderStep, dueDate: string) => `${step}:${dueDate}`;

export async function runPaymentReminders(now = new Date()): Promise<RemindedBooking[]> {
  const today = todayInTimeZone(undefined, now);
  const [settings, key] = await Promise.all([getPublicSettings(), linkKey()]);
  const { reminderDaysBefore } = paymentTermsOf(settings);
  const ids = await bookingsDueBy(addDays(today, reminderDaysBefore));
  const sent: RemindedBooking[] = [];
  for (const id of ids) {
    let step: ReminderStep = 'before-due';
    const record = await sendReminderOnce(id, ({ booking, stored: p }) => {
      step = p.balanceDueDate < today ? 'overdue' : 'before-due';
      return {
        key: reminderKey(step, p.balanceDueDate),
        mail: reminderMail(
          step,
          p,
          {
            pay: payLink(key, id, p, booking.language),
            trip: tripLink(key, id, p, booking.language),
          },
          settings,
          booking.language,
        ),
      };
    });
    const p = record?.stored;
    if (!record || !p) continue;
    sent.push({
      bookingId: id,
      step,
      fullName: record.booking.fullName,
      reference: p.reference,
      leftCents: p.totalCents - p.paidCents,
      dueDate: p.balanceDueDate,
    });
  }
  // The staff summary: one mail per run, only when something was sent.
  if (sent.length) await sendMail(settings.email, remindersSummaryMail(sent));
  return sent;
}
