// The message a visitor sends (POST /api/contact).
import type * as yup from 'yup';
import type { FormLanguage } from '../model/validation-messages';
import { contactSchemaFor } from './contact';
import { submissionFields } from './submission-fields';

/** POST /api/contact: the contact form (the home variant sends no phone) plus its submission id. */
export function contactRequestSchemaFor(lang: FormLanguage) {
  return contactSchemaFor(lang).shape(submissionFields(lang));
}
export const contactRequestSchema = contactRequestSchemaFor('en');
export type ContactRequest = yup.InferType<typeof contactRequestSchema>;
