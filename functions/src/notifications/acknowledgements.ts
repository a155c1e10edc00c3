// The visitor's acknowledgement (issue 19): every accepted booking request and contact message
// also mails its sender a short confirmation, in the language of the page they wrote from
// (issue 17). Kept apart from the staff notification (its own builder and one queueMail line in
// the submission's transaction), so limits on staff mails do not touch it.
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

/** "1 personne", "4 personnes". */
function frenchTravellers(n: number): string {
  return n === 1 ? '1 personne' : `${n} personnes`;
}

export function bookingAcknowledgement(
  request: {
    fullName: string;
    numberOfTravelers: number;
    preferredDate: string;
    waitingList?: boolean;
  },
  packageTitle: string,
  settings: PublicSettings,
  language: AcknowledgementLanguage = 'en',
): MailMessage {
  const agency = agencyName(settings, language);
  const waiting = request.waitingList === true;
  if (language === 'fr') {
    return {
      subject: waiting
        ? `Nous avons reçu votre demande d’inscription sur la liste d’attente${NBSP}: ${packageTitle}`
        : `Nous avons reçu votre demande de réservation${NBSP}: ${packageTitle}`,
      intro: waiting
        ? `Assalamou alaykoum ${request.fullName}. Merci de votre demande auprès de ${agency}. Ce forfait est complet${NBSP}: vous êtes inscrit sur sa liste d’attente, et nous vous contacterons dès qu’une place se libère. Rien n’est facturé.`
        : `Assalamou alaykoum ${request.fullName}. Merci de votre demande de réservation auprès de ${agency}. Rien n’est facturé pour l’instant${NBSP}: l’un de nos spécialistes de l’Omra vous contactera d’ici 24${NBSP}heures pour confirmer la disponibilité et le prix, puis vous enverra un lien de paiement sécurisé.`,
      lines: [
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
    intro: waiting
      ? `Assalamu alaikum ${request.fullName}. Thank you for your request with ${agency}. This package is sold out: you are on its waiting list, and we will contact you as soon as a seat frees up. Nothing is charged.`
      : `Assalamu alaikum ${request.fullName}. Thank you for your booking request with ${agency}. Nothing is charged yet: one of our Umrah specialists will contact you within 24 hours to confirm availability and the price, then send you a secure payment link.`,
    lines: [
      ['Package', packageTitle],
      ['Travellers', travelersLabel(request.numberOfTravelers)],
      ['Preferred date', request.preferredDate],
      ...contactLines(settings, language),
    ],
  };
}

export function messageAcknowledgement(
  request: { name: string; message: string },
  settings: PublicSettings,
  language: AcknowledgementLanguage = 'en',
): MailMessage {
  const agency = agencyName(settings, language);
  if (language === 'fr') {
    return {
      subject: `Nous avons reçu votre message - ${agency}`,
      intro: `Assalamou alaykoum ${request.name}. Merci d’avoir écrit à ${agency}. Nous répondons à chaque message d’ici 24${NBSP}heures.`,
      lines: [['Votre message', request.message], ...contactLines(settings, language)],
    };
  }
  return {
    subject: `We received your message - ${agency}`,
    intro: `Assalamu alaikum ${request.name}. Thank you for writing to ${agency}. We reply to every message within 24 hours.`,
    lines: [['Your message', request.message], ...contactLines(settings, language)],
  };
}
