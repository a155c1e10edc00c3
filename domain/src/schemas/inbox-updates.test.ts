import { describe, expect, it } from 'vitest';
import { bookingUpdateSchema } from './inbox-updates';
import { parseWith } from './validation';

describe('bookingUpdateSchema', () => {
  it('accepts the five statuses only', () => {
    expect(parseWith(bookingUpdateSchema, { status: 'contacted', note: 'Called' }).ok).toBe(true);
    expect(parseWith(bookingUpdateSchema, { status: 'lost' }).ok).toBe(false);
  });
});
