import * as yup from 'yup';
import { optionalPhone, requiredEmail, requiredText } from './validation';

const name = () => requiredText('Name', 100);
const message = () => requiredText('Message', 5000);

/** The /contact page form: name, email, optional phone, message. */
export const contactSchema = yup.object({
  name: name(),
  email: requiredEmail('Email'),
  phone: optionalPhone('Phone'),
  message: message(),
});

/** The home page "Get in Touch" form: no phone. */
export const homeContactSchema = yup.object({
  name: name(),
  email: requiredEmail('Email'),
  message: message(),
});

export type ContactInput = yup.InferType<typeof contactSchema>;
export type HomeContactInput = yup.InferType<typeof homeContactSchema>;
