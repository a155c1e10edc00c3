import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { beforeUserCreated } from 'firebase-functions/v2/identity';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { AGENCY_TIME_ZONE } from '@umrah/domain/constants';
import { createApp } from './app';
import { refuseSignUp } from './auth/refuse-sign-up';
import { FUNCTION_REGION } from './config';
import { runPassportRetention } from './jobs/passport-retention';
import { runPaymentReminders } from './jobs/payment-reminders';
import { createSiteApp } from './site/site-app';

/** The whole `/api` surface: Hosting rewrites `/api/**` here. */
export const api = onRequest(
  { region: FUNCTION_REGION, memory: '512MiB', concurrency: 80, timeoutSeconds: 60 },
  createApp(),
);

/**
 * The public pages, rendered with their data (Hosting rewrites every page address here; files,
 * `/api` and `/admin` are served before). Its own instances: a burst of visitors does not slow
 * the API, and the React renderer loads only here.
 */
export const site = onRequest(
  { region: FUNCTION_REGION, memory: '512MiB', concurrency: 80, timeoutSeconds: 30 },
  createSiteApp(),
);

/** Deletes passport scans a set time after the trip (default 90 days), every night. */
export const passportRetention = onSchedule(
  { region: FUNCTION_REGION, schedule: 'every day 03:00', timeZone: AGENCY_TIME_ZONE },
  async () => {
    const purged = await runPassportRetention();
    logger.info('Passport retention ran', { purged });
  },
);

/** Mails payment reminders (before the balance is due, once overdue) every morning. */
export const paymentReminders = onSchedule(
  { region: FUNCTION_REGION, schedule: 'every day 09:00', timeZone: AGENCY_TIME_ZONE },
  async () => {
    const sent = await runPaymentReminders();
    logger.info('Payment reminders ran', { sent: sent.length });
  },
);

/**
 * Refuses every account created through Auth's public sign-up endpoint (anyone with the web API
 * key can call it). Admins are created by our server with the Admin SDK, which this never sees.
 * In production blocking functions need Firebase Authentication with Identity Platform.
 */
export const refuseBrowserSignUp = beforeUserCreated({ region: FUNCTION_REGION }, (event) =>
  refuseSignUp(event),
);
