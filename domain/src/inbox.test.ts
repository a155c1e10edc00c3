import { describe, expect, it } from 'vitest';
import {
  bookingRequestSchema,
  bookingUpdateSchema,
  contactRequestSchema,
  csvCell,
  laterDate,
  toCsv,
} from './inbox';
import { parseWith } from './validation';
import { EN_VALIDATION } from './validation-messages';

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

describe('bookingUpdateSchema', () => {
  it('accepts the five statuses only', () => {
    expect(parseWith(bookingUpdateSchema, { status: 'contacted', note: 'Called' }).ok).toBe(true);
    expect(parseWith(bookingUpdateSchema, { status: 'lost' }).ok).toBe(false);
  });
});

describe('CSV', () => {
  it('quotes cells and defuses formulas', () => {
    expect(csvCell('a "b"')).toBe('"a ""b"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(null)).toBe('""');
    expect(toCsv(['a', 'b'], [[1, '+1 416']])).toBe(`"a","b"\r\n"1","'+1 416"\r\n`);
  });

  it('leaves a negative amount a number, and still defuses what only starts like one', () => {
    expect(csvCell('-50.00')).toBe('"-50.00"');
    expect(csvCell(-25.5)).toBe('"-25.5"');
    expect(csvCell('-12')).toBe('"-12"');
    for (const formula of [
      '-50+1',
      '-1e3',
      '-50.00)',
      "-2+3+cmd|' /C calc'!A0",
      '--5',
      '-.5',
      '-5.',
    ]) {
      expect(csvCell(formula)).toBe(`"'${formula.replace(/"/g, '""')}"`);
    }
  });
});

describe('laterDate', () => {
  it('picks the later of two dates, either of which may be missing', () => {
    expect(laterDate('2027-01-05', '2027-02-01')).toBe('2027-02-01');
    expect(laterDate(null, '2027-02-01')).toBe('2027-02-01');
    expect(laterDate('2027-01-05', null)).toBe('2027-01-05');
  });
});
