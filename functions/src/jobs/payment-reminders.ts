// The daily payment reminders (issue 19): the pilgrim gets their pay link a set number of days
// before the balance is due and once when it is overdue; each step is recorded on the booking in
// the same transaction as its mail, so no step is ever sent twice (reruns, retries, two
// instances). Staff get one summary of what was sent.
import { todayInTimeZone } from '@umrah/domain/dates';
import { CLOSED_BOOKING_STATUSES } from '@umrah/domain/inbox';
import { addIsoDays, formatCents, paymentTermsOf } from '@umrah/domain/payments';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../firebase';
import { queueMail } from '../data/mail';
import { formLanguageOf } from '@umrah/domain/validation-messages';
import { storedPaymentOf } from '../data/payments';
import { getPublicSettings } from '../data/settings';
import { linkKey, signLinkToken } from '../payments/link-token';
import { reminderMail, type ReminderStep } from '../payments/payment-mails';
import { siteUrl } from '../config';

/** A step's key names its due date: staff re-confirming with a new date starts new reminders. */
export const reminderKey = (step: ReminderStep, dueDate: string) => `${step}:${dueDate}`;

export interface SentReminder {
  bookingId: string;
  step: ReminderStep;
  fullName: string;
  reference: string;
  leftCents: number;
  dueDate: string;
}

export async function runPaymentReminders(now = new Date()): Promise<SentReminder[]> {
  const today = todayInTimeZone(undefined, now);
  const settings = await getPublicSettings();
  const { reminderDaysBefore } = paymentTermsOf(settings);
  const key = await linkKey();
  // Open bookings due within the reminder window, or overdue (one stored-field range query).
  const snap = await db()
    .collection('bookings')
    .where('payment.status', 'in', ['deposit-due', 'balance-due'])
    .where('payment.balanceDueDate', '<=', addIsoDays(today, reminderDaysBefore))
    .get();
  const sent: SentReminder[] = [];
  for (const doc of snap.docs) {
    const result = await db().runTransaction(async (tx) => {
      const fresh = await tx.get(doc.ref);
      const p = storedPaymentOf(fresh.data());
      if (!p || p.status === 'paid') return null;
      // A cancelled or completed booking takes no payment (its plan may still say money is due).
      if ((CLOSED_BOOKING_STATUSES as readonly unknown[]).includes(fresh.get('status')))
        return null;
      const step: ReminderStep = p.balanceDueDate < today ? 'overdue' : 'before-due';
      const stepKey = reminderKey(step, p.balanceDueDate);
      if ((p.remindersSent ?? []).includes(stepKey)) return null;
      const email = String(fresh.get('email') ?? '');
      const token = signLinkToken(key, {
        bookingId: doc.id,
        expires: p.linkExpires,
        version: p.linkVersion,
      });
      const link = `${siteUrl()}/pay/${token}`;
      const language = formLanguageOf(fresh.get('language'));
      queueMail(tx, email, reminderMail(step, p, link, settings, language));
      tx.update(doc.ref, { 'payment.remindersSent': FieldValue.arrayUnion(stepKey) });
      return {
        bookingId: doc.id,
        step,
        fullName: String(fresh.get('fullName') ?? ''),
        reference: p.reference,
        leftCents: p.totalCents - p.paidCents,
        dueDate: p.balanceDueDate,
      };
    });
    if (result) sent.push(result);
  }
  if (sent.length && settings.email) {
    // The staff summary: one mail per run, only when something was sent.
    await db().runTransaction(async (tx) => {
      queueMail(tx, settings.email, {
        subject: `Payment reminders sent: ${sent.length}`,
        intro: 'The daily payment reminder job mailed these pilgrims their payment link.',
        lines: sent.map((r) => [
          `${r.fullName} (${r.reference})`,
          `${r.step === 'overdue' ? 'Overdue since' : 'Due by'} ${r.dueDate}, ${formatCents(r.leftCents)} left - ${siteUrl()}/admin/bookings/${r.bookingId}`,
        ]),
      });
    });
  }
  return sent;
}
