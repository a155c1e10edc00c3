import { AGENCY_TIME_ZONE } from '@umrah/domain/constants';
import { todayInTimeZone } from '@umrah/domain/dates';
import { PASSPORT_RETENTION_DAYS_DEFAULT } from '@umrah/domain/inbox';
import { purgeExpiredPassports } from '../data/bookings';
import { db } from '../firebase';

/** Admins may change the retention period (privateSettings/retention.passportRetentionDays). */
export async function passportRetentionDays(): Promise<number> {
  const snap = await db().collection('privateSettings').doc('retention').get();
  const days = Number(snap.get('passportRetentionDays'));
  return Number.isInteger(days) && days >= 0 ? days : PASSPORT_RETENTION_DAYS_DEFAULT;
}

/** The daily job: delete passport scans a set time after the trip date (agency time). */
export async function runPassportRetention(now = new Date()): Promise<number> {
  return purgeExpiredPassports(
    todayInTimeZone(AGENCY_TIME_ZONE, now),
    await passportRetentionDays(),
  );
}
