// The bookings' mails to staff: in English (the agency's working language), with everything the
// visitor wrote and a link to the booking in the admin area.
import { waitingListReason, type Departure } from '@umrah/domain/model/departures';
import { submissionReference } from '@umrah/domain/model/reference';
import { travelersLabel } from '@umrah/domain/model/travelers';
import type { BookingRequest } from '@umrah/domain/schemas/booking-request';
import type { FormLanguage } from '@umrah/domain/model/validation-messages';
import { adminBookingLink } from '../../../platform/links/admin-links';
import type { MailMessage } from '../../../platform/mail/mail';
import type { CancellationRequest } from '@umrah/domain/model/money/cancellation';

const LANGUAGE_NAMES: Record<FormLanguage, string> = { en: 'English', fr: 'French' };

/** The departure a request names, as its mail reads it. */
type RequestedDeparture = Pick<
  Departure,
  'departureDate' | 'returnDate' | 'status' | 'capacity' | 'bookedSeats' | 'manualHolds'
>;

/** Why the request went to the waiting list: a closed departure says closed, never full. */
function waitingListWhy(departure: RequestedDeparture | null): string {
  if (!departure) return 'Yes: the package is sold out';
  return waitingListReason(departure) === 'closed'
    ? 'Yes: the departure is closed to new bookings'
    : 'Yes: the departure is full';
}

function departureLine(
  d: { departureDate: string; returnDate: string } | null,
): [string, string][] {
  return d ? [['Departure', `${d.departureDate} to ${d.returnDate}`]] : [];
}

/** A new booking request (or waiting-list request), for the agency's inbox. */
export function bookingRequestMail(
  r: BookingRequest,
  packageTitle: string,
  hasPassport: boolean,
  /** The departure asked for (its dates), if the visitor picked one. */
  departure: RequestedDeparture | null = null,
): MailMessage {
  return {
    subject: `${r.waitingList ? 'Waiting list request' : 'New booking request'}: ${packageTitle} - ${r.fullName}`,
    intro: 'A new booking request arrived on the website. Reply within 24 hours.',
    lines: [
      ['Reference', submissionReference(r.submissionId)],
      ['Package', packageTitle],
      ['Room', r.roomType || '-'],
      ...departureLine(departure),
      ['Waiting list', r.waitingList ? waitingListWhy(departure) : 'No'],
      ['Language', `${LANGUAGE_NAMES[r.language]}: reply in ${LANGUAGE_NAMES[r.language]}`],
      ['Name', r.fullName],
      ['Email', r.email],
      ['Phone', r.phone],
      ['Travellers', travelersLabel(r.numberOfTravelers)],
      ['Preferred date', r.preferredDate],
      ['Special requests', r.specialRequests || '-'],
      ['Passport scan', hasPassport ? 'Attached in the admin area (not sent by email)' : 'None'],
      ['Open in the admin area', adminBookingLink(r.submissionId)],
    ],
  };
}

/** A pilgrim's message from the trip page, for the agency's inbox (as a contact message's mail). */
export function tripMessageMail(m: {
  bookingId: string;
  reference: string;
  name: string;
  email: string;
  phone: string;
  language: FormLanguage;
  message: string;
}): MailMessage {
  return {
    subject: `New message from ${m.name} (${m.reference})`,
    intro: 'A pilgrim sent a message from their trip page.',
    lines: [
      ['Booking', m.reference],
      ['Name', m.name],
      ['Email', m.email],
      ['Phone', m.phone || '-'],
      ['Language', `${LANGUAGE_NAMES[m.language]}: reply in ${LANGUAGE_NAMES[m.language]}`],
      ['Message', m.message],
      ['Open in the admin area', adminBookingLink(m.bookingId)],
    ],
  };
}

/** A pilgrim's request to cancel from the trip page: the staff decide the amounts in the admin. */
export function cancellationRequestMail(m: {
  bookingId: string;
  reference: string;
  name: string;
  email: string;
  language: FormLanguage;
  /** The booking's travellers, to say "2 of 3". */
  total: number;
  request: CancellationRequest;
  /** The request replaces one still open. */
  replaces: boolean;
}): MailMessage {
  const { request: r } = m;
  const whole = r.travellers >= m.total;
  return {
    subject: `Cancellation requested: ${m.reference} - ${m.name}`,
    intro: `A pilgrim asked to cancel ${whole ? 'their whole booking' : `${r.travellers} of ${m.total} travellers`} from their trip page.${m.replaces ? ' This request replaces their earlier one.' : ''} Quote the fee and refund under the booking's policy and reply.`,
    lines: [
      ['Booking', m.reference],
      ['Name', m.name],
      ['Email', m.email],
      ['Language', `${LANGUAGE_NAMES[m.language]}: reply in ${LANGUAGE_NAMES[m.language]}`],
      ['Travellers to cancel', `${r.travellers} of ${m.total}`],
      ['Names', r.names.length ? r.names.join(', ') : '-'],
      ['Reason', r.reason],
      ['Open in the admin area', adminBookingLink(m.bookingId)],
    ],
  };
}
