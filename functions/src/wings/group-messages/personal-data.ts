// What the group messages hold about one person, for a privacy request: each send that reached
// one of their bookings, with that booking's recipient line (name, address, phone). Erasing it
// empties that line; the message's texts name nobody and stay with the departure.
import type { PlainValue } from '@umrah/domain/model/privacy';
import type { Actor } from '../audit/audit-log';
import { eraseGroupRecipient, groupSendsOfBooking } from './store/group-messages-store';

export interface HeldGroupMessage {
  /** `{send id}/{booking id}`: one line of one send. */
  id: string;
  fields: { [key: string]: PlainValue };
}

export async function groupMessagesOfBookings(
  bookingIds: readonly string[],
): Promise<HeldGroupMessage[]> {
  const perBooking = await Promise.all(
    bookingIds.map(async (bookingId) =>
      (await groupSendsOfBooking(bookingId)).map(({ recipients, ...send }) => ({
        id: `${send.id}/${bookingId}`,
        fields: {
          departureId: send.departureId,
          sentAt: send.sentAt,
          sentBy: send.sentBy,
          audience: send.audience,
          texts: { en: { ...send.texts.en }, fr: { ...send.texts.fr } },
          recipient: { ...(recipients.find((r) => r.bookingId === bookingId) ?? {}) },
        },
      })),
    ),
  );
  return perBooking.flat();
}

export function eraseGroupMessageRecipient(recordId: string, actor: Actor): Promise<boolean> {
  const [id = '', bookingId = ''] = recordId.split('/');
  return eraseGroupRecipient(id, bookingId, actor);
}
