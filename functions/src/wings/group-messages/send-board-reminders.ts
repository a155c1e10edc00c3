// Reminders staff send from a departure's readiness board: the travellers chosen (or all) who
// still miss one item get, per booking, one mail in the booking's language naming that item only,
// with the trip link. Each is stored as a send to its one booking (the booking's messages, the
// trip page), all in one transaction with the mails; the audit log has the request (edges).
// Unlike the daily run (travellers/send-readiness-reminders.ts) there is no step: staff decide.
import { DomainError } from '@umrah/domain/model/errors';
import { todayInTimeZone } from '@umrah/domain/model/dates';
import type { GroupRecipient } from '@umrah/domain/model/group-messages';
import { travellersToRemind } from '@umrah/domain/model/readiness-reminders';
import {
  travellerDetailsLocked,
  travellerDetailsLockDaysOf,
} from '@umrah/domain/model/traveller-lock';
import { formLanguageOf } from '@umrah/domain/model/validation-messages';
import type { ReadinessReminderInput } from '@umrah/domain/schemas/readiness-reminder';
import { bookingsOnDepartures } from '../bookings/read-bookings';
import { tripLinksOf } from '../bookings/trip-links';
import { getPublicSettings } from '../content/settings';
import { staffReadinessReminder } from '../travellers/mails/readiness-mails';
import { departureReadiness } from '../travellers/readiness-board';
import { referenceOf } from './group-audience';
import { recordReminderSends } from './store/group-messages-store';

/** What a send from the board did: the bookings mailed (one mail each) and their travellers. */
export interface BoardRemindersSent {
  bookings: number;
  travellers: number;
}

export async function sendBoardReminders(
  departureId: string,
  input: ReadinessReminderInput,
  sentBy: string,
  now = new Date(),
): Promise<BoardRemindersSent> {
  const [board, bookings, settings] = await Promise.all([
    departureReadiness(departureId), // 404 for an unknown departure
    bookingsOnDepartures([departureId]),
    getPublicSettings(),
  ]);
  const rows = travellersToRemind(board.rows, input.item, input.travellers);
  if (rows.length === 0) throw new DomainError('group_message_no_recipients');
  const chosen = bookings.filter((b) => rows.some((r) => r.bookingId === b.id));
  const links = await tripLinksOf(chosen);
  const locked = travellerDetailsLocked(
    board.departureDate,
    todayInTimeZone(undefined, now),
    travellerDetailsLockDaysOf(settings.travellerDetailsLockDays),
  );
  const sends = chosen.map((b) => {
    const language = formLanguageOf(b.language);
    const { mail, texts } = staffReadinessReminder(
      {
        item: input.item,
        departureDate: board.departureDate,
        reference: referenceOf(b),
        tripLink: links.get(b.id) ?? '',
        locked,
        travellers: rows
          .filter((r) => r.bookingId === b.id)
          .map((r) => ({
            index: r.index,
            name: r.name,
            checks: r.readiness.filter((c) => c.rule === input.item),
          })),
      },
      settings,
      language,
    );
    const recipient: GroupRecipient = {
      bookingId: b.id,
      reference: referenceOf(b),
      name: b.fullName,
      email: b.email,
      phone: b.phone ?? '',
      language,
    };
    return {
      send: {
        departureId,
        texts,
        audience: 'readiness-reminder' as const,
        recipients: [recipient],
        sentBy,
      },
      to: b.email,
      message: mail,
    };
  });
  await recordReminderSends(sends);
  return { bookings: sends.length, travellers: rows.length };
}
