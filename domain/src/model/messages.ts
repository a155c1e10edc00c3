// A contact message as staff handle it.
import type { ContactInput } from '../schemas/contact';
import type { FormLanguage } from './validation-messages';

/** A contact message as admins see it (the news-and-offers consent lives with the contacts). */
export type ContactMessage = Omit<ContactInput, 'marketingConsent'> & {
  id: string;
  /** The visitor's language (documents stored before it was kept: read as 'en'). */
  language?: FormLanguage;
  read: boolean;
  receivedAt: string;
  /** Set on a message the pilgrim wrote from a booking's trip page: that booking. */
  bookingId?: string;
  /** That booking's reference (its payment reference, e.g. UMR-1A2B3C). */
  bookingReference?: string;
  /** Staff replies to a trip-page message, oldest first (mailed to the pilgrim, shown on the trip page). */
  replies?: MessageReply[];
};

/** A staff reply to a pilgrim's trip-page message, as stored on the message. */
export interface MessageReply {
  text: string;
  /** ISO-8601. */
  sentAt: string;
  /** The admin's username (staff see it; the trip page says "the agency"). */
  sentBy: string;
}
