import { describe, expect, it } from 'vitest';
import { privacyRequestSchema, privacyRequestUpdateSchema } from './privacy';
import { parseWith } from './validation';

describe('privacy request schemas', () => {
  it('take a kind, an email and the received date', () => {
    const ok = parseWith(privacyRequestSchema, {
      kind: 'access',
      email: ' amina@example.ca ',
      receivedDate: '2026-11-20',
    });
    expect(ok).toEqual({
      ok: true,
      value: { kind: 'access', email: 'amina@example.ca', receivedDate: '2026-11-20' },
    });
    const bad = parseWith(privacyRequestSchema, { kind: 'delete', email: 'x', receivedDate: '' });
    expect(bad.ok ? {} : bad.errors).toEqual({
      kind: 'Kind must be one of access, correction, erasure',
      email: 'Email must be a valid email address',
      receivedDate: 'Received date is required',
    });
  });

  it('need an outcome to close a request', () => {
    const bad = parseWith(privacyRequestUpdateSchema, { status: 'closed', outcome: ' ' });
    expect(bad.ok ? {} : bad.errors).toEqual({
      outcome: 'Outcome is required to close a request',
    });
    expect(parseWith(privacyRequestUpdateSchema, { status: 'open' }).ok).toBe(true);
  });
});
