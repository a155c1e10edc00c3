import { describe, expect, it } from 'vitest';
import {
  TRAVELLER_DETAILS_LOCK_DAYS_DEFAULT,
  travellerDetailsLockDaysOf,
  travellerDetailsLocked,
} from './traveller-lock';

describe('the traveller details lock', () => {
  it('reads the setting, falling back to 21 days', () => {
    expect(travellerDetailsLockDaysOf('')).toBe(TRAVELLER_DETAILS_LOCK_DAYS_DEFAULT);
    expect(travellerDetailsLockDaysOf(undefined)).toBe(21);
    expect(travellerDetailsLockDaysOf(' 14 ')).toBe(14);
    expect(travellerDetailsLockDaysOf('0')).toBe(0);
    expect(travellerDetailsLockDaysOf('abc')).toBe(21);
    expect(travellerDetailsLockDaysOf('999')).toBe(21);
  });

  it('locks from that many days before departure, not the day before', () => {
    expect(travellerDetailsLocked('2027-03-22', '2027-02-28', 21)).toBe(false);
    expect(travellerDetailsLocked('2027-03-22', '2027-03-01', 21)).toBe(true);
    expect(travellerDetailsLocked('2027-03-22', '2027-03-22', 0)).toBe(true);
    expect(travellerDetailsLocked('2027-03-22', '2027-03-21', 0)).toBe(false);
    expect(travellerDetailsLocked(null, '2030-01-01', 21)).toBe(false);
    expect(travellerDetailsLocked('', '2030-01-01', 21)).toBe(false);
  });
});
