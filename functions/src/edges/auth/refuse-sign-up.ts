// Browsers cannot create accounts. Firebase Auth's sign-up endpoint answers anyone who holds the
// public web API key, so this blocking function refuses every account created that way. Our
// server creates admins with the Admin SDK (admin-users route, scripts/admin-create.ts), which
// does not run blocking functions, so it is never refused by this.
import { HttpsError, type AuthBlockingEvent } from 'firebase-functions/v2/identity';
import { log } from '../../platform/log';

export const SIGN_UP_REFUSED = 'Accounts cannot be created here.';

export function refuseSignUp(event: Pick<AuthBlockingEvent, 'data' | 'ipAddress'>): never {
  log.warn('Refused a sign-up made outside our server', {
    email: event.data?.email ?? null,
    ipAddress: event.ipAddress,
  });
  throw new HttpsError('permission-denied', SIGN_UP_REFUSED);
}
