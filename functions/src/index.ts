import { log } from './platform/log';
import { onRequest } from 'firebase-functions/v2/https';
import { beforeUserCreated } from 'firebase-functions/v2/identity';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { AGENCY_TIME_ZONE } from '@umrah/domain/model/constants';
import { createApp } from './edges/api/app';
import { signInApiKey } from './edges/auth/password-sign-in';
import { refuseSignUp } from './edges/auth/refuse-sign-up';
import { FUNCTION_REGION } from './platform/config';
import { ALTCHA_HMAC_KEY } from './platform/secrets';
import { runPassportRetention } from './wings/bookings/retire-passports';
import { runTravellerRetention } from './wings/travellers/retire-travellers';
import { runHeldAcknowledgements, runStaffMailSummary } from './edges/jobs/staff-mail-summary';
import { runPaymentReminders } from './wings/bookings/send-reminders';
import { runReadinessReminders } from './wings/travellers/send-readiness-reminders';
import { PAYMENT_SECRETS } from './wings/money/provider';
import { createSiteApp } from './edges/site/site-app';

/**
 * The platform reads and parses every request body (up to 32 MiB) before our code runs, and the
 * worst JSON shape we measured grows a 32 MiB body to ~940 MiB (`npm run body-memory`). So one
 * request per instance, with room for it beside the app; instances bounded for cost. The README
 * (Memory and instances) has the arithmetic.
 */
const HTTP_BOUNDS = { memory: '2GiB', concurrency: 1, maxInstances: 20 } as const;

/** The whole `/api` surface: Hosting rewrites `/api/**` here. */
export const api = onRequest(
  // Secrets from Secret Manager: the spam check's key (secrets.ts), the Stripe keys
  // (payments/provider.ts), the server's own sign-in key (auth/password-sign-in.ts).
  {
    region: FUNCTION_REGION,
    ...HTTP_BOUNDS,
    timeoutSeconds: 60,
    secrets: [ALTCHA_HMAC_KEY, ...PAYMENT_SECRETS, signInApiKey],
  },
  createApp(),
);

/**
 * The public pages, rendered with their data (Hosting rewrites every page address here; files,
 * `/api` and `/admin` are served before). Its own instances: a burst of visitors does not slow
 * the API, and the React renderer loads only here.
 */
export const site = onRequest(
  { region: FUNCTION_REGION, ...HTTP_BOUNDS, timeoutSeconds: 30 },
  createSiteApp(),
);

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
 * back go out (data/mail-caps.ts).
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

/**
 * Refuses every account created through Auth's public sign-up endpoint (anyone with the web API
 * key can call it). Admins are created by our server with the Admin SDK, which this never sees.
 * In production blocking functions need Firebase Authentication with Identity Platform.
 */
export const refuseBrowserSignUp = beforeUserCreated(
  { region: FUNCTION_REGION, ...HTTP_BOUNDS, maxInstances: 5 },
  (event) => refuseSignUp(event),
);
