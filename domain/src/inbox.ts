// What pilgrims send the agency (booking requests and contact messages) and how staff handle it.
import * as yup from 'yup';
import { bookingSchemaFor, type BookingInput } from './booking';
import { contactSchemaFor, type ContactInput } from './contact';
import { optionalText, trimString } from './validation';
import {
  FORM_LANGUAGES,
  validationMessages,
  type FormLanguage,
  type ValidationMessages,
} from './validation-messages';
import { ROOM_TYPES } from './rooms';
import type { BookingPayment, PaymentRecord } from './payments';

/** A client-made id per submission, so a double click or a retry is stored once. */
export const SUBMISSION_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

const submissionId = (m: ValidationMessages) =>
  yup
    .string()
    .typeError(m.submissionIdText)
    .transform(trimString)
    .required(m.submissionIdRequired)
    .matches(SUBMISSION_ID_PATTERN, m.submissionIdMalformed);

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
 * The language of the page the visitor wrote from: 'en' or 'fr' (none: English; anything else is
 * refused). Stored with the message or booking; the language of the mails to the visitor.
 */
const language = (m: ValidationMessages) =>
  yup
    .string()
    .typeError(m.language)
    .transform(trimString)
    .oneOf(FORM_LANGUAGES, m.language)
    .default('en')
    .required(m.language);

/** The booking form with its consent checkbox (the passport file travels beside it). */
export function bookingRequestFormSchemaFor(lang: FormLanguage) {
  const m = validationMessages(lang);
  return bookingSchemaFor(lang).shape({
    consent: consent(m),
    roomType: roomType(m),
    waitingList: waitingList(m),
  });
}

/** POST /api/bookings (multipart fields), its messages in `lang`. */
export function bookingRequestSchemaFor(lang: FormLanguage) {
  const m = validationMessages(lang);
  return bookingRequestFormSchemaFor(lang).shape({
    submissionId: submissionId(m),
    language: language(m),
  });
}
export const bookingRequestSchema = bookingRequestSchemaFor('en');
export type BookingRequest = yup.InferType<typeof bookingRequestSchema>;

/** POST /api/contact: the contact form (the home variant sends no phone) plus its submission id. */
export function contactRequestSchemaFor(lang: FormLanguage) {
  const m = validationMessages(lang);
  return contactSchemaFor(lang).shape({ submissionId: submissionId(m), language: language(m) });
}
export const contactRequestSchema = contactRequestSchemaFor('en');
export type ContactRequest = yup.InferType<typeof contactRequestSchema>;

export const BOOKING_STATUSES = [
  'new',
  'contacted',
  'confirmed',
  'completed',
  'cancelled',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * Statuses after which nothing more happens on a booking: its passport scan is deleted the
 * retention period after the status change, without waiting for the trip date.
 */
export const CLOSED_BOOKING_STATUSES = [
  'completed',
  'cancelled',
] as const satisfies readonly BookingStatus[];

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** PUT /api/admin/bookings/{id}. */
export const bookingUpdateSchema = yup.object({
  status: yup
    .string()
    .typeError('Status must be text')
    .required('Status is required')
    .oneOf(BOOKING_STATUSES, `Status must be one of ${BOOKING_STATUSES.join(', ')}`),
  note: optionalText('Note', 5000),
});
export type BookingUpdate = yup.InferType<typeof bookingUpdateSchema>;

/** PUT /api/admin/messages/{id}. */
export const messageUpdateSchema = yup.object({
  read: yup.boolean().typeError('Read must be true or false').required('Read is required'),
});

export interface PassportRef {
  fileName: string;
  contentType: string;
  size: number;
}

/** A booking request as admins see it. */
export type Booking = Omit<BookingInput, never> & {
  id: string;
  packageTitle: string;
  packageSlug: string;
  roomType: string;
  /** A request to join a sold-out package's waiting list. */
  waitingList: boolean;
  /** The visitor's language (documents stored before it was kept: read as 'en'). */
  language?: FormLanguage;
  status: BookingStatus;
  note: string;
  consentAt: string;
  receivedAt: string;
  tripDate: string;
  passport: PassportRef | null;
  passportDeletedAt: string | null;
  /** Once confirmed with a price: the plan and where it stands; its payments. */
  payment?: BookingPayment | null;
  payments?: PaymentRecord[];
};

/** A contact message as admins see it. */
export type ContactMessage = Omit<ContactInput, never> & {
  id: string;
  /** The visitor's language (documents stored before it was kept: read as 'en'). */
  language?: FormLanguage;
  read: boolean;
  receivedAt: string;
};

/** A plain decimal number ("-50.00", "12"): a spreadsheet reads it as a number, never a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Spreadsheet-safe CSV cell: quoted, and formulas defused (a cell starting =, +, - or @ gets a
 * leading '). A plain negative number (a refund, an overpaid balance) is left as it is, so it
 * stays a number the spreadsheet can sum: nothing in it can be evaluated.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The later of two YYYY-MM-DD dates (either may be missing). */
export function laterDate(a: string | null | undefined, b: string | null | undefined): string {
  if (!a) return b ?? '';
  if (!b) return a;
  return a > b ? a : b;
}

/** Re-exported for the booking store, which imports it from here; new code takes it from dates. */
export { addDays } from './dates';
