import { AGENCY_TIME_ZONE } from '@umrah/domain/model/constants';
import { todayInTimeZone } from '@umrah/domain/model/dates';
import { passportRetentionDaysOf } from '@umrah/domain/model/passport';
import { bookingIdsPastRetention, purgeExpiredPassports } from './store/bookings-store';
import { getPublicSettings } from '../content/settings';
import * as clock from '../../platform/clock';

/**
 * The retention period the agency set in its settings (default 90 days). It lives in the public
 * settings on purpose: the booking form's consent text tells the visitor the same number.
 */
export async function passportRetentionDays(): Promise<number> {
  return passportRetentionDaysOf((await getPublicSettings()).passportRetentionDays);
}

/**
 * The daily job: delete passport scans a set time after the trip date (agency time) or, for
 * completed and cancelled bookings, the same time after that status was set.
 */
export async function runPassportRetention(now = clock.now()): Promise<number> {
  return purgeExpiredPassports(
    todayInTimeZone(AGENCY_TIME_ZONE, now),
    await passportRetentionDays(),
    now,
  );
}

/** The bookings past the same retention period: their travellers' records go too. */
export async function bookingsPastRetention(now = clock.now()): Promise<string[]> {
  return bookingIdsPastRetention(
    todayInTimeZone(AGENCY_TIME_ZONE, now),
    await passportRetentionDays(),
    now,
  );
}
