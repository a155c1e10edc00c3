// The scheduled functions: each runs a wing's use case on its schedule and logs what it did
// (index.ts exports them under these names).
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { AGENCY_TIME_ZONE } from '@umrah/domain/model/constants';
import { FUNCTION_REGION } from '../../platform/config';
import { log } from '../../platform/log';
import { runPassportRetention } from '../../wings/bookings/retire-passports';
import { runPaymentReminders } from '../../wings/money/send-reminders';
import { runReadinessReminders } from '../../wings/travellers/send-readiness-reminders';
import { runTravellerRetention } from '../../wings/travellers/retire-travellers';
import { runHeldAcknowledgements, runStaffMailSummary } from './staff-mail-summary';

/** Scheduled jobs take no request body; one instance is enough. */
const JOB_BOUNDS = { region: FUNCTION_REGION, memory: '512MiB', maxInstances: 1 } as const;

/**
 * Deletes passport scans and traveller records a set time after the trip (default 90 days),
 * every night.
 */
export const passportRetention = onSchedule(
  { ...JOB_BOUNDS, schedule: 'every day 03:00', timeZone: AGENCY_TIME_ZONE },
  async () => {
    const purged = await runPassportRetention();
    const travellers = await runTravellerRetention();
    log.info('Passport retention ran', { purged, travellers });
  },
);

/** Mails payment reminders (before the balance is due, once overdue) every morning. */
export const paymentReminders = onSchedule(
  { ...JOB_BOUNDS, schedule: 'every day 09:00', timeZone: AGENCY_TIME_ZONE },
  async () => {
    const sent = await runPaymentReminders();
    log.info('Payment reminders ran', { sent: sent.length });
  },
);

/**
 * Mails pilgrims what their travellers still miss (details, passport, vaccination, photo) 60, 30
 * and 14 days before departure, each step once, every morning after the payment reminders.
 */
export const readinessReminders = onSchedule(
  { ...JOB_BOUNDS, schedule: 'every day 09:30', timeZone: AGENCY_TIME_ZONE },
  async () => {
    const sent = await runReadinessReminders();
    log.info('Readiness reminders ran', { sent: sent.length });
  },
);

/**
 * Past the hourly cap on staff mails, submissions are stored without a mail; a few minutes after
 * each such hour, one summary mail says how many arrived, and the acknowledgements a cap held
 * back go out (platform/mail/mail-caps.ts).
 */
export const staffMailSummary = onSchedule(
  { ...JOB_BOUNDS, schedule: '5 * * * *', timeZone: AGENCY_TIME_ZONE },
  async () => {
    const queued = await runStaffMailSummary();
    if (queued) log.info('Staff mail summaries queued', { queued });
    const released = await runHeldAcknowledgements();
    if (released) log.info('Held acknowledgements sent', { released });
  },
);
