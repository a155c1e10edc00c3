import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';
import { FUNCTION_REGION } from './config';

/** The whole `/api` surface: Hosting rewrites `/api/**` here. */
export const api = onRequest(
  { region: FUNCTION_REGION, memory: '512MiB', concurrency: 80, timeoutSeconds: 60 },
  createApp(),
);
