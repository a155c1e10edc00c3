/**
 * The sign-in form's checks without yup: the admin's sign-in screen is the first thing staff
 * load on a phone, so it checks its two fields with these few lines instead of loading yup
 * (issue 42's 150 KB budget). `loginSchema` (schemas/admin.ts) is built from the same limits and
 * messages, the server validates every login body with it, and schemas/admin.test.ts checks on
 * a table of inputs that both give the same errors.
 */
export const LOGIN_USERNAME_MAX_LENGTH = 100;
export const LOGIN_PASSWORD_MAX_LENGTH = 1024;

export const LOGIN_MESSAGES = {
  usernameRequired: 'Username is required',
  usernameTooLong: `Username must be at most ${LOGIN_USERNAME_MAX_LENGTH} characters`,
  passwordRequired: 'Password is required',
  passwordTooLong: `Password must be at most ${LOGIN_PASSWORD_MAX_LENGTH} characters`,
} as const;

export type LoginFields = { username: string; password: string };

/** Each field's first error, as `loginSchema` finds it (the username trimmed and lowercased). */
export function checkLogin(values: LoginFields): Partial<Record<keyof LoginFields, string>> {
  const errors: Partial<Record<keyof LoginFields, string>> = {};
  const username = values.username.trim().toLowerCase();
  if (!username) errors.username = LOGIN_MESSAGES.usernameRequired;
  else if (username.length > LOGIN_USERNAME_MAX_LENGTH)
    errors.username = LOGIN_MESSAGES.usernameTooLong;
  if (!values.password) errors.password = LOGIN_MESSAGES.passwordRequired;
  else if (values.password.length > LOGIN_PASSWORD_MAX_LENGTH)
    errors.password = LOGIN_MESSAGES.passwordTooLong;
  return errors;
}
