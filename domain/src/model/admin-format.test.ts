import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay } from './admin-format';

describe('the admin area’s dates and times', () => {
  it('writes a moment one way', () => {
    expect(formatDateTime('2026-11-23T14:41:00Z', 'America/Toronto')).toBe('Nov 23, 2026, 9:41 AM');
    expect(formatDateTime('2026-07-01T23:05:00Z', 'America/Toronto')).toBe('Jul 1, 2026, 7:05 PM');
  });

  it('writes a calendar date without shifting it across time zones', () => {
    expect(formatDay('2027-03-05')).toBe('March 5, 2027');
    expect(formatDay('2027-01-01')).toBe('January 1, 2027');
  });

  it('answers nothing for a missing or unreadable value', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDay('')).toBe('');
    expect(formatDay('05/03/2027')).toBe('');
  });
});
