import * as yup from 'yup';
import {
  NEW_USER_PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  passwordField,
  usernameField,
} from './admin';
import { PASSWORD_MIN_LENGTH } from '../model/constants';
import { requiredEmail } from './validation';
import { COMMON_PASSWORDS_TEXT } from '../model/common-passwords';

export const PASSWORD_TOO_COMMON_MESSAGE =
  'Password too common - Choose one that is not a common password with a few characters added';

let commonPasswords: Set<string> | undefined;

/**
 * A common password, ignoring case, or one with only digits and symbols around a common one
 * (`Password2024!`, `123monkey456789`): guessing tools try exactly those first.
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(COMMON_PASSWORDS_TEXT.split('\n').filter(Boolean));
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  return commonPasswords.has(lower) || (core.length >= 3 && commonPasswords.has(core));
}

function newPasswordField(requiredMessage: string) {
  return passwordField(requiredMessage)
    .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
    .test('not-common', PASSWORD_TOO_COMMON_MESSAGE, (value) => !value || !isCommonPassword(value));
}

/** The change-password form (settings screen). */
export const changePasswordFormSchema = yup.object({
  currentPassword: passwordField('Current password is required', 1024),
  newPassword: newPasswordField('New password is required'),
  confirmPassword: yup
    .string()
    .typeError('Password confirmation must be text')
    .required('Please confirm the new password')
    .oneOf([yup.ref('newPassword')], PASSWORD_MISMATCH_MESSAGE),
});

/** PUT /api/admin/change-password body. */
export const changePasswordBodySchema = yup.object({
  currentPassword: passwordField('Current password is required', 1024),
  newPassword: newPasswordField('New password is required'),
});

/** The new admin user form. */
export const newAdminUserFormSchema = yup.object({
  username: usernameField(),
  email: requiredEmail('Security email'),
  password: newPasswordField('Password is required'),
  confirmPassword: yup
    .string()
    .typeError('Password confirmation must be text')
    .required('Please confirm the password')
    .oneOf([yup.ref('password')], NEW_USER_PASSWORD_MISMATCH_MESSAGE),
});

/** POST /api/admin/users body. */
export const newAdminUserBodySchema = yup.object({
  username: usernameField(),
  // The admin's own address for security notices and sign-in links.
  email: requiredEmail('Security email'),
  password: newPasswordField('Password is required'),
});

export type ChangePasswordFormInput = yup.InferType<typeof changePasswordFormSchema>;
export type ChangePasswordBody = yup.InferType<typeof changePasswordBodySchema>;
export type NewAdminUserFormInput = yup.InferType<typeof newAdminUserFormSchema>;
export type NewAdminUserBody = yup.InferType<typeof newAdminUserBodySchema>;
