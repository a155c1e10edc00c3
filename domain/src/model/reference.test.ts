import { describe, expect, it } from 'vitest';
import {
  bookingReference,
  isSubmissionReference,
  normalizedReference,
  submissionReference,
} from './reference';

describe('submissionReference', () => {
  const id = '3f2a9c1e7b4d4e0f9a8b7c6d5e4f3a2b';

  it('is eight readable characters, grouped 4-4, and the same for the same id', () => {
    const ref = submissionReference(id);
    expect(ref).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(ref).not.toMatch(/[ILOU]/);
    expect(isSubmissionReference(ref)).toBe(true);
    expect(submissionReference(id)).toBe(ref);
  });

  it('is not a slice of the id, so a caller choosing the id cannot choose its text', () => {
    const chosen = 'CALLNOWCALLNOWCALLNOW';
    expect(submissionReference(chosen).replace('-', '')).not.toContain('CALL');
    expect(submissionReference(id).replace('-', '').toLowerCase()).not.toBe(id.slice(0, 8));
  });

  it('differs between ids (no collision in 20,000 random ones)', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20_000; i += 1) seen.add(submissionReference(`${i}-${id}`));
    expect(seen.size).toBe(20_000);
  });

  it('tells a reference from other text', () => {
    expect(isSubmissionReference('ABCD-1234')).toBe(true);
    expect(isSubmissionReference('abcd-1234')).toBe(false);
    expect(isSubmissionReference('ILOU-1234')).toBe(false);
  });
});

describe('bookingReference', () => {
  it("is the booking's request reference (one text from the request answer on)", () => {
    expect(bookingReference('bk-1')).toBe(submissionReference('bk-1'));
    expect(normalizedReference(' 3gj4-hdcy ')).toBe('3GJ4-HDCY');
  });
});
