// The visitor's acknowledgement (issue 19): every accepted booking request and contact message
// also mails its sender a short confirmation. Kept apart from the staff notification (its own
// builder and one queueMail line in the submission's transaction), so limits on staff mails do
// not touch it. English for now; `language` is the bilingual issue's (17) hook.
import { travelersLabel } from '@umrah/domain/travelers';
import type { PublicSettings } from '@umrah/domain/settings';
import type { MailMessage } from '../data/mail';

export type AcknowledgementLanguage = 'en';

function agencyName(settings: PublicSettings): string {
  return settings.siteName || 'our agency';
}

function contactLines(settings: PublicSettings): [string, string][] {
  const lines: [string, string][] = [];
  if (settings.phone) lines.push(['Phone', settings.phone]);
  if (settings.whatsappNumber) lines.push(['WhatsApp', settings.whatsappNumber]);
  if (settings.email) lines.push(['Email', settings.email]);
  return lines;
}

export function bookingAcknowledgement(
  request: { fullName: string; numberOfTravelers: number; preferredDate: string },
  packageTitle: string,
  settings: PublicSettings,
  _language: AcknowledgementLanguage = 'en',
): MailMessage {
  return {
    subject: `We received your booking request: ${packageTitle}`,
    intro: `Assalamu alaikum ${request.fullName}. Thank you for your booking request with ${agencyName(settings)}. Nothing is charged yet: one of our Umrah specialists will contact you within 24 hours to confirm availability and the price, then send you a secure payment link.`,
    lines: [
      ['Package', packageTitle],
      ['Travellers', travelersLabel(request.numberOfTravelers)],
      ['Preferred date', request.preferredDate],
      ...contactLines(settings),
    ],
  };
}

export function messageAcknowledgement(
  request: { name: string; message: string },
  settings: PublicSettings,
  _language: AcknowledgementLanguage = 'en',
): MailMessage {
  return {
    subject: `We received your message - ${agencyName(settings)}`,
    intro: `Assalamu alaikum ${request.name}. Thank you for writing to ${agencyName(settings)}. We reply to every message within 24 hours.`,
    lines: [['Your message', request.message], ...contactLines(settings)],
  };
}
