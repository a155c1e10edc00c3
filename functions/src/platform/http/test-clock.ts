// Lets an API test run one request at another moment (`X-Test-Clock: <ISO time>`), so a test can
// walk a booking through months of its payment plan. Honoured only in the emulator stack started
// by the test command (TEST_CLOCK=on); production and `npm start` ignore the header.
import type { RequestHandler } from 'express';
import { atMoment } from '../clock';

export const TEST_CLOCK_HEADER = 'x-test-clock';

/** True where the header may move the clock: the test stack's emulator only. */
export function testClockAllowed(env: NodeJS.ProcessEnv = process.env): boolean {
  return env['FUNCTIONS_EMULATOR'] === 'true' && env['TEST_CLOCK'] === 'on';
}

export const testClock: RequestHandler = (req, _res, next) => {
  const header = req.get(TEST_CLOCK_HEADER);
  if (!header || !testClockAllowed()) return next();
  const at = new Date(header);
  if (Number.isNaN(at.getTime())) return next();
  atMoment(at, next);
};
