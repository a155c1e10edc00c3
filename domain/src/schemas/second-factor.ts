// Staff's second factor (TOTP from an authenticator app, or a one-time recovery code): the rules
// and texts the admin area and the server share.
import * as yup from 'yup';
import { optionalText } from './validation';

/** Days an admin may sign in without a second factor, from their first sign-in since it exists. */
export const SECOND_FACTOR_GRACE_DAYS_DEFAULT = 14;
export const SECOND_FACTOR_GRACE_DAYS_MAX = 90;
/** How recent a code check must be for a sensitive change (payment keys, admin list). */
export const FRESH_CHECK_MS = 5 * 60 * 1000;
export const RECOVERY_CODE_COUNT = 10;

export const SECOND_FACTOR_REQUIRED_MESSAGE =
  'Confirm it is you: enter a code from your authenticator app (or a recovery code) to make this change';
export const WRONG_CODE_MESSAGE = 'That code is not right. Enter the current one from your app.';
export const SIGN_IN_EXPIRED_MESSAGE = 'This sign-in has expired. Enter your password again.';

/** The grace period in days from the settings' text ('' or anything unusable gives the default). */
export function secondFactorGraceDaysOf(text: string | null | undefined): number {
  const days = /^\d{1,2}$/.test(text?.trim() ?? '') ? Number(text) : NaN;
  return days >= 0 && days <= SECOND_FACTOR_GRACE_DAYS_MAX
    ? days
    : SECOND_FACTOR_GRACE_DAYS_DEFAULT;
}

/** The settings field. */
export function secondFactorGraceDaysField() {
  return optionalText('Two-step sign-in grace period', 2).test(
    'grace-days',
    `Two-step sign-in grace period must be a whole number of days from 0 to ${SECOND_FACTOR_GRACE_DAYS_MAX}`,
    (v) =>
      v === undefined ||
      v === '' ||
      (/^\d{1,2}$/.test(v) && Number(v) <= SECOND_FACTOR_GRACE_DAYS_MAX),
  );
}

/** Six digits from the app (spaces allowed, as apps show `123 456`), or a recovery code. */
export const secondFactorCodeSchema = yup.object({
  code: yup
    .string()
    .typeError('Code must be text')
    .transform((v: unknown) => (typeof v === 'string' ? v.replace(/[\s-]/g, '').toLowerCase() : v))
    .required('Enter the code')
    .max(32, 'Code must be at most 32 characters'),
});

/** Second step of signing in: the ticket the password step gave, and a code. */
export const secondFactorSignInSchema = secondFactorCodeSchema.shape({
  ticket: yup
    .string()
    .typeError('Ticket must be text')
    .required(SIGN_IN_EXPIRED_MESSAGE)
    .max(100, SIGN_IN_EXPIRED_MESSAGE),
});

/** What the password step answers. */
export type SignInStep =
  | { isAdmin: true; username: string; graceEndsAt?: string }
  | { secondFactor: 'code' | 'enrol'; ticket: string; username: string };

export interface SecondFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
  /** While not enabled: when it becomes required (ISO). */
  graceEndsAt: string | null;
}

export interface SecondFactorSetup {
  secret: string;
  otpauthUrl: string;
  /** The otpauth URL as a QR code image (an SVG data URL). */
  qrCode: string;
}
