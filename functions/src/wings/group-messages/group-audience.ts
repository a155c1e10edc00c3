// Who a message to a departure's group goes to: its confirmed bookings (all, those not ready to
// fly, those not paid in full), or its requests or its waiting list, never cancelled ones (the
// rule: domain/model/group-messages.ts).
// Readiness comes from the travellers wing's board, payment from the booking.
import type { Booking } from '@umrah/domain/model/bookings';
import {
  audienceCounts,
  inAudience,
  type GroupAudience,
  type GroupAudienceCounts,
  type GroupRecipient,
} from '@umrah/domain/model/group-messages';
import { formLanguageOf } from '@umrah/domain/model/validation-messages';
import { bookingsOnDepartures } from '../bookings/read-bookings';
import { getDeparture } from '../departures/read-departures';
import { departureReadiness } from '../travellers/readiness-board';

export interface Audience {
  recipients: GroupRecipient[];
  /** The bookings themselves, in the recipients' order (their trip links come from them). */
  bookings: Booking[];
  /** The departure's bookings per group, whichever audience was chosen. */
  counts: GroupAudienceCounts;
}

export const referenceOf = (b: Booking) => b.reference;

export async function audienceOf(departureId: string, audience: GroupAudience): Promise<Audience> {
  await getDeparture(departureId); // 404 for an unknown departure
  const [bookings, board] = await Promise.all([
    bookingsOnDepartures([departureId]),
    audience === 'not-ready' ? departureReadiness(departureId) : Promise.resolve(null),
  ]);
  // A booking is ready when it has travellers on the board and every one of them is ready.
  const readyOf = new Map<string, boolean>();
  for (const row of board?.rows ?? []) {
    readyOf.set(row.bookingId, (readyOf.get(row.bookingId) ?? true) && row.ready);
  }
  const chosen = bookings
    .filter((b) =>
      inAudience(
        {
          status: b.status,
          waitingList: b.waitingList,
          paidInFull: b.payment?.status === 'paid',
          ready: readyOf.get(b.id) ?? false,
        },
        audience,
      ),
    )
    .sort((a, b) => a.fullName.localeCompare(b.fullName) || a.id.localeCompare(b.id));
  return {
    bookings: chosen,
    counts: audienceCounts(bookings),
    recipients: chosen.map((b) => ({
      bookingId: b.id,
      reference: referenceOf(b),
      name: b.fullName,
      email: b.email,
      phone: b.phone ?? '',
      language: formLanguageOf(b.language),
    })),
  };
}
