/**
 * The answer to a sensitive change made without a recent code check. In the model layer (no yup)
 * so the admin screens that ask for the check do not load yup with their first paint.
 */
export const SECOND_FACTOR_REQUIRED_MESSAGE =
  'Confirm it is you: enter a code from your authenticator app (or a recovery code) to make this change';

/** The field error of a change refused for want of a fresh code check. */
export const SECOND_FACTOR_FIELD = 'secondFactor';

// The refusals' words, worded by the named errors (errors.ts) and read by the admin screens.
export const WRONG_CODE_MESSAGE = 'That code is not right. Enter the current one from your app.';
export const SIGN_IN_EXPIRED_MESSAGE = 'This sign-in has expired. Enter your password again.';
/** A guarded change from an admin who has no second factor yet (grace period): set it up first. */
export const SECOND_FACTOR_SETUP_FIRST_MESSAGE =
  'Turn on two-step sign-in first (Settings → Two-step sign-in): this change needs a code from your authenticator app';
/** The field error naming it, so the admin area does not ask for a code the admin cannot have. */
export const SECOND_FACTOR_SETUP_FIELD = 'secondFactorSetup';
export const ACTIVATION_LINK_INVALID_MESSAGE =
  'This link has expired or was already used. Set up two-step sign-in again.';
export const SIGN_IN_LINK_INVALID_MESSAGE =
  'This sign-in link has expired or was already used. Ask for a new one.';
/** An admin without a security email cannot get notices or links: asked at sign-in. */
export const NOTICE_EMAIL_NEEDED_MESSAGE =
  'Add your security email first (Settings → Security email): the link that turns two-step sign-in on is sent there';
