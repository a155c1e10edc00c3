// The pilgrim's payment mails (Trigger Email format through data/mail.ts), in the booking's
// language (the page the pilgrim booked from; bookings stored before it was kept are English).
import { formatDate } from '@umrah/domain/locale-format';
import { formatCents } from '@umrah/domain/payments';
import type { PublicSettings } from '@umrah/domain/settings';
import type { FormLanguage } from '@umrah/domain/validation-messages';
import type { MailMessage } from '../../data/mail';
import type { StoredPayment } from '../store/records';

export type MailLanguage = FormLanguage;

const NBSP = '\u00a0';
const frenchMoney = new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' });

/** "$1,234.50" / "1 234,50 $". */
function money(cents: number, language: MailLanguage): string {
  return language === 'fr' ? frenchMoney.format(cents / 100) : formatCents(cents);
}

/** "2027-11-04" / "4 novembre 2027". */
function day(iso: string, language: MailLanguage): string {
  return language === 'fr' ? formatDate(iso, 'fr-CA') || iso : iso;
}

const ROOMS_FR: Record<string, string> = { quad: 'quadruple', triple: 'triple', double: 'double' };

/** 'Questions' reads the same in both languages. */
function contactLines(settings: PublicSettings): [string, string][] {
  return [['Questions', [settings.phone, settings.email].filter(Boolean).join(' · ') || '-']];
}

function dueLines(p: StoredPayment, language: MailLanguage): [string, string][] {
  const depositLeft = Math.max(0, p.depositCents - p.paidCents);
  const balance = money(p.totalCents - Math.max(p.paidCents, p.depositCents), language);
  if (language === 'fr') {
    return [
      ['Total', money(p.totalCents, language)],
      ['Déjà payé', money(p.paidCents, language)],
      ...(depositLeft > 0
        ? [['Acompte à payer maintenant', money(depositLeft, language)] as [string, string]]
        : []),
      ['Solde', `${balance} d’ici le ${day(p.balanceDueDate, language)}`],
      ['Référence pour le virement Interac', p.reference],
    ];
  }
  return [
    ['Total', money(p.totalCents, language)],
    ['Paid so far', money(p.paidCents, language)],
    ...(depositLeft > 0
      ? [['Deposit due now', money(depositLeft, language)] as [string, string]]
      : []),
    ['Balance', `${balance} by ${p.balanceDueDate}`],
    ['Reference for e-Transfer', p.reference],
  ];
}

/** Sent when staff confirm a booking: what was agreed and the pay link. */
export function paymentLinkMail(
  p: StoredPayment,
  link: string,
  settings: PublicSettings,
  language: MailLanguage = 'en',
): MailMessage {
  if (language === 'fr') {
    const travellers = p.travellers === 1 ? '1 voyageur' : `${p.travellers} voyageurs`;
    return {
      subject: `Votre réservation Omra est confirmée - modalités de paiement (${p.reference})`,
      intro: `Assalamou alaykoum. Votre réservation est confirmée. Vous pouvez payer par carte ou par virement Interac sur votre page de paiement ci-dessous.`,
      lines: [
        ['Page de paiement', link],
        ['Chambre', `${ROOMS_FR[p.roomType] ?? p.roomType}, ${travellers}`],
        ['Départ', day(p.departureDate, language)],
        ...dueLines(p, language),
        ...contactLines(settings),
      ],
    };
  }
  return {
    subject: `Your Umrah booking is confirmed - payment details (${p.reference})`,
    intro:
      'Assalamu alaikum. Your booking is confirmed. You can pay by card or Interac e-Transfer on your payment page below.',
    lines: [
      ['Payment page', link],
      ['Room', `${p.roomType}, ${p.travellers} traveller(s)`],
      ['Departure', p.departureDate],
      ...dueLines(p, language),
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
  language: MailLanguage = 'en',
): MailMessage {
  const left = money(p.totalCents - p.paidCents, language);
  const lines: [string, string][] = [
    [language === 'fr' ? 'Page de paiement' : 'Payment page', link],
    ...dueLines(p, language),
    ...contactLines(settings),
  ];
  if (language === 'fr') {
    const due = day(p.balanceDueDate, language);
    return step === 'before-due'
      ? {
          subject: `Rappel${NBSP}: ${left} à payer d’ici le ${due} (${p.reference})`,
          intro: `Petit rappel${NBSP}: le solde de votre réservation Omra est à payer d’ici le ${due}.`,
          lines,
        }
      : {
          subject: `Paiement en retard${NBSP}: ${left} était dû le ${due} (${p.reference})`,
          intro: `Le solde de votre réservation Omra était dû le ${due} et ne nous est pas encore parvenu. Si vous l’avez déjà envoyé, veuillez nous répondre en indiquant la date et le mode de paiement.`,
          lines,
        };
  }
  return step === 'before-due'
    ? {
        subject: `Reminder: ${left} due by ${p.balanceDueDate} (${p.reference})`,
        intro: `A friendly reminder: the balance of your Umrah booking is due by ${p.balanceDueDate}.`,
        lines,
      }
    : {
        subject: `Payment overdue: ${left} was due ${p.balanceDueDate} (${p.reference})`,
        intro: `The balance of your Umrah booking was due on ${p.balanceDueDate} and has not reached us yet. If you already sent it, please reply with the date and method.`,
        lines,
      };
}
