// Staff's second factor (TOTP from an authenticator app, or a one-time recovery code): the rules
// and texts the admin area and the server share.
import * as yup from 'yup';
import { optionalText, requiredEmail } from './validation';

/** Days an admin may sign in without a second factor, from their first sign-in since it exists. */
export const SECOND_FACTOR_GRACE_DAYS_DEFAULT = 14;
export const SECOND_FACTOR_GRACE_DAYS_MAX = 90;
/** How recent a code check must be for a sensitive change (payment keys, admin list). */
export const FRESH_CHECK_MS = 5 * 60 * 1000;
export const RECOVERY_CODE_COUNT = 10;

import { SIGN_IN_EXPIRED_MESSAGE, SIGN_IN_LINK_INVALID_MESSAGE } from '../model/second-factor';

export {
  ACTIVATION_LINK_INVALID_MESSAGE,
  NOTICE_EMAIL_NEEDED_MESSAGE,
  SECOND_FACTOR_REQUIRED_MESSAGE,
  SECOND_FACTOR_SETUP_FIELD,
  SECOND_FACTOR_SETUP_FIRST_MESSAGE,
  SIGN_IN_EXPIRED_MESSAGE,
  SIGN_IN_LINK_INVALID_MESSAGE,
  WRONG_CODE_MESSAGE,
} from '../model/second-factor';

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
  | { isAdmin: true; username: string; graceEndsAt?: string; needsNoticeEmail?: boolean }
  | { secondFactor: 'code' | 'enrol'; ticket: string; username: string };

/** What the code step answers: a session, or (enrolment by password alone) a mailed link first. */
export type CodeStepResult =
  | { isAdmin: true; username: string; recoveryCodes?: string[]; needsNoticeEmail?: boolean }
  | { activationMailed: true; message: string; recoveryCodes: string[] };

export interface SecondFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
  /** While not enabled: when it becomes required (ISO). */
  graceEndsAt: string | null;
  /** A factor was set up and waits for the link mailed to the admin's security email. */
  awaitingActivation: boolean;
  /** The admin's own address for security notices ('' when not given yet). */
  noticeEmail: string;
}

export interface SecondFactorSetup {
  secret: string;
  otpauthUrl: string;
  /** The otpauth URL as a QR code image (an SVG data URL). */
  qrCode: string;
}

/** A factor set up from a session that proved only the password waits for the mailed link. */
export const ACTIVATION_MAILED_MESSAGE =
  'Almost done: we sent a link to your security email. Two-step sign-in turns on when you open it (from any browser).';
/** How long the mailed link that turns a factor on stays valid. */
export const ACTIVATION_LINK_MS = 24 * 60 * 60 * 1000;

/** "Email me a sign-in link": the same answer whether or not the username exists. */
export const SIGN_IN_LINK_SENT_MESSAGE =
  'If this username belongs to an admin with a security email, a sign-in link is on its way there. It works once, within 15 minutes.';
export const SIGN_IN_LINK_MS = 15 * 60 * 1000;
/** Sign-in links one account may be sent per hour (more ask are answered alike, sending none). */
export const SIGN_IN_LINKS_PER_HOUR = 3;

/** A token from a mailed link (sign-in or activation). */
const linkToken = () =>
  yup
    .string()
    .typeError('Link must be text')
    .required(SIGN_IN_LINK_INVALID_MESSAGE)
    .max(100, SIGN_IN_LINK_INVALID_MESSAGE);

export const signInLinkRequestSchema = yup.object({
  username: yup
    .string()
    .typeError('Username must be text')
    .required('Username is required')
    .max(100, 'Username must be at most 100 characters'),
});
export const linkTokenSchema = yup.object({ token: linkToken() });

/** An admin's own address for security notices and sign-in links (not the shared staff email). */
export const noticeEmailSchema = yup.object({ email: requiredEmail('Security email') });
export type NoticeEmailInput = yup.InferType<typeof noticeEmailSchema>;
