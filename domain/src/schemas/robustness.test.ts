import { describe, expect, it } from 'vitest';
import type * as yup from 'yup';
import { loginSchema } from './admin';
import {
  changePasswordBodySchema,
  changePasswordFormSchema,
  newAdminUserBodySchema,
  newAdminUserFormSchema,
} from './admin-password';
import { blogSchema } from './blog';
import { bookingSchema } from './booking';
import { contactSchema, homeContactSchema } from './contact';
import { gallerySchema } from './gallery';
import { packageSchema } from './package';
import { reviewSchema } from './review';
import { settingsSchema } from './settings';
import { parseWith } from './validation';

const schemas: Record<string, yup.ObjectSchema<yup.AnyObject>> = {
  packageSchema,
  reviewSchema,
  blogSchema,
  gallerySchema,
  settingsSchema,
  bookingSchema,
  contactSchema,
  homeContactSchema,
  loginSchema,
  changePasswordFormSchema,
  changePasswordBodySchema,
  newAdminUserFormSchema,
  newAdminUserBodySchema,
};

const hostile: unknown[] = [
  {},
  [],
  ['a', 1],
  { $gt: '' },
  42,
  -1,
  Number.NaN,
  true,
  null,
  '',
  'x'.repeat(100_000),
  '<script>alert(1)</script>',
];

describe('every schema rejects hostile field values without throwing', () => {
  for (const [name, schema] of Object.entries(schemas)) {
    it(name, () => {
      for (const key of Object.keys(schema.fields)) {
        for (const value of hostile) {
          const result = parseWith(schema, { [key]: value });
          expect(typeof result.ok, `${name}.${key} = ${JSON.stringify(value)}`).toBe('boolean');
          if (!result.ok) {
            expect(result.message.startsWith('Invalid input: ')).toBe(true);
            for (const message of Object.values(result.errors)) {
              expect(message).not.toMatch(/`|\$\{|\bthis\b/);
            }
          }
        }
      }
    });
  }
});
