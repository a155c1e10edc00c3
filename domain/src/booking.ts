import * as yup from 'yup';
import {
  PASSPORT_EXTENSIONS,
  PASSPORT_MAX_BYTES,
  PASSPORT_MIME_TYPES,
  TRAVELERS_DEFAULT,
  TRAVELERS_MAX,
  TRAVELERS_MIN,
} from './constants';
import { isIsoDate, todayInTimeZone } from './dates';
import {
  optionalText,
  requiredEmail,
  requiredInt,
  requiredPhone,
  requiredText,
  trimString,
} from './validation';

/** Spec section 5 (exact text). */
export const PACKAGE_REQUIRED_MESSAGE =
  'Package Required - Please select an Umrah package to proceed with your booking.';
/** Spec section 5 (exact text). */
export const FILE_TOO_LARGE_MESSAGE = 'File too large - Please upload a file smaller than 5MB';
export const FILE_TYPE_MESSAGE = 'Invalid file type - Please upload a PDF, JPG, JPEG or PNG file';
export const FILE_EMPTY_MESSAGE = 'Empty file - Please choose a file that is not empty';
export const PREFERRED_DATE_PAST_MESSAGE = 'Preferred date cannot be earlier than today';

/**
 * The booking request form. `preferredDate` must not be before today: pass
 * `{ today: 'YYYY-MM-DD' }` as yup context (parseWith's third argument) to
 * fix "today"; otherwise the agency's today (America/Toronto) is used.
 */
export const bookingSchema = yup.object({
  fullName: requiredText('Full name', 120),
  email: requiredEmail('Email'),
  phone: requiredPhone('Phone'),
  packageId: yup
    .string()
    .typeError(PACKAGE_REQUIRED_MESSAGE)
    .transform(trimString)
    .required(PACKAGE_REQUIRED_MESSAGE)
    .max(200, PACKAGE_REQUIRED_MESSAGE),
  numberOfTravelers: requiredInt('Number of travelers', TRAVELERS_MIN, TRAVELERS_MAX).default(
    TRAVELERS_DEFAULT,
  ),
  preferredDate: yup
    .string()
    .typeError('Preferred date must be a date')
    .transform(trimString)
    .required('Preferred date is required')
    .test('iso-date', 'Preferred date must be a valid date (YYYY-MM-DD)', (v) => isIsoDate(v))
    .test('not-past', PREFERRED_DATE_PAST_MESSAGE, function (v) {
      if (!isIsoDate(v)) return true; // reported by the test above
      const ctx: unknown = this.options.context?.['today'];
      const today = isIsoDate(ctx) ? ctx : todayInTimeZone();
      return v >= today;
    }),
  specialRequests: optionalText('Special requests', 2000),
});

export type BookingInput = yup.InferType<typeof bookingSchema>;

/** '1 Person', '2 People', ... */
export function travelersLabel(n: number): string {
  return n === 1 ? '1 Person' : `${n} People`;
}

/** The traveler choices 1..10 with their labels. */
export const TRAVELER_OPTIONS: readonly { value: number; label: string }[] = Array.from(
  { length: TRAVELERS_MAX - TRAVELERS_MIN + 1 },
  (_, i) => ({ value: TRAVELERS_MIN + i, label: travelersLabel(TRAVELERS_MIN + i) }),
);

/**
 * Checks an optional passport upload: null when acceptable, else the message
 * to show. The extension must be .pdf/.jpg/.jpeg/.png (any case) and, when the
 * browser reports a MIME type, it must match too; then size 1 byte to 5 MB.
 */
export function passportFileError(file: {
  name: string;
  size: number;
  type?: string;
}): string | null {
  const name = file.name.toLowerCase();
  const dot = name.lastIndexOf('.');
  const ext = dot >= 0 ? name.slice(dot) : '';
  if (!(PASSPORT_EXTENSIONS as readonly string[]).includes(ext)) return FILE_TYPE_MESSAGE;
  if (file.type && !(PASSPORT_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase()))
    return FILE_TYPE_MESSAGE;
  if (file.size > PASSPORT_MAX_BYTES) return FILE_TOO_LARGE_MESSAGE;
  if (file.size <= 0) return FILE_EMPTY_MESSAGE;
  return null;
}
