/**
 * Seats left on a package and what the pages say about them. Staff set `seatsLeft` (a whole
 * number, or null for "open": no limit kept); the "few seats" threshold is a setting.
 */

/** Highest seats-left count accepted (a sanity bound, far above any group). */
export const SEATS_MAX = 10_000;

/** "Few seats left" shows at this many seats or fewer unless the settings say otherwise. */
export const FEW_SEATS_THRESHOLD_DEFAULT = 5;
export const FEW_SEATS_THRESHOLD_MAX = 500;

/** open: no limit kept; available: more seats than the threshold; few: 1 to the threshold. */
export type Availability = 'open' | 'available' | 'few' | 'sold-out';

/** The threshold from the settings' text ('' or anything unusable gives the default). */
export function fewSeatsThresholdOf(text: string | null | undefined): number {
  const n = /^\d{1,3}$/.test(text?.trim() ?? '') ? Number(text) : NaN;
  return n >= 0 && n <= FEW_SEATS_THRESHOLD_MAX ? n : FEW_SEATS_THRESHOLD_DEFAULT;
}

/** A package's availability; a package stored before seats were kept (no field) is open. */
export function availabilityOf(
  pkg: { seatsLeft?: number | null },
  threshold: number,
): Availability {
  const seats = pkg.seatsLeft;
  if (typeof seats !== 'number' || !Number.isFinite(seats)) return 'open';
  if (seats <= 0) return 'sold-out';
  return seats <= threshold ? 'few' : 'available';
}

export function isSoldOut(pkg: { seatsLeft?: number | null }): boolean {
  return availabilityOf(pkg, 0) === 'sold-out';
}

/**
 * Whether a booking request is stored as waiting list: a sold-out package takes only
 * waiting-list requests (null: refuse a plain one); any other package a plain request, even when
 * a stale page asked for the waiting list.
 */
export function waitingListFor(pkg: { seatsLeft?: number | null }, asked: boolean): boolean | null {
  if (!isSoldOut(pkg)) return false;
  return asked ? true : null;
}
