import { HttpsError, type AuthBlockingEvent } from 'firebase-functions/v2/identity';
import { describe, expect, it } from 'vitest';
import { SIGN_UP_REFUSED, refuseSignUp } from './refuse-sign-up';

const event = (email?: string) =>
  ({
    data: email ? { email } : undefined,
    ipAddress: '203.0.113.9',
  }) as Pick<AuthBlockingEvent, 'data' | 'ipAddress'>;

describe('refuseSignUp (the beforeUserCreated handler)', () => {
  it('refuses every sign-up with permission-denied', () => {
    for (const e of [event('someone@example.com'), event('x@admins.umrah.invalid'), event()]) {
      let thrown: unknown;
      try {
        refuseSignUp(e);
      } catch (err) {
        thrown = err;
      }
      expect(thrown).toBeInstanceOf(HttpsError);
      expect((thrown as HttpsError).code).toBe('permission-denied');
      expect((thrown as HttpsError).message).toBe(SIGN_UP_REFUSED);
    }
  });
});
