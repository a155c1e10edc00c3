import { describe, expect, it } from 'vitest';
import { idempotencyKeySchema, newIdempotencyKey } from './idempotency';

describe('idempotencyKeySchema', () => {
  it('accepts a UUID in any case, stored in lower case, and an absent key', () => {
    const key = newIdempotencyKey();
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

  it('makes a new key each time', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
