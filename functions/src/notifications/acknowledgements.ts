// The visitor's acknowledgement (issue 19): every accepted booking request and contact message
// also mails its sender a short confirmation, in the language of the page they wrote from
// (issue 17). It goes to an address the visitor typed, so it carries nothing the visitor wrote
// (issue 24: with their name or message quoted, the forms were a relay that made the agency mail
// anyone a text and link of an attacker's choice): a fixed text, the agency's own contacts, and
// for a booking only what the agency wrote or the form constrains (the package's title, the
// number of travellers, a date), and the reference the server made from the submission (issue
// 26, @umrah/domain/reference: a hash, never the id the browser chose). Its caps live in
// data/mail-caps.ts.
import { formatDate } from '@umrah/domain/locale-format';
import { travelersLabel } from '@umrah/domain/travelers';
import type { PublicSettings } from '@umrah/domain/settings';
import type { FormLanguage } from '@umrah/domain/validation-messages';
import type { MailMessage } from '../data/mail';

export type AcknowledgementLanguage = FormLanguage;

const NBSP = '\u00a0';

function agencyName(settings: PublicSettings, language: FormLanguage): string {
  return settings.siteName || (language === 'fr' ? 'notre agence' : 'our agency');
}

function contactLines(settings: PublicSettings, language: FormLanguage): [string, string][] {
  const lines: [string, string][] = [];
  if (settings.phone) lines.push([language === 'fr' ? 'Téléphone' : 'Phone', settings.phone]);
  if (settings.whatsappNumber) lines.push(['WhatsApp', settings.whatsappNumber]);
  if (settings.email) lines.push([language === 'fr' ? 'Courriel' : 'Email', settings.email]);
  return lines;
}

/** Why the visitor got this mail, and what to do if they did not write. */
function notYou(language: FormLanguage): string {
  return language === 'fr'
    ? `Si vous n’avez rien envoyé, ignorez ce courriel${NBSP}: aucune suite n’y sera donnée.`
    : 'If you did not send anything, ignore this email: nothing more will happen.';
}

/** "1 personne", "4 personnes". */
function frenchTravellers(n: number): string {
  return n === 1 ? '1 personne' : `${n} personnes`;
}

/** What a booking's acknowledgement may show: nothing typed freely by the visitor. */
export interface AcknowledgedBooking {
  numberOfTravelers: number;
  preferredDate: string;
  waitingList?: boolean;
}

/** The reference line, first: what the visitor quotes when they call or write. */
function referenceLine(reference: string, language: FormLanguage): [string, string] {
  return [language === 'fr' ? 'Référence' : 'Reference', reference];
}

export function bookingAcknowledgement(
  request: AcknowledgedBooking,
  packageTitle: string,
  settings: PublicSettings,
  language: AcknowledgementLanguage,
  reference: string,
): MailMessage {
  const agency = agencyName(settings, language);
  const waiting = request.waitingList === true;
  if (language === 'fr') {
    return {
      subject: waiting
        ? `Nous avons reçu votre demande d’inscription sur la liste d’attente${NBSP}: ${packageTitle}`
        : `Nous avons reçu votre demande de réservation${NBSP}: ${packageTitle}`,
      intro:
        (waiting
          ? `Assalamou alaykoum. Merci de votre demande auprès de ${agency}. Ce forfait est complet${NBSP}: vous êtes inscrit sur sa liste d’attente, et nous vous contacterons dès qu’une place se libère. Rien n’est facturé.`
          : `Assalamou alaykoum. Merci de votre demande de réservation auprès de ${agency}. Rien n’est facturé pour l’instant${NBSP}: l’un de nos spécialistes de l’Omra vous contactera d’ici 24${NBSP}heures pour confirmer la disponibilité et le prix, puis vous enverra un lien de paiement sécurisé.`) +
        ` ${notYou(language)}`,
      lines: [
        referenceLine(reference, language),
        ['Forfait', packageTitle],
        ['Voyageurs', frenchTravellers(request.numberOfTravelers)],
        ['Date souhaitée', formatDate(request.preferredDate, 'fr-CA') || request.preferredDate],
        ...contactLines(settings, language),
      ],
    };
  }
  return {
    subject: waiting
      ? `We received your waiting list request: ${packageTitle}`
      : `We received your booking request: ${packageTitle}`,
    intro:
      (waiting
        ? `Assalamu alaikum. Thank you for your request with ${agency}. This package is sold out: you are on its waiting list, and we will contact you as soon as a seat frees up. Nothing is charged.`
        : `Assalamu alaikum. Thank you for your booking request with ${agency}. Nothing is charged yet: one of our Umrah specialists will contact you within 24 hours to confirm availability and the price, then send you a secure payment link.`) +
      ` ${notYou(language)}`,
    lines: [
      referenceLine(reference, language),
      ['Package', packageTitle],
      ['Travellers', travelersLabel(request.numberOfTravelers)],
      ['Preferred date', request.preferredDate],
      ...contactLines(settings, language),
    ],
  };
}

/** A contact message's acknowledgement: a fixed text; the message stays with staff. */
export function messageAcknowledgement(
  settings: PublicSettings,
  language: AcknowledgementLanguage,
  reference: string,
): MailMessage {
  const agency = agencyName(settings, language);
  if (language === 'fr') {
    return {
      subject: `Nous avons reçu votre message - ${agency}`,
      intro: `Assalamou alaykoum. Merci d’avoir écrit à ${agency}. Nous répondons à chaque message d’ici 24${NBSP}heures. ${notYou(language)}`,
      lines: [referenceLine(reference, language), ...contactLines(settings, language)],
    };
  }
  return {
    subject: `We received your message - ${agency}`,
    intro: `Assalamu alaikum. Thank you for writing to ${agency}. We reply to every message within 24 hours. ${notYou(language)}`,
    lines: [referenceLine(reference, language), ...contactLines(settings, language)],
  };
}
