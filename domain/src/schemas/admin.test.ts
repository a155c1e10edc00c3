import { describe, expect, it } from 'vitest';
import {
  loginSchema,
  NEW_USER_PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
} from './admin';
import {
  changePasswordBodySchema,
  changePasswordFormSchema,
  isCommonPassword,
  newAdminUserBodySchema,
  newAdminUserFormSchema,
  PASSWORD_TOO_COMMON_MESSAGE,
} from './admin-password';
import { parseWith } from './validation';
import { checkLogin } from '../model/sign-in-rules';

describe('spec messages', () => {
  it('are the exact spec texts, with the 12-character minimum', () => {
    expect(PASSWORD_MISMATCH_MESSAGE).toBe(
      "Passwords don't match - New password and confirmation must match",
    );
    expect(PASSWORD_TOO_SHORT_MESSAGE).toBe(
      'Password too short - Password must be at least 12 characters',
    );
    expect(NEW_USER_PASSWORD_MISMATCH_MESSAGE).toBe('Password and confirmation must match');
  });
});

describe('loginSchema', () => {
  it('requires username and password', () => {
    const r = parseWith(loginSchema, { username: '  ', password: '' });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.errors).toEqual({
        username: 'Username is required',
        password: 'Password is required',
      });
  });

  it('normalises the username but keeps the password as typed', () => {
    const r = parseWith(loginSchema, { username: ' Admin ', password: ' pw ' });
    expect(r).toEqual({ ok: true, value: { username: 'admin', password: ' pw ' } });
  });

  it('does not crash on non-text values', () => {
    const r = parseWith(loginSchema, { username: { $ne: '' }, password: ['x'] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Object.keys(r.errors).sort()).toEqual(['password', 'username']);
  });
});

describe('the sign-in screen checks (model/sign-in-rules.ts) as loginSchema does', () => {
  const long = (n: number, c = 'a') => c.repeat(n);
  // Each limit on both sides, blanks, spaces that trimming removes, and a character whose
  // lowercase is longer ('İ' becomes two code units).
  const cases: { username: string; password: string }[] = [
    { username: '', password: '' },
    { username: '   ', password: ' ' },
    { username: ' Admin ', password: ' pw ' },
    { username: long(100), password: long(1024) },
    { username: long(101), password: long(1025) },
    { username: `  ${long(100)}  `, password: `${long(1023)} ` },
    { username: long(99, 'İ'), password: 'x' },
    { username: long(51, 'İ'), password: 'x' },
    { username: 'staff@agency.ca', password: '\t' },
  ];
  it.each(cases)('gives the same errors for %o', (values) => {
    const r = parseWith(loginSchema, values);
    expect(checkLogin(values)).toEqual(r.ok ? {} : r.errors);
  });
});

