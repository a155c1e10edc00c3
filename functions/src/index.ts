import { onRequest } from 'firebase-functions/v2/https';
import { beforeUserCreated } from 'firebase-functions/v2/identity';
import { createApp } from './edges/api/app';
import { signInApiKey } from './edges/auth/password-sign-in';
import { refuseSignUp } from './edges/auth/refuse-sign-up';
import { FUNCTION_REGION } from './platform/config';
import { ALTCHA_HMAC_KEY } from './platform/secrets';
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
  // (wings/money/provider.ts), the server's own sign-in key (edges/auth/password-sign-in.ts).
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

/** The scheduled jobs (edges/jobs/scheduled.ts). */
export {
  passportRetention,
  paymentReminders,
  readinessReminders,
  staffMailSummary,
} from './edges/jobs/scheduled';

/**
 * Refuses every account created through Auth's public sign-up endpoint (anyone with the web API
 * key can call it). Admins are created by our server with the Admin SDK, which this never sees.
 * In production blocking functions need Firebase Authentication with Identity Platform.
 */
export const refuseBrowserSignUp = beforeUserCreated(
  { region: FUNCTION_REGION, ...HTTP_BOUNDS, maxInstances: 5 },
  (event) => refuseSignUp(event),
);
