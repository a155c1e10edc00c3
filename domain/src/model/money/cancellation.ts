// A booking's cancellation: what the pilgrim (or staff) asked for, and what staff decided. The
// amounts come from cancellation-policy.ts; this module adds the room left alone and the schedule
// that follows the new total.
import {
  cancellationOutcome,
  type CancellationOutcome,
  type CancellationPolicy,
} from './cancellation-policy';
import type { Instalment } from './plan-schedule';

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

/** A decided cancellation as the booking keeps it (newest last): who, when, what it cost. */
export interface CancellationEntry {
  /** ISO time. */
  at: string;
  /** The staff member who decided it. */
  by: string;
  requestedBy: CancellationRequester;
  travellers: number;
  reason: string;
  feeCents: number;
  nonRefundableCents: number;
  supplementCents: number;
  /** What went back to the pilgrim (a credit apart). */
  refundCents: number;
  /** How the refund went back ('' when nothing did). */
  refundMethod: string;
  /** What was kept as a credit for a later trip instead of going back (absent: none). */
  creditCents?: number;
  creditReference?: string;
  policyVersion: string | null;
}

/** What a booking's decided cancellations kept: their fees and kept parts. */
export function retainedBy(entries: readonly CancellationEntry[]): number {
  return entries.reduce((s, e) => s + e.feeCents + e.nonRefundableCents, 0);
}

/** Longest reason kept. */
export const CANCELLATION_REASON_MAX = 1000;

/** The booking's facts a quote reads (from its stored plan and its departure). */
export interface CancellationFacts {
  /** The booking's agreed total and what is paid (payments less refunds), in cents. */
  totalCents: number;
  paidCents: number;
  travellers: number;
  roomType: string;
  /** YYYY-MM-DD. */
  departureDate: string;
  /** The departure's single supplement per person, in cents (null: no single room offered). */
  singleSupplementCents: number | null;
  /**
   * What earlier cancellations of this booking kept (their fees and kept parts), inside the
   * total: a later cancellation's fee is never charged on them again.
   */
  retainedCents?: number;
}

/** What cancelling `travellers` of a booking on a day costs and returns, in cents. */
export interface CancellationQuote extends CancellationOutcome {
  /** YYYY-MM-DD: the day it is computed for. */
  on: string;
  travellersCancelled: number;
  travellersLeft: number;
  /** The whole booking is cancelled (every traveller). */
  whole: boolean;
  /**
   * The single supplement the travellers left now pay: a double booked by an even number of
   * travellers leaves one alone when an odd number cancels.
   */
  supplementCents: number;
  paidCents: number;
}

/**
 * The quote of a cancellation by the booking's policy (no policy: no fee and nothing kept, as
 * nothing was disclosed). Cancelling some travellers of a double can leave one traveller alone
 * in a room: they then pay the departure's single supplement (rooms of three or four are shared
 * with other pilgrims, so a traveller left in one is not alone). The refund is what was paid
 * beyond the new total.
 */
export function cancellationQuote(
  policy: CancellationPolicy | null,
  facts: CancellationFacts,
  travellersCancelled: number,
  on: string,
): CancellationQuote {
  const retained = facts.retainedCents ?? 0;
  const outcome = cancellationOutcome(policy ?? { tiers: [], nonRefundable: [] }, {
    paid: facts.paidCents,
    total: facts.totalCents - retained,
    travellersCancelled,
    travellersTotal: facts.travellers,
    departureDate: facts.departureDate,
    on,
  });
  const travellersLeft = facts.travellers - travellersCancelled;
  const leftAlone =
    facts.roomType === 'double' && facts.travellers % 2 === 0 && travellersLeft % 2 === 1;
  const supplementCents = leftAlone ? (facts.singleSupplementCents ?? 0) : 0;
  const newTotalCents = retained + outcome.newTotalCents + supplementCents;
  const paid = Math.max(0, facts.paidCents);
  return {
    ...outcome,
    newTotalCents,
    refundCents: Math.max(0, paid - newTotalCents),
    on,
    travellersCancelled,
    travellersLeft,
    whole: travellersLeft === 0,
    supplementCents,
    paidCents: facts.paidCents,
  };
}

/**
 * A schedule brought to a new total: a smaller total comes off the last instalments first (an
 * instalment brought to nothing goes), a larger one is added to the last. What is paid still
 * settles the earliest instalments, so what was due first stays due first.
 */
export function scheduleForTotal(
  schedule: readonly Instalment[],
  totalCents: number,
): Instalment[] {
  const sum = schedule.reduce((s, i) => s + i.amountCents, 0);
  const out = schedule.map((i) => ({ ...i }));
  const last = out.at(-1);
  if (totalCents >= sum) {
    if (last) last.amountCents += totalCents - sum;
    return out;
  }
  let cut = sum - totalCents;
  for (let k = out.length - 1; k >= 0 && cut > 0; k -= 1) {
    const inst = out[k]!;
    const take = Math.min(cut, inst.amountCents);
    inst.amountCents -= take;
    cut -= take;
  }
  return out.filter((i) => i.amountCents > 0);
}

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
