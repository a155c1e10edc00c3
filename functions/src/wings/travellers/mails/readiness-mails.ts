// The readiness reminders' mails: to the pilgrim (Trigger Email format, in the booking's
// language, texts from the catalogs `mail.readiness.*`, each traveller's missing items as the
// readiness rules word them) and the one summary per run to staff (English, as every staff mail).
// Never a passport number nor a date of birth: names, rules and their sentences only.
import { localeOfLanguage } from '@umrah/domain/model/locale';
import { formatDocumentDate } from '@umrah/domain/model/locale-format';
import {
  READINESS_RULE_LABELS,
  readinessText,
  type ReadinessCheck,
} from '@umrah/domain/model/readiness';
import type { GroupText } from '@umrah/domain/model/group-messages';
import type { PilgrimReadinessRule } from '@umrah/domain/model/readiness-reminders';
import { FORM_LANGUAGES, type FormLanguage } from '@umrah/domain/model/validation-messages';
import type { PublicSettings } from '@umrah/domain/schemas/settings';
import { translatorFor } from '@umrah/i18n/translate';
import { adminBookingLink } from '../../../platform/links/admin-links';
import { agencyContacts, type MailMessage } from '../../../platform/mail/mail-layout';

/** One traveller's missing items (their checks of the pilgrim's rules that are not ok). */
export interface TravellerToDo {
  index: number;
  /** As on the passport ('SURNAME, Given names'), '' while not filled in. */
  name: string;
  checks: ReadinessCheck[];
}

export interface ReadinessReminder {
  /** Days before departure (the step). */
  step: number;
  departureDate: string;
  reference: string;
  tripLink: string;
  /** The pilgrim can no longer change details on the trip page (the details lock). */
  locked: boolean;
  travellers: TravellerToDo[];
}

export function readinessReminderMail(
  r: ReadinessReminder,
  settings: PublicSettings,
  language: FormLanguage,
): MailMessage {
  const locale = localeOfLanguage(language);
  const t = translatorFor(locale);
  const date = formatDocumentDate(r.departureDate, locale);
  return {
    language,
    subject: t('mail.readiness.subject', { days: r.step, reference: r.reference }),
    intro: t(r.locked ? 'mail.readiness.introLocked' : 'mail.readiness.intro', { date }),
    actions: [{ label: t('mail.action.trip'), url: r.tripLink }],
    lines: [
      [t('mail.ack.reference'), r.reference],
      [t('mail.pay.departure'), date],
      ...r.travellers.map(
        (traveller) =>
          [
            traveller.name
              ? t('mail.readiness.traveller', { index: traveller.index, name: traveller.name })
              : t('mail.readiness.travellerUnnamed', { index: traveller.index }),
            traveller.checks.map((c) => readinessText(c, language)).join('\n'),
          ] as [string, string],
      ),
    ],
    contacts: agencyContacts(settings, t),
    brandColor: settings.primaryColor,
  };
}

/** A reminder staff send from the readiness board: one item, no step (it is not the daily run's). */
export interface StaffReadinessReminder {
  item: PilgrimReadinessRule;
  departureDate: string;
  reference: string;
  tripLink: string;
  locked: boolean;
  /** The booking's travellers missing the item, each with that item's check only. */
  travellers: TravellerToDo[];
}

const travellerLabel = (traveller: TravellerToDo, t: ReturnType<typeof translatorFor>) =>
  traveller.name
    ? t('mail.readiness.traveller', { index: traveller.index, name: traveller.name })
    : t('mail.readiness.travellerUnnamed', { index: traveller.index });

function staffReminderIn(
  r: StaffReadinessReminder,
  settings: PublicSettings,
  language: FormLanguage,
) {
  const locale = localeOfLanguage(language);
  const t = translatorFor(locale);
  const date = formatDocumentDate(r.departureDate, locale);
  const item = READINESS_RULE_LABELS[language][r.item].toLowerCase();
  const subject = t('mail.readiness.staffSubject', { item, reference: r.reference });
  const intro = t(r.locked ? 'mail.readiness.introLocked' : 'mail.readiness.intro', { date });
  const travellerLines = r.travellers.map(
    (traveller) =>
      [
        travellerLabel(traveller, t),
        traveller.checks.map((c) => readinessText(c, language)).join('\n'),
      ] as [string, string],
  );
  const mail: MailMessage = {
    language,
    subject,
    intro,
    actions: [{ label: t('mail.action.trip'), url: r.tripLink }],
    lines: [
      [t('mail.ack.reference'), r.reference],
      [t('mail.pay.departure'), date],
      ...travellerLines,
    ],
    contacts: agencyContacts(settings, t),
    brandColor: settings.primaryColor,
  };
  // What the booking's history keeps: the words, never the signed trip link.
  const text: GroupText = {
    subject,
    body: [intro, ...travellerLines.map(([label, value]) => `${label}: ${value}`)].join('\n\n'),
  };
  return { mail, text };
}

/**
 * The staff reminder: the mail in the booking's language, and its words in every language for the
 * booking's message history (staff read it in English, the trip page in the pilgrim's).
 */
export function staffReadinessReminder(
  r: StaffReadinessReminder,
  settings: PublicSettings,
  language: FormLanguage,
): { mail: MailMessage; texts: Record<FormLanguage, GroupText> } {
  const texts = Object.fromEntries(
    FORM_LANGUAGES.map((l) => [l, staffReminderIn(r, settings, l).text]),
  ) as Record<FormLanguage, GroupText>;
  return { mail: staffReminderIn(r, settings, language).mail, texts };
}

/** What one reminder sent, for staff and the tests. */
export interface ReadinessReminded {
  bookingId: string;
  step: number;
  fullName: string;
  reference: string;
  departureDate: string;
  travellers: TravellerToDo[];
}

const rulesOf = (traveller: TravellerToDo) =>
  traveller.checks.map((c) => READINESS_RULE_LABELS.en[c.rule]).join(', ');

/** The staff summary of one run: each booking reminded, and what each traveller misses. */
export function readinessSummaryMail(sent: readonly ReadinessReminded[]): MailMessage {
  return {
    subject: `Readiness reminders sent: ${sent.length}`,
    intro:
      'The daily readiness reminder job mailed these pilgrims what their travellers still miss before departure.',
    lines: sent.map((r) => [
      `${r.fullName} (${r.reference})`,
      [
        `${r.step} days before departure (${r.departureDate})`,
        ...r.travellers.map((traveller) => `Traveller ${traveller.index}: ${rulesOf(traveller)}`),
        adminBookingLink(r.bookingId),
      ].join('\n'),
    ]),
  };
}
