// A message to a departure's group (POST /api/admin/departures/{id}/messages and its preview):
// the admin's dialog and the server read the same.
import * as yup from 'yup';
import {
  DEFAULT_GROUP_AUDIENCE,
  GROUP_AUDIENCES,
  GROUP_BODY_MAX,
  GROUP_SUBJECT_MAX,
  MESSAGE_REPLY_MAX,
  TRIP_MESSAGE_MAX,
} from '../model/group-messages';
import { FIELD_LABELS, validationMessages, type FormLanguage } from '../model/validation-messages';
import { requiredText, requiredLine } from './validation';

const textIn = (language: string) =>
  yup.object({
    subject: requiredLine(`Subject (${language})`, GROUP_SUBJECT_MAX),
    body: requiredText(`Message (${language})`, GROUP_BODY_MAX),
  });

export const groupMessageSchema = yup.object({
  texts: yup.object({ en: textIn('English'), fr: textIn('French') }).required(),
  audience: yup
    .string()
    .oneOf(GROUP_AUDIENCES, `Recipients must be one of ${GROUP_AUDIENCES.join(', ')}`)
    .default(DEFAULT_GROUP_AUDIENCE)
    .required('Recipients are required'),
});

export type GroupMessageInput = yup.InferType<typeof groupMessageSchema>;

/** POST /api/trip/{token}/messages: the pilgrim's message to the agency, in the page's language. */
export function tripMessageSchemaFor(language: FormLanguage) {
  const m = validationMessages(language);
  return yup.object({
    message: requiredText(FIELD_LABELS[language].message, TRIP_MESSAGE_MAX, m),
  });
}

export const tripMessageSchema = tripMessageSchemaFor('en');
export type TripMessageInput = yup.InferType<typeof tripMessageSchema>;

/** POST /api/admin/bookings/{id}/messages/{messageId}/replies: staff answer a trip-page message. */
export const messageReplySchema = yup.object({
  text: requiredText('Reply', MESSAGE_REPLY_MAX),
});
export type MessageReplyInput = yup.InferType<typeof messageReplySchema>;
