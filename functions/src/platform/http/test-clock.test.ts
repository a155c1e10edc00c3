// The test clock header moves "now" only in the test stack's emulator, never in production or
// in `npm start`'s stack.
import type { Request, Response } from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { now, today } from '../clock';
import { testClock, testClockAllowed } from './test-clock';

const saved = { emulator: process.env['FUNCTIONS_EMULATOR'], clock: process.env['TEST_CLOCK'] };
afterEach(() => {
  process.env['FUNCTIONS_EMULATOR'] = saved.emulator;
  process.env['TEST_CLOCK'] = saved.clock;
  if (saved.emulator === undefined) delete process.env['FUNCTIONS_EMULATOR'];
  if (saved.clock === undefined) delete process.env['TEST_CLOCK'];
});

/** The day the handler after the middleware sees, for a request with the header. */
function daySeenWith(header: string): string {
  let seen = '';
  const req = { get: (name: string) => (name === 'x-test-clock' ? header : undefined) };
  testClock(req as unknown as Request, {} as Response, () => {
    seen = today();
  });
  return seen;
}

describe('the test clock', () => {
  it('is allowed only with both the emulator and the test stack’s flag', () => {
    expect(testClockAllowed({})).toBe(false);
    expect(testClockAllowed({ FUNCTIONS_EMULATOR: 'true' })).toBe(false);
    expect(testClockAllowed({ TEST_CLOCK: 'on' })).toBe(false);
    expect(testClockAllowed({ FUNCTIONS_EMULATOR: 'true', TEST_CLOCK: 'on' })).toBe(true);
  });

  it('moves the day for the request in the test stack, and nowhere else', () => {
    delete process.env['FUNCTIONS_EMULATOR'];
    delete process.env['TEST_CLOCK'];
    expect(daySeenWith('2031-05-02T16:00:00Z')).toBe(today());
    process.env['FUNCTIONS_EMULATOR'] = 'true';
    process.env['TEST_CLOCK'] = 'on';
    expect(daySeenWith('2031-05-02T16:00:00Z')).toBe('2031-05-02');
    expect(daySeenWith('not a date')).toBe(today());
    // Outside the request, the system clock.
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
  });
});
