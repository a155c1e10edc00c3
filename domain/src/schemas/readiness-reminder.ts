// A reminder staff send from a departure's readiness board
// (POST /api/admin/departures/{id}/readiness/reminders): the board and the server read the same.
import * as yup from 'yup';
import {
  PILGRIM_READINESS_RULES,
  type PilgrimReadinessRule,
  type ReminderTravellers,
  type TravellerRef,
} from '../model/readiness-reminders';

/** More than any departure holds: a guard against a runaway list, not a business rule. */
const MAX_TRAVELLERS = 500;

function isTravellerRef(value: unknown): value is TravellerRef {
  if (typeof value !== 'object' || value === null) return false;
  const t = value as Record<string, unknown>;
  return (
    typeof t['bookingId'] === 'string' &&
    t['bookingId'] !== '' &&
    Number.isInteger(t['index']) &&
    (t['index'] as number) >= 1
  );
}

export const readinessReminderSchema = yup.object({
  item: yup
    .string()
    .oneOf(PILGRIM_READINESS_RULES, `Item must be one of ${PILGRIM_READINESS_RULES.join(', ')}`)
    .required('Item is required'),
  travellers: yup
    .mixed<ReminderTravellers>()
    .required('Travellers are required')
    .test(
      'travellers',
      'Travellers must be "all" or a list of at least one traveller (booking id and number)',
      (value) =>
        value === 'all' ||
        (Array.isArray(value) &&
          value.length >= 1 &&
          value.length <= MAX_TRAVELLERS &&
          value.every(isTravellerRef)),
    ),
});

export interface ReadinessReminderInput {
  item: PilgrimReadinessRule;
  travellers: ReminderTravellers;
}
