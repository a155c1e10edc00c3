// A contact message as staff handle it.
import type { ContactInput } from '../schemas/contact';
import type { FormLanguage } from './validation-messages';

/** A contact message as admins see it. */
export type ContactMessage = Omit<ContactInput, never> & {
  id: string;
  /** The visitor's language (documents stored before it was kept: read as 'en'). */
  language?: FormLanguage;
  read: boolean;
  receivedAt: string;
};
