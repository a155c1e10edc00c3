import * as yup from 'yup';
import {
  PREFERRED_DATE_MAX_YEARS_AHEAD,
  TRAVELERS_DEFAULT,
  TRAVELERS_MAX,
  TRAVELERS_MIN,
} from './constants';
import { isIsoDate, latestPreferredDate, todayInTimeZone } from './dates';
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
export const PREFERRED_DATE_PAST_MESSAGE = 'Preferred date cannot be earlier than today';
export const PREFERRED_DATE_TOO_FAR_MESSAGE = `Preferred date cannot be more than ${PREFERRED_DATE_MAX_YEARS_AHEAD} years from today`;

function todayOf(context: Record<string, unknown> | undefined): string {
  const ctx: unknown = context?.['today'];
  return isIsoDate(ctx) ? ctx : todayInTimeZone();
}

/**
 * The booking request form. `preferredDate` must be from today to
 * PREFERRED_DATE_MAX_YEARS_AHEAD years after it: pass `{ today: 'YYYY-MM-DD' }`
 * as yup context (parseWith's third argument) to fix "today"; otherwise the
 * agency's today (America/Toronto) is used.
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
      return v >= todayOf(this.options.context);
    })
    .test('not-too-far', PREFERRED_DATE_TOO_FAR_MESSAGE, function (v) {
      if (!isIsoDate(v)) return true;
      return v <= latestPreferredDate(todayOf(this.options.context));
    }),
  specialRequests: optionalText('Special requests', 2000),
});

export type BookingInput = yup.InferType<typeof bookingSchema>;
