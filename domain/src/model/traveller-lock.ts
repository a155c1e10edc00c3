/**
 * The details lock: within a number of days before departure (a setting, default 21) the pilgrim
 * can no longer change their traveller details themselves; the trip page says whom to contact and
 * the server refuses the form. Staff still edit details from the admin. Model only (no yup).
 */
import { addDays, isIsoDate } from './dates';

export const TRAVELLER_DETAILS_LOCK_DAYS_DEFAULT = 21;
export const TRAVELLER_DETAILS_LOCK_DAYS_MAX = 365;

/** The lock period in days from the settings' text ('' or anything unusable gives the default). */
export function travellerDetailsLockDaysOf(text: string | null | undefined): number {
  const trimmed = text?.trim() ?? '';
  const days = /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : NaN;
  return days >= 0 && days <= TRAVELLER_DETAILS_LOCK_DAYS_MAX
    ? days
    : TRAVELLER_DETAILS_LOCK_DAYS_DEFAULT;
}

/**
 * Whether the pilgrim's details are locked on `today` (YYYY-MM-DD, the agency's day): from
 * `lockDays` days before the departure date on (a booking with no known departure date never
 * locks; staff fix what is wrong).
 */
export function travellerDetailsLocked(
  departureDate: string | null | undefined,
  today: string,
  lockDays: number,
): boolean {
  if (!isIsoDate(departureDate)) return false;
  return today >= addDays(departureDate, -lockDays);
}
