/**
 * Readiness reminders: at set steps before departure, a pilgrim whose travellers still miss
 * details or documents is mailed what is missing (functions/src/wings/travellers/
 * send-readiness-reminders.ts). The steps and which rules the pilgrim is reminded of are here, in
 * one place; the sentences are readiness.ts's.
 */
import { isIsoDate } from './dates';
import { daysBetween } from './departures';
import type { ReadinessCheck, ReadinessRule } from './readiness';

/** Days before departure at which a reminder goes out (largest first). */
export const READINESS_REMINDER_DAYS = [60, 30, 14] as const;
export type ReadinessReminderStep = (typeof READINESS_REMINDER_DAYS)[number];

/** The furthest step: bookings departing later than this need no reminder yet. */
export const READINESS_REMINDER_WINDOW_DAYS = Math.max(...READINESS_REMINDER_DAYS);

/**
 * The rules the pilgrim can act on. The visa is applied for by the agency (staff record it) and
 * the balance has its own reminders (money/send-reminders.ts), so neither is chased here.
 */
export const PILGRIM_READINESS_RULES = [
  'details',
  'passport',
  'vaccination',
  'photo',
] as const satisfies readonly ReadinessRule[];

const pilgrimRules: readonly ReadinessRule[] = PILGRIM_READINESS_RULES;

/**
 * The step due on `today` for a trip departing on `departureDate`, or null: the nearest step at
 * or above the days left (a missed run, or a booking confirmed late, sends only the latest step
 * reached, not every one skipped), unless that step was already sent. Nothing on or after the
 * departure day, nor without a known departure date.
 */
export function readinessReminderStep(
  departureDate: string | null | undefined,
  today: string,
  sent: readonly number[],
): ReadinessReminderStep | null {
  if (!isIsoDate(departureDate)) return null;
  const daysLeft = daysBetween(today, departureDate);
  if (daysLeft < 1) return null;
  const reached = [...READINESS_REMINDER_DAYS]
    .sort((a, b) => a - b)
    .find((step) => daysLeft <= step);
  if (reached === undefined || sent.includes(reached)) return null;
  return reached;
}

/** What a traveller must still do: their checks of the pilgrim's rules that are not ok. */
export function pilgrimToDo(checks: readonly ReadinessCheck[]): ReadinessCheck[] {
  return checks.filter((c) => pilgrimRules.includes(c.rule) && c.status !== 'ok');
}

/** An item staff may remind travellers of from the readiness board (the pilgrim's to do). */
export type PilgrimReadinessRule = (typeof PILGRIM_READINESS_RULES)[number];

/** A traveller on the board: their booking and their number in it. */
export interface TravellerRef {
  bookingId: string;
  index: number;
}

/** Who a staff reminder goes to: the travellers ticked on the board, or everyone. */
export type ReminderTravellers = readonly TravellerRef[] | 'all';

/**
 * The board's rows a staff reminder about `item` goes to: the chosen travellers (or all) who
 * still miss it. A ticked traveller who has it since is left out, so nobody is asked for what
 * they gave. Board order kept (one mail per booking, its travellers together).
 */
export function travellersToRemind<
  R extends TravellerRef & { readiness: readonly ReadinessCheck[] },
>(rows: readonly R[], item: PilgrimReadinessRule, chosen: ReminderTravellers): R[] {
  const wanted = chosen === 'all' ? null : new Set(chosen.map((t) => `${t.bookingId}/${t.index}`));
  return rows.filter(
    (r) =>
      (wanted === null || wanted.has(`${r.bookingId}/${r.index}`)) &&
      r.readiness.some((c) => c.rule === item && c.status !== 'ok'),
  );
}
