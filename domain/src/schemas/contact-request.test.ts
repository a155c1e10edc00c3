import { describe, expect, it } from 'vitest';
import { contactRequestSchema } from './contact-request';
import { parseWith } from './validation';

describe('contactRequestSchema', () => {
  it('accepts the home variant without phone', () => {
    const res = parseWith(contactRequestSchema, {
      submissionId: 'abcdefghijklmnop1234',
      name: 'Omar',
      email: 'omar@example.com',
      message: 'Hello',
    });
    expect(res.ok).toBe(true);
  });
});
