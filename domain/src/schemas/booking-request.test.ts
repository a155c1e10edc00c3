import { describe, expect, it } from 'vitest';
import { EN_VALIDATION } from '../model/validation-messages';
import { bookingRequestSchema } from './booking-request';
import { parseWith } from './validation';

const booking = {
  submissionId: 'abcdefghijklmnop1234',
  fullName: 'Aisha Rahman',
  email: 'aisha@example.com',
  phone: '+1 416 555 0142',
  packageId: 'pkg1',
  numberOfTravelers: '2',
  preferredDate: '2027-03-01',
  specialRequests: '',
  consent: 'true',
};

describe('bookingRequestSchema', () => {
  it('accepts multipart text fields and casts them', () => {
    const res = parseWith(bookingRequestSchema, booking, { today: '2026-11-23' });
    expect(res.ok && res.value.numberOfTravelers).toBe(2);
    expect(res.ok && res.value.consent).toBe(true);
  });

  it('takes the news-and-offers consent apart from the privacy one, false unless ticked', () => {
    const read = (fields: Record<string, unknown>) =>
      parseWith(bookingRequestSchema, { ...booking, ...fields }, { today: '2026-11-23' });
    const absent = read({});
    expect(absent.ok && absent.value.marketingConsent).toBe(false);
    for (const [sent, stored] of [
      ['true', true],
      ['on', true],
      ['false', false],
      ['', false],
    ] as const) {
      const res = read({ marketingConsent: sent });
      expect(res.ok && res.value.marketingConsent, String(sent)).toBe(stored);
    }
    // Ticking news and offers is no privacy consent.
    const noPrivacy = read({ consent: 'false', marketingConsent: 'true' });
    expect(!noPrivacy.ok && noPrivacy.errors.consent).toBe(EN_VALIDATION.consentRequired);
  });

  it('requires consent with its message', () => {
    for (const consent of [undefined, 'false', false]) {
      const res = parseWith(bookingRequestSchema, { ...booking, consent }, { today: '2026-11-23' });
      expect(res.ok).toBe(false);
      expect(!res.ok && res.errors.consent).toBe(EN_VALIDATION.consentRequired);
    }
  });

  it('requires a well-formed submission id', () => {
    for (const submissionId of [
      undefined,
      'short',
      'has spaces in it here ok',
      '../../etc/passwd-xxxxxx',
    ]) {
      const res = parseWith(
        bookingRequestSchema,
        { ...booking, submissionId },
        { today: '2026-11-23' },
      );
      expect(!res.ok && res.errors.submissionId).toBeTruthy();
    }
  });
});
