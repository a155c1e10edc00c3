// The privacy page's request form (POST /api/privacy-requests): a person asks to see, correct or
// erase what the agency holds about them; the request lands in the privacy register.
import * as yup from 'yup';
import { PRIVACY_REQUEST_KINDS, type PrivacyRequestKind } from '../model/privacy';
import { FIELD_LABELS, validationMessages, type FormLanguage } from '../model/validation-messages';
import { submissionFields } from './submission-fields';
import { optionalText, personName, requiredEmail } from './validation';

/** The most a person writes about their request (what to correct, where they wrote from). */
export const PRIVACY_DETAILS_MAX = 2000;

/** The form in a language: name, email, what they ask for, optional details. */
export function privacyWebRequestSchemaFor(language: FormLanguage) {
  const m = validationMessages(language);
  const label = FIELD_LABELS[language];
  return yup.object({
    name: personName(label.name, 100, m),
    email: requiredEmail(label.email, m),
    kind: yup
      .string()
      .typeError(m.privacyKind)
      .required(m.privacyKind)
      .oneOf(PRIVACY_REQUEST_KINDS, m.privacyKind)
      .defined() as yup.StringSchema<PrivacyRequestKind>,
    details: optionalText(label.details, PRIVACY_DETAILS_MAX, m),
  });
}

/** The request body: the form plus its submission id and the page's language. */
export function privacyWebRequestBodySchemaFor(language: FormLanguage) {
  return privacyWebRequestSchemaFor(language).shape(submissionFields(language));
}

export type PrivacyWebRequestInput = yup.InferType<ReturnType<typeof privacyWebRequestSchemaFor>>;
export type PrivacyWebRequest = yup.InferType<ReturnType<typeof privacyWebRequestBodySchemaFor>>;
