// The booking request a pilgrim sends (POST /api/bookings) and the form it comes from.
import * as yup from 'yup';
import { ROOM_TYPES } from '../model/rooms';
import {
  validationMessages,
  type FormLanguage,
  type ValidationMessages,
} from '../model/validation-messages';
import { bookingSchemaFor } from './booking';
import { marketingConsentField } from './marketing-consent';
import { submissionFields } from './submission-fields';
import { trimString } from './validation';

const consent = (m: ValidationMessages) =>
  yup
    .boolean()
    .typeError(m.consentRequired)
    .required(m.consentRequired)
    .oneOf([true], m.consentRequired);

/** The room type picked on a package's pricing card, if any ('' when none). */
const roomType = (m: ValidationMessages) =>
  yup
    .string()
    .transform(trimString)
    .oneOf(['', ...ROOM_TYPES], m.roomType)
    .default('');

/**
 * The request is for a sold-out package's waiting list. The server decides what is stored: a
 * sold-out package takes only waiting-list requests, any other package only plain ones.
 */
const waitingList = (m: ValidationMessages) =>
  yup
    .boolean()
    .typeError(m.waitingList)
    .transform((value: unknown, original: unknown) => (original === '' ? false : value))
    .nonNullable(m.waitingList)
    .default(false);

/**
 * The departure picked, if the package has departures ('' when none): the server checks it is the
 * package's, upcoming and open, and stores it.
 */
const departureId = (m: ValidationMessages) =>
  yup
    .string()
    .typeError(m.departureUnavailable)
    .transform(trimString)
    .max(200, m.departureUnavailable)
    .default('');

/**
 * The group code, when the pilgrim books through a group leader's link ('' when not): the server
 * finds the group, books its departure and records the group on the booking.
 */
const groupCode = (m: ValidationMessages) =>
  yup
    .string()
    .typeError(m.departureUnavailable)
    .transform(trimString)
    .max(20, m.departureUnavailable)
    .default('');

/**
 * The booking form with its consent checkbox and the optional news-and-offers one (the passport
 * file travels beside it).
 */
export function bookingRequestFormSchemaFor(lang: FormLanguage) {
  const m = validationMessages(lang);
  return bookingSchemaFor(lang).shape({
    consent: consent(m),
    roomType: roomType(m),
    waitingList: waitingList(m),
    departureId: departureId(m),
    groupCode: groupCode(m),
    marketingConsent: marketingConsentField(m),
  });
}

/** POST /api/bookings (multipart fields), its messages in `lang`. */
export function bookingRequestSchemaFor(lang: FormLanguage) {
  return bookingRequestFormSchemaFor(lang).shape(submissionFields(lang));
}
export const bookingRequestSchema = bookingRequestSchemaFor('en');
export type BookingRequest = yup.InferType<typeof bookingRequestSchema>;
