import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { AGENCY_TIME_ZONE } from '@umrah/domain/constants';
import { createApp } from './app';
import { FUNCTION_REGION } from './config';
import { runPassportRetention } from './jobs/passport-retention';

/** The whole `/api` surface: Hosting rewrites `/api/**` here. */
export const api = onRequest(
  { region: FUNCTION_REGION, memory: '512MiB', concurrency: 80, timeoutSeconds: 60 },
  createApp(),
);

/** Deletes passport scans a set time after the trip (default 90 days), every night. */
export const passportRetention = onSchedule(
  { region: FUNCTION_REGION, schedule: 'every day 03:00', timeZone: AGENCY_TIME_ZONE },
  async () => {
    const purged = await runPassportRetention();
    logger.info('Passport retention ran', { purged });
  },
);
