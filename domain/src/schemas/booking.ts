import * as yup from 'yup';
import { TRAVELERS_DEFAULT, TRAVELERS_MAX, TRAVELERS_MIN } from '../model/constants';
import { isIsoDate, latestPreferredDate, todayInTimeZone } from '../model/dates';
import {
  optionalText,
  personName,
  requiredEmail,
  requiredInt,
  requiredPhone,
  trimString,
} from './validation';
import { FIELD_LABELS, validationMessages, type FormLanguage } from '../model/validation-messages';

function todayOf(context: Record<string, unknown> | undefined): string {
  const ctx: unknown = context?.['today'];
  return isIsoDate(ctx) ? ctx : todayInTimeZone();
}

/**
 * The booking request form, its messages in `language`. `preferredDate` must be from today to
 * PREFERRED_DATE_MAX_YEARS_AHEAD years after it: pass `{ today: 'YYYY-MM-DD' }`
 * as yup context (parseWith's third argument) to fix "today"; otherwise the
 * agency's today (America/Toronto) is used.
 */
export function bookingSchemaFor(language: FormLanguage) {
  const m = validationMessages(language);
  const label = FIELD_LABELS[language];
  return yup.object({
    fullName: personName(label.fullName, 120, m),
    email: requiredEmail(label.email, m),
    phone: requiredPhone(label.phone, m),
    packageId: yup
      .string()
      .typeError(m.packageRequired)
      .transform(trimString)
      .required(m.packageRequired)
      .max(200, m.packageRequired),
    numberOfTravelers: requiredInt(
      label.numberOfTravelers,
      TRAVELERS_MIN,
      TRAVELERS_MAX,
      m,
    ).default(TRAVELERS_DEFAULT),
    preferredDate: yup
      .string()
      .typeError(m.date(label.preferredDate))
      .transform(trimString)
      .required(m.required(label.preferredDate))
      .test('iso-date', m.isoDate(label.preferredDate), (v) => isIsoDate(v))
      .test('not-past', m.preferredDatePast, function (v) {
        if (!isIsoDate(v)) return true; // reported by the test above
        return v >= todayOf(this.options.context);
      })
      .test('not-too-far', m.preferredDateTooFar, function (v) {
        if (!isIsoDate(v)) return true;
        return v <= latestPreferredDate(todayOf(this.options.context));
      }),
    specialRequests: optionalText(label.specialRequests, 2000, m),
  });
}

/** The booking request form (English messages). */
export const bookingSchema = bookingSchemaFor('en');

export type BookingInput = yup.InferType<typeof bookingSchema>;
