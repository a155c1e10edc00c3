// What one run of the payment reminder job tells staff: in English, each pilgrim reminded with a
// link to the booking in the admin area.
import { formatCents } from '@umrah/domain/model/payments';
import { adminBookingLink } from '../../../platform/links/admin-links';
import type { MailMessage } from '../../../platform/mail/mail';
import type { ReminderStep } from './payment-mails';

export interface RemindedBooking {
  bookingId: string;
  step: ReminderStep;
  fullName: string;
  reference: string;
  leftCents: number;
  dueDate: string;
}

/** What one run of the reminder job mailed. */
export function remindersSummaryMail(sent: readonly RemindedBooking[]): MailMessage {
  return {
    subject: `Payment reminders sent: ${sent.length}`,
    intro: 'The daily payment reminder job mailed these pilgrims their payment link.',
    lines: sent.map((r) => [
      `${r.fullName} (${r.reference})`,
      `${r.step === 'overdue' ? 'Overdue since' : 'Due by'} ${r.dueDate}, ${formatCents(r.leftCents)} left - ${adminBookingLink(r.bookingId)}`,
    ]),
  };
}
