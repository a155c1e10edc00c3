// Staff answer a message the pilgrim wrote from the trip page: the reply is kept on the message
// (the booking's messages, the trip page under what the pilgrim wrote) and mailed to the booking's
// address in the booking's language with its trip link, in one transaction; the audit log has the
// request (edges).
import type { ContactMessage } from '@umrah/domain/model/messages';
import { formLanguageOf } from '@umrah/domain/model/validation-messages';
import type { MessageReplyInput } from '@umrah/domain/schemas/group-message';
import { getBooking } from '../bookings/read-bookings';
import { tripLinksOf } from '../bookings/trip-links';
import { getPublicSettings } from '../content/settings';
import { addTripMessageReply, readTripMessageToAnswer } from '../submissions/messages';
import { now } from '../../platform/clock';
import { inTransaction } from '../../platform/firebase/transaction';
import { queueMail } from '../../platform/mail/mail';
import { referenceOf } from './group-audience';
import { messageReplyMail } from './mails/message-reply-mail';

export async function replyToPilgrim(
  bookingId: string,
  messageId: string,
  input: MessageReplyInput,
  sentBy: string,
): Promise<ContactMessage> {
  const booking = await getBooking(bookingId); // 404 for an unknown booking
  const [links, settings] = await Promise.all([tripLinksOf([booking]), getPublicSettings()]);
  const reply = { text: input.text, sentAt: now().toISOString(), sentBy };
  return inTransaction(async (tx) => {
    const message = await readTripMessageToAnswer(tx, messageId, bookingId);
    addTripMessageReply(tx, messageId, reply);
    queueMail(
      tx,
      booking.email,
      messageReplyMail(
        {
          reference: referenceOf(booking),
          tripLink: links.get(bookingId) ?? '',
          reply: input.text,
          message: message.message,
          receivedAt: message.receivedAt,
        },
        settings,
        formLanguageOf(booking.language),
      ),
    );
    return { ...message, read: true, replies: [...(message.replies ?? []), reply] };
  });
}
