import { describe, expect, it } from 'vitest';
import {
  availabilityOf,
  FEW_SEATS_THRESHOLD_DEFAULT,
  fewSeatsThresholdOf,
  isSoldOut,
  waitingListFor,
} from './availability';

describe('availabilityOf', () => {
  it('is open without a seat count (null, or a package stored before the field)', () => {
    expect(availabilityOf({ seatsLeft: null }, 5)).toBe('open');
    expect(availabilityOf({}, 5)).toBe('open');
  });

  it('is sold out at zero seats', () => {
    expect(availabilityOf({ seatsLeft: 0 }, 5)).toBe('sold-out');
    expect(isSoldOut({ seatsLeft: 0 })).toBe(true);
    expect(isSoldOut({ seatsLeft: 1 })).toBe(false);
    expect(isSoldOut({ seatsLeft: null })).toBe(false);
  });

  it('has few seats from one up to the threshold, and is available above it', () => {
    expect(availabilityOf({ seatsLeft: 1 }, 5)).toBe('few');
    expect(availabilityOf({ seatsLeft: 5 }, 5)).toBe('few');
    expect(availabilityOf({ seatsLeft: 6 }, 5)).toBe('available');
    expect(availabilityOf({ seatsLeft: 3 }, 0)).toBe('available');
  });
});

describe('fewSeatsThresholdOf', () => {
  it('reads a whole number from the settings text', () => {
    expect(fewSeatsThresholdOf('8')).toBe(8);
    expect(fewSeatsThresholdOf(' 0 ')).toBe(0);
  });

  it('falls back to the default for blank or unusable text', () => {
    for (const text of ['', null, undefined, 'five', '-1', '2.5', '9999']) {
      expect(fewSeatsThresholdOf(text)).toBe(FEW_SEATS_THRESHOLD_DEFAULT);
    }
  });
});

describe('waitingListFor', () => {
  it('takes only waiting-list requests for a sold-out package', () => {
    expect(waitingListFor({ seatsLeft: 0 }, true)).toBe(true);
    expect(waitingListFor({ seatsLeft: 0 }, false)).toBeNull();
  });

  it('stores a plain request for a package with seats, whatever was asked', () => {
    expect(waitingListFor({ seatsLeft: 2 }, true)).toBe(false);
    expect(waitingListFor({ seatsLeft: null }, false)).toBe(false);
  });
});
