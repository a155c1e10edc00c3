import { describe, expect, it } from 'vitest';
import { idempotencyKeySchema } from './idempotency';

describe('idempotencyKeySchema', () => {
  it('accepts a UUID in any case, stored in lower case, and an absent key', () => {
    const key = '3f1c2a4e-9b7d-4c1e-8a2f-5d6e7f809a1b';
    expect(idempotencyKeySchema.validateSync(key)).toBe(key);
    expect(idempotencyKeySchema.validateSync(` ${key.toUpperCase()} `)).toBe(key);
    expect(idempotencyKeySchema.validateSync(undefined)).toBeUndefined();
  });

  it.each(['', 'abc', '__aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa__', 'x'.repeat(36), 'a/b'])(
    'refuses %j',
    (value) => {
      expect(() => idempotencyKeySchema.validateSync(value)).toThrow(
        'Idempotency-Key must be a UUID',
      );
    },
  );
});
