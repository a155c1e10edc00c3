/**
 * The answer to a sensitive change made without a recent code check. In the model layer (no yup)
 * so the admin screens that ask for the check do not load yup with their first paint.
 */
export const SECOND_FACTOR_REQUIRED_MESSAGE =
  'Confirm it is you: enter a code from your authenticator app (or a recovery code) to make this change';
