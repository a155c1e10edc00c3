// "Send me my trip link" (POST /api/trip-link): the form on /trip and the server read the same.
import * as yup from 'yup';
import { TRIP_LINK_REFERENCE_MAX } from '../model/trip';
import { FIELD_LABELS, validationMessages, type FormLanguage } from '../model/validation-messages';
import { optionalText, requiredEmail } from './validation';

const REFERENCE_LABEL: Record<FormLanguage, string> = {
  en: 'Booking reference',
  fr: 'Numéro de réservation',
};

/** The address the booking was made with, and optionally one booking's reference. */
export function tripLinkRequestSchemaFor(language: FormLanguage) {
  const m = validationMessages(language);
  return yup.object({
    email: requiredEmail(FIELD_LABELS[language].email, m),
    reference: optionalText(REFERENCE_LABEL[language], TRIP_LINK_REFERENCE_MAX, m).transform(
      (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value),
    ),
  });
}

export const tripLinkRequestSchema = tripLinkRequestSchemaFor('en');
export type TripLinkRequest = yup.InferType<typeof tripLinkRequestSchema>;
