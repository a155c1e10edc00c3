// The pilgrim's payment mails (Trigger Email format through data/mail.ts), in the booking's
// language (the page the pilgrim booked from; bookings stored before it was kept are English).
// Texts from the catalogs (`mail.pay.*`, `mail.reminder.*` in @umrah/i18n); amounts as the pay
// page writes them, dates written out ('20 September 2027', '1er mai 2027'). The links are
// buttons (data/mail-layout.ts); the agency's contacts are the footer.
import { localeOfLanguage, type Locale } from '@umrah/domain/model/locale';
import { formatDocumentDate, formatMoneyCents } from '@umrah/domain/model/locale-format';
import { isRoomType } from '@umrah/domain/model/rooms';
import type { PublicSettings } from '@umrah/domain/schemas/settings';
import type { FormLanguage } from '@umrah/domain/model/validation-messages';
import { translatorFor, type Translate } from '@umrah/i18n/translate';
import { agencyContacts, type MailMessage } from '../../../platform/mail/mail-layout';
import { reminderDueOf, type StoredPayment } from '@umrah/domain/model/booking-document';

export type MailLanguage = FormLanguage;

/** The pilgrim's two pages a payment mail links to (money/pay-link.ts makes both). */
export interface PilgrimLinks {
  pay: string;
  trip: string;
  /** The confirmation PDF's address (the disclosure the pilgrim keeps), in its mail. */
  confirmation?: string;
}

function dueLines(p: StoredPayment, locale: Locale, t: Translate): [string, string][] {
  const money = (cents: number) => formatMoneyCents(cents, locale);
  const head: [string, string][] = [
    [t('mail.pay.total'), money(p.totalCents)],
    [t('mail.pay.paidSoFar'), money(p.paidCents)],
  ];
  const reference: [string, string] = [t('mail.pay.etransferReference'), p.reference];
  const due = reminderDueOf(p);
  if (p.schedule?.length) {
    // On a plan: the next instalment (what is left of it), then what remains in all.
    const next: [string, string][] = due
      ? [
          [
            t('mail.pay.nextInstalment'),
            t('mail.pay.balanceValue', {
              amount: money(due.leftCents),
              date: formatDocumentDate(due.date, locale),
            }),
          ],
        ]
      : [];
    const remaining = Math.max(0, p.totalCents - p.paidCents);
    return [...head, ...next, [t('mail.pay.remaining'), money(remaining)], reference];
  }
  const depositLeft = Math.max(0, p.depositCents - p.paidCents);
  const balance = money(p.totalCents - Math.max(p.paidCents, p.depositCents));
  return [
    ...head,
    ...(depositLeft > 0
      ? [[t('mail.pay.depositDueNow'), money(depositLeft)] as [string, string]]
      : []),
    [
      t('mail.pay.balance'),
      t('mail.pay.balanceValue', {
        amount: balance,
        date: formatDocumentDate(p.balanceDueDate, locale),
      }),
    ],
    reference,
  ];
}

/** Sent when staff confirm a booking: what was agreed, the pay link and the trip link. */
export function paymentLinkMail(
  p: StoredPayment,
  links: PilgrimLinks,
  settings: PublicSettings,
  language: MailLanguage = 'en',
): MailMessage {
  const locale = localeOfLanguage(language);
  const t = translatorFor(locale);
  const room = isRoomType(p.roomType) ? t(`mail.pay.room.${p.roomType}`) : p.roomType;
  return {
    language,
    subject: t('mail.pay.linkSubject', { reference: p.reference }),
    intro: t('mail.pay.linkIntro'),
    actions: [
      { label: t('mail.action.pay'), url: links.pay },
      { label: t('mail.action.trip'), url: links.trip },
      ...(links.confirmation
        ? [{ label: t('mail.action.confirmation'), url: links.confirmation }]
        : []),
    ],
    lines: [
      [t('mail.pay.room'), t('mail.pay.roomValue', { room, count: p.travellers })],
      [t('mail.pay.departure'), formatDocumentDate(p.departureDate, locale)],
      ...dueLines(p, locale, t),
    ],
    contacts: agencyContacts(settings, t),
    brandColor: settings.primaryColor,
  };
}

export type ReminderStep = 'before-due' | 'overdue';

/** The reminder job's mail to the pilgrim. */
export function reminderMail(
  step: ReminderStep,
  p: StoredPayment,
  links: PilgrimLinks,
  settings: PublicSettings,
  language: MailLanguage = 'en',
): MailMessage {
  const locale = localeOfLanguage(language);
  const t = translatorFor(locale);
  // What the reminder is about: the balance, or on a plan the next instalment's unpaid part.
  const due = reminderDueOf(p) ?? {
    date: p.balanceDueDate,
    leftCents: 0,
    instalment: false,
    kind: null,
  };
  const values = {
    amount: formatMoneyCents(due.leftCents, locale),
    date: formatDocumentDate(due.date, locale),
    reference: p.reference,
  };
  const before = step === 'before-due';
  const intro = due.instalment
    ? before
      ? 'mail.reminder.instalmentBeforeDueIntro'
      : 'mail.reminder.instalmentOverdueIntro'
    : before
      ? 'mail.reminder.beforeDueIntro'
      : 'mail.reminder.overdueIntro';
  return {
    language,
    subject: t(before ? 'mail.reminder.beforeDueSubject' : 'mail.reminder.overdueSubject', values),
    intro: t(intro, values),
    actions: [
      { label: t('mail.action.pay'), url: links.pay },
      { label: t('mail.action.trip'), url: links.trip },
    ],
    lines: dueLines(p, locale, t),
    contacts: agencyContacts(settings, t),
    brandColor: settings.primaryColor,
  };
}
