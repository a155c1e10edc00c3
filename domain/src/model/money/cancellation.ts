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
