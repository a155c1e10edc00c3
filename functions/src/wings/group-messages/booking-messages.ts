// One booking's messages: what staff sent its departure's group while it was a recipient, and what
// the pilgrim wrote from the trip page. The booking's page shows both; the trip page shows the
// group messages in the booking's language (composed into the trip page's data by the site, so
// the bookings wing never reads this one).
import type {
  BookingMessages,
  TripGroupMessage,
  TripSentMessage,
} from '@umrah/domain/model/group-messages';
import type { FormLanguage } from '@umrah/domain/model/validation-messages';
import { messagesOfBooking } from '../submissions/messages';
import { groupSendsOfBooking } from './store/group-messages-store';

export async function bookingMessages(bookingId: string): Promise<BookingMessages> {
  const [sends, pilgrimMessages] = await Promise.all([
    groupSendsOfBooking(bookingId),
    messagesOfBooking(bookingId),
  ]);
  return {
    groupMessages: sends.map(({ recipients, ...send }) => ({
      ...send,
      email: recipients.find((r) => r.bookingId === bookingId)?.email ?? '',
    })),
    pilgrimMessages,
  };
}

/** The group messages a booking got, as its trip page shows them: in the booking's language. */
export async function tripGroupMessages(
  bookingId: string,
  language: FormLanguage,
): Promise<TripGroupMessage[]> {
  const sends = await groupSendsOfBooking(bookingId);
  return sends.map((s) => {
    const r = s.recipients.find((x) => x.bookingId === bookingId);
    const text = s.texts[r?.language ?? language];
    return { id: s.id, subject: text.subject, body: text.body, sentAt: s.sentAt };
  });
}

/** What the pilgrim wrote from the trip page, newest first, as the page shows it back. */
export async function tripSentMessages(bookingId: string): Promise<TripSentMessage[]> {
  const written = await messagesOfBooking(bookingId);
  return written.map((m) => ({
    id: m.id,
    text: m.message,
    sentAt: m.receivedAt,
    replies: (m.replies ?? []).map(({ text, sentAt }) => ({ text, sentAt })),
  }));
}