describe('changePasswordFormSchema', () => {
  it('accepts matching passwords of 12+ characters', () => {
    const r = parseWith(changePasswordFormSchema, {
      currentPassword: 'old',
      newPassword: 'prayer-mat-2031',
      confirmPassword: 'prayer-mat-2031',
    });
    expect(r.ok).toBe(true);
  });

  it('gives the exact mismatch message', () => {
    const r = parseWith(changePasswordFormSchema, {
      currentPassword: 'old',
      newPassword: 'prayer-mat-2031',
      confirmPassword: 'prayer-mat-2032',
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors).toEqual({ confirmPassword: PASSWORD_MISMATCH_MESSAGE });
  });

  it('gives the exact too-short message', () => {
    const r = parseWith(changePasswordFormSchema, {
      currentPassword: 'old',
      newPassword: '12345',
      confirmPassword: '12345',
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors).toEqual({ newPassword: PASSWORD_TOO_SHORT_MESSAGE });
  });

  it('requires all three fields', () => {
    const r = parseWith(changePasswordFormSchema, {});
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.errors).toEqual({
        currentPassword: 'Current password is required',
        newPassword: 'New password is required',
        confirmPassword: 'Please confirm the new password',
      });
  });
});

describe('changePasswordBodySchema', () => {
  it('takes current and new password and drops the confirmation', () => {
    const r = parseWith(changePasswordBodySchema, {
      currentPassword: 'old',
      newPassword: 'prayer-mat-2031',
      confirmPassword: 'whatever',
    });
    expect(r).toEqual({
      ok: true,
      value: { currentPassword: 'old', newPassword: 'prayer-mat-2031' },
    });
  });

  it('enforces the minimum length', () => {
    const r = parseWith(changePasswordBodySchema, { currentPassword: 'old', newPassword: 'abc' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors['newPassword']).toBe(PASSWORD_TOO_SHORT_MESSAGE);
  });

  it('caps the new password length', () => {
    const r = parseWith(changePasswordBodySchema, {
      currentPassword: 'old',
      newPassword: 'x'.repeat(129),
    });
    expect(r.ok).toBe(false);
  });
});

describe('isCommonPassword', () => {
  it('finds common passwords whatever their case', () => {
    for (const p of ['password', 'Qwertyuiop', '1qaz2wsx3edc', 'ILOVEYOU']) {
      expect(isCommonPassword(p), p).toBe(true);
    }
  });

  it('finds a common password with only digits or symbols around it', () => {
    for (const p of ['Password2024!', 'admin12345678', '123monkey456789', '!!sunshine!!!!']) {
      expect(isCommonPassword(p), p).toBe(true);
    }
  });

  it('lets through passwords that are not built on a common one', () => {
    for (const p of [
      'prayer-mat-2031',
      'correct-horse-1',
      'Zamzam water at dawn',
      'umrah-local-admin',
    ]) {
      expect(isCommonPassword(p), p).toBe(false);
    }
  });
});

describe('new passwords', () => {
  it('refuse a 12+ character password built on a common one, on both forms and both bodies', () => {
    const common = 'Password2024!';
    const forms = [
      parseWith(changePasswordFormSchema, {
        currentPassword: 'old',
        newPassword: common,
        confirmPassword: common,
      }),
      parseWith(changePasswordBodySchema, { currentPassword: 'old', newPassword: common }),
      parseWith(newAdminUserFormSchema, {
        username: 'bilal',
        email: 'bilal@staff.example',
        password: common,
        confirmPassword: common,
      }),
      parseWith(newAdminUserBodySchema, {
        username: 'bilal',
        email: 'bilal@staff.example',
        password: common,
      }),
    ];
    for (const r of forms) {
      expect(r.ok).toBe(false);
      if (!r.ok) expect(Object.values(r.errors)).toEqual([PASSWORD_TOO_COMMON_MESSAGE]);
    }
  });

  it('do not apply to signing in (existing passwords still sign in)', () => {
    expect(parseWith(loginSchema, { username: 'a', password: 'password' }).ok).toBe(true);
  });
});

describe('newAdminUserFormSchema', () => {
  it('gives the exact mismatch message', () => {
    const r = parseWith(newAdminUserFormSchema, {
      username: 'bilal',
      email: 'bilal@staff.example',
      password: 'prayer-mat-2031',
      confirmPassword: 'prayer-mat-2039',
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors).toEqual({ confirmPassword: NEW_USER_PASSWORD_MISMATCH_MESSAGE });
  });

  it('applies the 12-character minimum', () => {
    const r = parseWith(newAdminUserFormSchema, {
      username: 'bilal',
      email: 'bilal@staff.example',
      password: 'short',
      confirmPassword: 'short',
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors).toEqual({ password: PASSWORD_TOO_SHORT_MESSAGE });
  });

  it('requires all fields', () => {
    const r = parseWith(newAdminUserFormSchema, {});
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.errors).toEqual({
        username: 'Username is required',
        email: 'Security email is required',
        password: 'Password is required',
        confirmPassword: 'Please confirm the password',
      });
  });
});

describe('newAdminUserBodySchema username rule', () => {
  it.each([
    ['Bilal.Ahmed', 'bilal.ahmed'],
    ['  ops_team-2 ', 'ops_team-2'],
    ['abc', 'abc'],
    ['a'.repeat(32), 'a'.repeat(32)],
  ])('accepts %j as %j', (username, expected) => {
    const r = parseWith(newAdminUserBodySchema, {
      username,
      email: 'bilal@staff.example',
      password: 'prayer-mat-2031',
    });
    expect(r).toEqual({
      ok: true,
      value: { username: expected, email: 'bilal@staff.example', password: 'prayer-mat-2031' },
    });
  });

  it.each([
    ['ab', 'Username must be at least 3 characters'],
    ['a'.repeat(33), 'Username must be at most 32 characters'],
    ['bilal ahmed', 'Username may contain only letters, digits, dots, underscores and hyphens'],
    ['bilal@home', 'Username may contain only letters, digits, dots, underscores and hyphens'],
    ['bilâl', 'Username may contain only letters, digits, dots, underscores and hyphens'],
  ])('rejects %j', (username, message) => {
    const r = parseWith(newAdminUserBodySchema, {
      username,
      email: 'bilal@staff.example',
      password: 'prayer-mat-2031',
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors).toEqual({ username: message });
  });
});
