// A booking's cancellation: what the pilgrim (or staff) asked for, and what staff decided. The
// amounts come from cancellation-policy.ts; this module holds the shapes the booking keeps.

/** Who asked: the pilgrim from the trip page, or staff on the pilgrim's behalf. */
export const CANCELLATION_REQUESTERS = ['pilgrim', 'staff'] as const;
export type CancellationRequester = (typeof CANCELLATION_REQUESTERS)[number];

/** A request to cancel all or some of a booking's travellers, kept on the booking until decided. */
export interface CancellationRequest {
  /** How many travellers to cancel (all of the booking's: the whole booking). */
  travellers: number;
  /** The travellers' names as the pilgrim chose them (may be empty: names not given yet). */
  names: string[];
  reason: string;
  by: CancellationRequester;
  /** ISO time. */
  at: string;
}

/** Longest reason kept. */
export const CANCELLATION_REASON_MAX = 1000;

/** The statuses from which a pilgrim may ask to cancel (not once cancelled or completed). */
export const CANCELLABLE_STATUSES = ['new', 'contacted', 'confirmed'] as const;

/**
 * Whether a pilgrim may still ask to cancel from the trip page: the booking is open and its
 * departure has not left (a departure today has left: the agency's day).
 */
export function canAskToCancel(status: string, departureDate: string, today: string): boolean {
  if (!(CANCELLABLE_STATUSES as readonly string[]).includes(status)) return false;
  return !departureDate || departureDate > today;
}

/** What the form sends: the whole booking, or some travellers (by name, or by count). */
export interface CancellationChoice {
  scope: 'all' | 'some';
  /** How many, when the names are not all known (ignored for `all`). */
  travellers?: number | null;
  /** The names ticked, when every traveller's name is known (ignored for `all`). */
  names?: string[];
}

/**
 * How many travellers and which names a choice means on a booking of `total` travellers whose
 * known names are `known` (all of them for `all`; the ticked names, else the count, for `some`).
 */
export function requestedTravellers(
  choice: CancellationChoice,
  total: number,
  known: readonly string[],
): { travellers: number; names: string[] } {
  if (choice.scope === 'all') return { travellers: total, names: [...known] };
  const names = choice.names ?? [];
  if (names.length > 0) return { travellers: names.length, names: [...names] };
  return { travellers: Math.min(total, Math.max(1, choice.travellers ?? 1)), names: [] };
}

/** A stored request as read (null when none, or not a request). */
export function cancellationRequestOf(value: unknown): CancellationRequest | null {
  const v = value as Partial<CancellationRequest> | null | undefined;
  if (!v || typeof v.travellers !== 'number' || typeof v.reason !== 'string') return null;
  return {
    travellers: v.travellers,
    names: Array.isArray(v.names) ? v.names.filter((n) => typeof n === 'string') : [],
    reason: v.reason,
    by: v.by === 'staff' ? 'staff' : 'pilgrim',
    at: typeof v.at === 'string' ? v.at : '',
  };
}

/**
 * The travellers' names a cancellation names them by ("Amina HADDAD", as the trip page shows
 * them), in order; empty unless all `total` travellers have one (then the pilgrim ticks names,
 * else says how many).
 */
export function knownTravellerNames(
  records: readonly { givenNames: string; surname: string }[],
  total: number,
): string[] {
  const names = records
    .slice(0, total)
    .map((r) => [r.givenNames.trim(), r.surname.trim().toUpperCase()].filter(Boolean).join(' '));
  return names.length === total && names.every(Boolean) ? names : [];
}

/** Requests to cancel a booking's pilgrim may send in an hour (a held link cannot flood staff). */
export const CANCELLATION_REQUEST_HOURLY_LIMIT = 3;
