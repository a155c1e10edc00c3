import * as yup from 'yup';
import { optionalPhone, personName, requiredEmail, requiredText } from './validation';
import { marketingConsentField } from './marketing-consent';
import { FIELD_LABELS, validationMessages, type FormLanguage } from '../model/validation-messages';

function contactFields(language: FormLanguage) {
  const m = validationMessages(language);
  const label = FIELD_LABELS[language];
  return {
    name: personName(label.name, 100, m),
    email: requiredEmail(label.email, m),
    phone: optionalPhone(label.phone, m),
    message: requiredText(label.message, 5000, m),
    // Optional, unticked: "Send me news and offers" (model/marketing.ts).
    marketingConsent: marketingConsentField(m),
  };
}

/** The /contact page form in a language: name, email, optional phone, message, news consent. */
export function contactSchemaFor(language: FormLanguage) {
  return yup.object(contactFields(language));
}

/** The home page "Get in Touch" form in a language: no phone. */
export function homeContactSchemaFor(language: FormLanguage) {
  const { name, email, message, marketingConsent } = contactFields(language);
  return yup.object({ name, email, message, marketingConsent });
}

/** The /contact page form: name, email, optional phone, message. */
export const contactSchema = contactSchemaFor('en');

/** The home page "Get in Touch" form: no phone. */
export const homeContactSchema = homeContactSchemaFor('en');

export type ContactInput = yup.InferType<typeof contactSchema>;
export type HomeContactInput = yup.InferType<typeof homeContactSchema>;
