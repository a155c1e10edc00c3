// The visitor's acknowledgement: every accepted booking request and contact message also mails
// its sender a short confirmation, in the language of the page they wrote from. It goes to an
// address the visitor typed, so it carries nothing the visitor wrote (with their name or message
// quoted, the forms were a relay that made the agency mail anyone a text and link of an
// attacker's choice): a fixed text, the agency's own contacts, and for a booking only what the
// agency wrote or the form constrains (the package's title, the number of travellers, a date),
// and the reference the server made from the submission (@umrah/domain/reference: a hash, never
// the id the browser chose). Its texts are the catalogs' (`mail.*` in @umrah/i18n); its caps
// live in data/mail-caps.ts.
import { localeOfLanguage } from '@umrah/domain/model/locale';
import { formatDocumentDate } from '@umrah/domain/model/locale-format';
import type { PublicSettings } from '@umrah/domain/schemas/settings';
import type { FormLanguage } from '@umrah/domain/model/validation-messages';
import { translatorFor, type Translate } from '@umrah/i18n/translate';
import { agencyContacts, type MailMessage } from '../../platform/mail/mail-layout';

export type AcknowledgementLanguage = FormLanguage;

function agencyName(settings: PublicSettings, t: Translate): string {
  return settings.siteName || t('mail.agencyFallback');
}

/** The intro, then why the visitor got this mail and what to do if they did not write. */
function introWithNotYou(intro: string, t: Translate): string {
  return `${intro} ${t('mail.ack.notYou')}`;
}

/** A waiting-list request's intro: the package sold out, or the date asked for full or closed. */
const WAITING_INTROS = {
  package: 'mail.ack.waitingIntro',
  full: 'mail.ack.waitingIntroDateFull',
  closed: 'mail.ack.waitingIntroDateClosed',
} as const;

/** What a booking's acknowledgement may show: nothing typed freely by the visitor. */
export interface AcknowledgedBooking {
  numberOfTravelers: number;
  preferredDate: string;
  waitingList?: boolean;
  /**
   * Why a waiting-list request waits: the date asked for is full or closed to new bookings;
   * absent, the whole package is sold out.
   */
  waitingReason?: 'full' | 'closed' | null;
}

/**
 * The way out of the news and offers, when the visitor ticked them on this form: CASL wants it
 * in every mail that may carry marketing, and these acknowledgements are the mails such a
 * visitor gets. No link for a visitor who did not tick the box: they are on no list.
 */
function unsubscribeNote(url: string | undefined, t: Translate): Pick<MailMessage, 'footnote'> {
  return url
    ? {
        footnote: {
          text: t('mail.ack.unsubscribe'),
          link: { label: t('mail.action.unsubscribe'), url },
        },
      }
    : {};
}

/** The reference line, first: what the visitor quotes when they call or write. */
function referenceLine(reference: string, t: Translate): [string, string] {
  return [t('mail.ack.reference'), reference];
}

export function bookingAcknowledgement(
  request: AcknowledgedBooking,
  packageTitle: string,
  settings: PublicSettings,
  language: AcknowledgementLanguage,
  reference: string,
  /** The unsubscribe address, when the visitor ticked "Send me news and offers". */
  unsubscribeUrl?: string,
): MailMessage {
  const locale = localeOfLanguage(language);
  const t = translatorFor(locale);
  const agency = agencyName(settings, t);
  const waiting = request.waitingList === true;
  return {
    language,
    subject: t(waiting ? 'mail.ack.waitingSubject' : 'mail.ack.bookingSubject', { packageTitle }),
    intro: introWithNotYou(
      t(waiting ? WAITING_INTROS[request.waitingReason ?? 'package'] : 'mail.ack.bookingIntro', {
        agency,
      }),
      t,
    ),
    lines: [
      referenceLine(reference, t),
      [t('mail.ack.package'), packageTitle],
      [
        t('mail.ack.travellers'),
        t('mail.ack.travellersValue', { count: request.numberOfTravelers }),
      ],
      [t('mail.ack.preferredDate'), formatDocumentDate(request.preferredDate, locale)],
    ],
    contacts: agencyContacts(settings, t),
    brandColor: settings.primaryColor,
    ...unsubscribeNote(unsubscribeUrl, t),
  };
}

/** A contact message's acknowledgement: a fixed text; the message stays with staff. */
export function messageAcknowledgement(
  settings: PublicSettings,
  language: AcknowledgementLanguage,
  reference: string,
  /** The unsubscribe address, when the visitor ticked "Send me news and offers". */
  unsubscribeUrl?: string,
): MailMessage {
  const t = translatorFor(localeOfLanguage(language));
  const agency = agencyName(settings, t);
  return {
    language,
    subject: t('mail.ack.messageSubject', { agency }),
    intro: introWithNotYou(t('mail.ack.messageIntro', { agency }), t),
    lines: [referenceLine(reference, t)],
    contacts: agencyContacts(settings, t),
    brandColor: settings.primaryColor,
    ...unsubscribeNote(unsubscribeUrl, t),
  };
}
