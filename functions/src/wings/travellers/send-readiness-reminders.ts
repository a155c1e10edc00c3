// The daily readiness reminders: at set steps before departure (domain's readiness-reminders.ts),
// the pilgrim of a confirmed booking whose travellers still miss details or documents is mailed
// what is missing, traveller by traveller, with the trip page's link, in the booking's language.
// Each step is recorded on the booking in the same transaction as its mail (bookings wing), so no
// step is ever sent twice. Staff get one summary per run of what was sent.
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import type { Departure } from '@umrah/domain/model/departures';
import { readinessOf } from '@umrah/domain/model/readiness';
import {
  pilgrimToDo,
  READINESS_REMINDER_WINDOW_DAYS,
  readinessReminderStep,
} from '@umrah/domain/model/readiness-reminders';
import {
  travellerDetailsLocked,
  travellerDetailsLockDaysOf,
} from '@umrah/domain/model/traveller-lock';
import { travellerDisplayName } from '@umrah/domain/model/travellers';
import {
  confirmedBookingsDeparting,
  mailReadinessReminderOnce,
} from '../bookings/departing-bookings';
import { departuresBetween, lookUpDeparture } from '../departures/read-departures';
import { sendMail } from '../../platform/mail/mail';
import { linkKey } from '../../platform/links/payment-link-key';
import { getPublicSettings } from '../content/settings';
import {
  readinessReminderMail,
  readinessSummaryMail,
  type ReadinessReminded,
  type TravellerToDo,
} from './mails/readiness-mails';
import { ensureTravellers } from './store/travellers-store';
import { partyOf, tripOf } from './trip-readiness';

export async function runReadinessReminders(now = new Date()): Promise<ReadinessReminded[]> {
  const today = todayInTimeZone(undefined, now);
  // Tomorrow on: a trip leaving today or before has departed.
  const from = addDays(today, 1);
  const to = addDays(today, READINESS_REMINDER_WINDOW_DAYS);
  const [settings, key, departures] = await Promise.all([
    getPublicSettings(),
    linkKey(),
    departuresBetween(from, to),
  ]);
  const lockDays = travellerDetailsLockDaysOf(settings.travellerDetailsLockDays);
  const byId = new Map<string, Departure>(departures.map((d) => [d.id, d]));
  const candidates = await confirmedBookingsDeparting(
    from,
    to,
    departures.map((d) => d.id),
  );
  const sent: ReadinessReminded[] = [];
  for (const { booking, remindersSent } of candidates) {
    const departure = booking.departureId
      ? (byId.get(booking.departureId) ?? (await lookUpDeparture(booking.departureId)))
      : null;
    const trip = tripOf(booking, departure);
    const step = readinessReminderStep(trip.departureDate, today, remindersSent);
    if (step === null || !trip.departureDate) continue;
    const travellers: TravellerToDo[] = (await ensureTravellers(partyOf(booking)))
      .map((t) => ({
        index: t.index,
        name: travellerDisplayName(t),
        checks: pilgrimToDo(readinessOf(t, trip)),
      }))
      .filter((t) => t.checks.length > 0);
    // Every traveller ready (for what the pilgrim can do): nothing to remind of.
    if (travellers.length === 0) continue;
    const departureDate = trip.departureDate;
    const reference = booking.reference;
    const mailed = await mailReadinessReminderOnce(booking.id, step, key, (b, tripLink) =>
      readinessReminderMail(
        {
          step,
          departureDate,
          reference,
          tripLink,
          locked: travellerDetailsLocked(departureDate, today, lockDays),
          travellers,
        },
        settings,
        // Bookings stored before the language was kept are English.
        b.language ?? 'en',
      ),
    );
    if (!mailed) continue;
    sent.push({
      bookingId: booking.id,
      step,
      fullName: mailed.fullName,
      reference,
      departureDate,
      travellers,
    });
  }
  // The staff summary: one mail per run, only when something was sent.
  if (sent.length) await sendMail(settings.email, readinessSummaryMail(sent));
  return sent;
}
