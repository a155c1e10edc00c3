// The fields every public submission carries beside its form: its id and the page's language.
import * as yup from 'yup';
import { SUBMISSION_ID_PATTERN } from '../model/submission';
import {
  FORM_LANGUAGES,
  validationMessages,
  type FormLanguage,
  type ValidationMessages,
} from '../model/validation-messages';
import { trimString } from './validation';

/** The client-made id (SUBMISSION_ID_PATTERN), so a double click or a retry is stored once. */
const submissionIdField = (m: ValidationMessages) =>
  yup
    .string()
    .typeError(m.submissionIdText)
    .transform(trimString)
    .required(m.submissionIdRequired)
    .matches(SUBMISSION_ID_PATTERN, m.submissionIdMalformed);

/**
 * The language of the page the visitor wrote from: 'en' or 'fr' (none: English; anything else is
 * refused). Stored with the message or booking; the language of the mails to the visitor.
 */
const languageField = (m: ValidationMessages) =>
  yup
    .string()
    .typeError(m.language)
    .transform(trimString)
    .oneOf(FORM_LANGUAGES, m.language)
    .default('en')
    .required(m.language);

/** Both fields, their messages in `lang`: a form's schema `.shape()`s them in to make the body. */
export function submissionFields(lang: FormLanguage) {
  const m = validationMessages(lang);
  return { submissionId: submissionIdField(m), language: languageField(m) };
}
