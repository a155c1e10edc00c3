// The pilgrim's payment mails (Trigger Email format through data/mail.ts). English only for now:
// `language` is the hook for the bilingual issue (17), which will pick the booking's language.
import { formatCents } from '@umrah/domain/payments';
import type { PublicSettings } from '@umrah/domain/settings';
import type { MailMessage } from '../data/mail';
import type { StoredPayment } from '../data/payments';

export type MailLanguage = 'en';

function contactLines(settings: PublicSettings): [string, string][] {
  return [['Questions', [settings.phone, settings.email].filter(Boolean).join(' · ') || '-']];
}

function dueLines(p: StoredPayment): [string, string][] {
  const depositLeft = Math.max(0, p.depositCents - p.paidCents);
  return [
    ['Total', formatCents(p.totalCents)],
    ['Paid so far', formatCents(p.paidCents)],
    ...(depositLeft > 0 ? [['Deposit due now', formatCents(depositLeft)] as [string, string]] : []),
    [
      'Balance',
      `${formatCents(p.totalCents - Math.max(p.paidCents, p.depositCents))} by ${p.balanceDueDate}`,
    ],
    ['Reference for e-Transfer', p.reference],
  ];
}

/** Sent when staff confirm a booking: what was agreed and the pay link. */
export function paymentLinkMail(
  p: StoredPayment,
  link: string,
  settings: PublicSettings,
  _language: MailLanguage = 'en',
): MailMessage {
  return {
    subject: `Your Umrah booking is confirmed - payment details (${p.reference})`,
    intro:
      'Assalamu alaikum. Your booking is confirmed. You can pay by card or Interac e-Transfer on your payment page below.',
    lines: [
      ['Payment page', link],
      ['Room', `${p.roomType}, ${p.travellers} traveller(s)`],
      ['Departure', p.departureDate],
      ...dueLines(p),
      ...contactLines(settings),
    ],
  };
}

export type ReminderStep = 'before-due' | 'overdue';

/** The reminder job's mail to the pilgrim. */
export function reminderMail(
  step: ReminderStep,
  p: StoredPayment,
  link: string,
  settings: PublicSettings,
  _language: MailLanguage = 'en',
): MailMessage {
  const left = formatCents(p.totalCents - p.paidCents);
  return step === 'before-due'
    ? {
        subject: `Reminder: ${left} due by ${p.balanceDueDate} (${p.reference})`,
        intro: `A friendly reminder: the balance of your Umrah booking is due by ${p.balanceDueDate}.`,
        lines: [['Payment page', link], ...dueLines(p), ...contactLines(settings)],
      }
    : {
        subject: `Payment overdue: ${left} was due ${p.balanceDueDate} (${p.reference})`,
        intro: `The balance of your Umrah booking was due on ${p.balanceDueDate} and has not reached us yet. If you already sent it, please reply with the date and method.`,
        lines: [['Payment page', link], ...dueLines(p), ...contactLines(settings)],
      };
}
