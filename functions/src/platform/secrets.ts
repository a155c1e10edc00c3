// Secrets the functions read, declared so that deploying binds them from Secret Manager
// (`firebase functions:secrets:set NAME`) and `firebase deploy` refuses to ship without them.
// At run time a bound secret is an environment variable of the same name, which is how the code
// reads it (the emulators read `functions/dist/.secret.local`, written by
// scripts/lib/emulator-secrets.mjs).
import { defineSecret } from 'firebase-functions/params';

/** Signs the public forms' proof-of-work challenges (submissions/spam-check.ts). */
export const ALTCHA_HMAC_KEY = defineSecret('ALTCHA_HMAC_KEY');
