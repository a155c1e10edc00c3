import { describe, expect, it } from 'vitest';
import { bookingSchema } from './booking';
import { todayInTimeZone } from '../model/dates';
import { parseWith } from './validation';
import { EN_VALIDATION } from '../model/validation-messages';

const valid = {
  fullName: 'Aisha Rahman',
  email: 'aisha@example.ca',
  phone: '+1 416 555 0199',
  packageId: 'pkg_123',
  preferredDate: '2026-06-01',
};
const ctx = { today: '2026-05-15' };

describe('bookingSchema', () => {
  it('accepts a valid request and defaults travellers to 1', () => {
    expect(parseWith(bookingSchema, valid, ctx)).toEqual({
      ok: true,
      value: { ...valid, numberOfTravelers: 1, specialRequests: '' },
    });
  });

  it('says what the package field needs in a short field message (the spec text is the toast)', () => {
    expect(EN_VALIDATION.packageRequired).toBe('Please choose a package');
    for (const packageId of ['', '   ', undefined, null]) {
      const r = parseWith(bookingSchema, { ...valid, packageId }, ctx);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.errors).toEqual({ packageId: EN_VALIDATION.packageRequired });
    }
  });

  it('rejects a preferred date before today (from context)', () => {
    const r = parseWith(bookingSchema, { ...valid, preferredDate: '2026-05-14' }, ctx);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors).toEqual({ preferredDate: EN_VALIDATION.preferredDatePast });
  });

  it('accepts a date up to two years ahead and rejects a later one (9999-12-31 included)', () => {
    expect(EN_VALIDATION.preferredDateTooFar).toBe(
      'Preferred date cannot be more than 2 years from today',
    );
    expect(parseWith(bookingSchema, { ...valid, preferredDate: '2028-05-15' }, ctx).ok).toBe(true);
    for (const preferredDate of ['2028-05-16', '9999-12-31']) {
      const r = parseWith(bookingSchema, { ...valid, preferredDate }, ctx);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.errors).toEqual({ preferredDate: EN_VALIDATION.preferredDateTooFar });
    }
  });

  it('refuses emails whose characters would change a mailto: link', () => {
    for (const email of ['a?bcc=x@example.com', 'a&body=hi@example.com', 'a#b@example.com']) {
      const r = parseWith(bookingSchema, { ...valid, email }, ctx);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(Object.keys(r.errors)).toEqual(['email']);
    }
  });

  it('accepts today itself', () => {
    expect(parseWith(bookingSchema, { ...valid, preferredDate: '2026-05-15' }, ctx).ok).toBe(true);
  });

  it("falls back to the agency's today without context", () => {
    const today = todayInTimeZone();
    expect(parseWith(bookingSchema, { ...valid, preferredDate: today }).ok).toBe(true);
    const r = parseWith(bookingSchema, { ...valid, preferredDate: '2000-01-01' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors['preferredDate']).toBe(EN_VALIDATION.preferredDatePast);
  });

  it('rejects malformed dates with a date message, not the past message', () => {
    const r = parseWith(bookingSchema, { ...valid, preferredDate: '2026-02-30' }, ctx);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.errors).toEqual({
        preferredDate: 'Preferred date must be a valid date (YYYY-MM-DD)',
      });
  });

  it('requires the contact fields with readable messages', () => {
    const r = parseWith(bookingSchema, { packageId: 'p' }, ctx);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.errors).toEqual({
        fullName: 'Full name is required',
        email: 'Email is required',
        phone: 'Phone is required',
        preferredDate: 'Preferred date is required',
      });
  });

  it.each([0, 11, 2.5, 'many'])('rejects %j travellers', (n) => {
    const r = parseWith(bookingSchema, { ...valid, numberOfTravelers: n }, ctx);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Object.keys(r.errors)).toEqual(['numberOfTravelers']);
  });

  it('accepts 1 to 10 travellers, also from a select value string', () => {
    for (const n of [1, 10, '4']) {
      const r = parseWith(bookingSchema, { ...valid, numberOfTravelers: n }, ctx);
      expect(r.ok).toBe(true);
    }
  });
});
