import { describe, expect, it } from 'vitest';
import { PASSPORT_MAX_BYTES } from './constants';
import { errorText } from './errors';
import {
  PASSPORT_RETENTION_DAYS_DEFAULT,
  passportFileError,
  passportRetentionDaysOf,
} from './passport';

describe('passportFileError', () => {
  it('accepts allowed types up to exactly 5 MB', () => {
    expect(passportFileError({ name: 'passport.pdf', size: 1000 })).toBeNull();
    expect(passportFileError({ name: 'scan.JPG', size: PASSPORT_MAX_BYTES })).toBeNull();
    expect(passportFileError({ name: 'scan.jpeg', size: 10, type: 'image/jpeg' })).toBeNull();
    expect(passportFileError({ name: 'scan.png', size: 10, type: '' })).toBeNull();
  });

  it('rejects files over 5 MB, worded with the exact message of the spec', () => {
    expect(passportFileError({ name: 'passport.pdf', size: PASSPORT_MAX_BYTES + 1 })).toBe(
      'passport_too_large',
    );
    expect(errorText('passport_too_large', {}, 'en').message).toBe(
      'File too large - Please upload a file smaller than 5MB',
    );
  });

  it.each([
    { name: 'passport.docx', size: 10 },
    { name: 'passport', size: 10 },
    { name: 'passport.pdf.exe', size: 10 },
    { name: 'pdf', size: 10 },
    { name: 'scan.png', size: 10, type: 'text/html' },
  ])('rejects wrong type %j', (file) => {
    expect(passportFileError(file)).toBe('passport_type');
  });

  it('rejects empty files', () => {
    expect(passportFileError({ name: 'a.pdf', size: 0 })).toBe('passport_empty');
  });
});

describe('passportRetentionDaysOf', () => {
  it('reads the days the agency set, else the default of 90', () => {
    expect(passportRetentionDaysOf('30')).toBe(30);
    expect(passportRetentionDaysOf(' 365 ')).toBe(365);
    for (const unusable of ['', null, undefined, '0', '-5', '12.5', 'ninety', '3651', '1e3']) {
      expect(passportRetentionDaysOf(unusable), String(unusable)).toBe(
        PASSPORT_RETENTION_DAYS_DEFAULT,
      );
    }
  });
});
