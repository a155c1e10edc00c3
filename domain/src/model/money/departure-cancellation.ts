// The agency cancels a whole departure (issue 44 item 6): each booking gets a full refund, a
// credit for a later trip, or a move to another date of the same package, decided by staff or
// chosen by the pilgrim from the trip page. The booking keeps the offer and what was done
// (`departureCancellation`), so running the decision again does nothing twice. Pure; cents.
import type { CancellationPolicy } from './cancellation-policy';
import {
  cancellationQuote,
  retainedBy,
  type CancellationEntry,
  type CancellationFacts,
  type CancellationQuote,
} from './cancellation';

/** What a booking of a cancelled departure ends with. */
export const DEPARTURE_CANCEL_CHOICES = ['refund', 'credit', 'move'] as const;
export type DepartureCancelChoice = (typeof DEPARTURE_CANCEL_CHOICES)[number];

/**
 * What staff decide for a booking: one of the choices, `ask` (the pilgrim chooses on the trip
 * page among what is offered), or `answer` (do what the pilgrim answered; nothing while they
 * have not).
 */
export const DEPARTURE_CANCEL_DECISIONS = [...DEPARTURE_CANCEL_CHOICES, 'ask', 'answer'] as const;
export type DepartureCancelDecision = (typeof DEPARTURE_CANCEL_DECISIONS)[number];

/** Who cancels: the pilgrim (the policy's fee applies) or the agency (it never does). */
export type CancelledBy = 'pilgrim' | 'agency';

/**
 * The policy a cancellation applies. When the agency cancels the departure, the pilgrim did not
 * choose to leave: no tier's fee and no non-refundable component is charged (null: no policy),
 * so all that was paid goes back (what earlier cancellations of the pilgrim's own kept stays
 * kept: those were theirs).
 */
export function cancellationPolicyFor(
  accepted: CancellationPolicy | null,
  by: CancelledBy,
): CancellationPolicy | null {
  return by === 'agency' ? null : accepted;
}

/** The quote of a departure cancelled by the agency: every traveller, no fee, nothing kept. */
export function agencyCancellationQuote(
  accepted: CancellationPolicy | null,
  facts: CancellationFacts,
  on: string,
): CancellationQuote {
  return cancellationQuote(cancellationPolicyFor(accepted, 'agency'), facts, facts.travellers, on);
}

/**
 * The full refund a booking gets when the agency cancels (what the pilgrim is offered, as a
 * refund or a credit): all that was paid, less what their own earlier cancellations kept.
 */
export function agencyRefundCents(
  plan: Pick<
    CancellationFacts,
    'totalCents' | 'paidCents' | 'travellers' | 'roomType' | 'departureDate'
  >,
  entries: readonly CancellationEntry[],
  on: string,
): number {
  return agencyCancellationQuote(
    null,
    { ...plan, singleSupplementCents: null, retainedCents: retainedBy(entries) },
    on,
  ).refundCents;
}

/** What the booking's card payments can still take back (payments less refunds, per card). */
export function cardRefundableCents(
  payments: readonly { amountCents: number; provider?: { paymentIntentId?: string } | null }[],
): number {
  const left = new Map<string, number>();
  for (const r of payments) {
    const intent = r.provider?.paymentIntentId;
    if (intent) left.set(intent, (left.get(intent) ?? 0) + r.amountCents);
  }
  return [...left.values()].reduce((s, c) => s + Math.max(0, c), 0);
}

/** Another date of the same package a booking may move to. */
export interface MoveOption {
  departureId: string;
  /** YYYY-MM-DD. */
  departureDate: string;
}

/** What the pilgrim answered on the trip page. */
export interface DepartureCancelAnswer {
  choice: DepartureCancelChoice;
  /** The date chosen, for a move ('' otherwise). */
  departureId: string;
  /** ISO time. */
  at: string;
}

/** What was done for the booking (once done, nothing is done again). */
export interface DepartureCancelOutcome {
  choice: DepartureCancelChoice;
  /** Whose choice it was: staff's, or the pilgrim's answer. */
  chosenBy: 'staff' | 'pilgrim';
  refundCents: number;
  creditCents: number;
  /** The date moved to ('' unless moved). */
  departureId: string;
  /** ISO time. */
  at: string;
  by: string;
}

/** A booking's side of its departure's cancellation. */
export interface DepartureCancellationOffer {
  departureId: string;
  /** YYYY-MM-DD: the cancelled date. */
  departureDate: string;
  reason: string;
  /** ISO time staff cancelled the departure, and who. */
  at: string;
  by: string;
  /** ISO time the pilgrim was asked to choose ('' when staff decided for them). */
  askedAt: string;
  /** YYYY-MM-DD: a credit's last day ('' when no credit is offered). */
  creditExpiresOn: string;
  /** The dates offered to move to (may be empty). */
  moveTo: MoveOption[];
  answer: DepartureCancelAnswer | null;
  outcome: DepartureCancelOutcome | null;
}

/** What the pilgrim may choose among: a refund always, a credit and a move when offered. */
export function offeredChoices(offer: DepartureCancellationOffer): DepartureCancelChoice[] {
  return DEPARTURE_CANCEL_CHOICES.filter(
    (c) =>
      c === 'refund' ||
      (c === 'credit' && offer.creditExpiresOn !== '') ||
      (c === 'move' && offer.moveTo.length > 0),
  );
}

/** Why the pilgrim's answer cannot be taken (null: it can). */
export type AnswerProblem = 'not-asked' | 'settled' | 'not-offered' | 'date-not-offered';

export function answerProblem(
  offer: DepartureCancellationOffer | null,
  answer: { choice: string; departureId?: string },
): AnswerProblem | null {
  if (!offer || !offer.askedAt) return 'not-asked';
  if (offer.outcome) return 'settled';
  if (!(offeredChoices(offer) as string[]).includes(answer.choice)) return 'not-offered';
  if (answer.choice === 'move' && !offer.moveTo.some((m) => m.departureId === answer.departureId)) {
    return 'date-not-offered';
  }
  return null;
}

/**
 * What staff's decision does now for a booking: a choice, `ask` (mail the pilgrim once), or
 * nothing (`none`: already settled, or `answer` while the pilgrim has not answered).
 */
export function decisionStep(
  decision: DepartureCancelDecision,
  offer: DepartureCancellationOffer | null,
): { step: DepartureCancelChoice | 'ask' | 'none'; chosenBy: 'staff' | 'pilgrim' } {
  if (offer?.outcome) return { step: 'none', chosenBy: 'staff' };
  if (decision === 'answer') {
    return offer?.answer
      ? { step: offer.answer.choice, chosenBy: 'pilgrim' }
      : { step: 'none', chosenBy: 'staff' };
  }
  if (decision === 'ask' && offer?.askedAt) return { step: 'none', chosenBy: 'staff' };
  return { step: decision, chosenBy: 'staff' };
}

/** Where a booking stands, as the departure's table shows it. */
export type DepartureCancelState =
  'open' | 'asked' | 'answered' | 'refunded' | 'credited' | 'moved';

export function departureCancelState(
  offer: DepartureCancellationOffer | null,
): DepartureCancelState {
  if (!offer) return 'open';
  if (offer.outcome) {
    return offer.outcome.choice === 'move'
      ? 'moved'
      : offer.outcome.choice === 'credit'
        ? 'credited'
        : 'refunded';
  }
  if (offer.answer) return 'answered';
  return offer.askedAt ? 'asked' : 'open';
}

/**
 * How a full refund goes back when staff do not say: to the cards when the card payments can
 * take it all (they came that way), else by e-Transfer (recorded by staff as sent).
 */
export function defaultRefundMethod(cardCents: number, refundCents: number): 'card' | 'etransfer' {
  return refundCents > 0 && cardCents >= refundCents ? 'card' : 'etransfer';
}

/**
 * The dates a booking of a cancelled departure may move to: the same package's other dates still
 * ahead (after `today`), neither closed nor cancelled, soonest first.
 */
export function moveOptions(
  departures: readonly { id: string; departureDate: string; status: string }[],
  cancelledId: string,
  today: string,
): MoveOption[] {
  return departures
    .filter(
      (d) =>
        d.id !== cancelledId &&
        d.departureDate > today &&
        d.status !== 'closed' &&
        d.status !== 'cancelled',
    )
    .sort((a, b) => a.departureDate.localeCompare(b.departureDate))
    .map((d) => ({ departureId: d.id, departureDate: d.departureDate }));
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const isChoice = (v: unknown): v is DepartureCancelChoice =>
  (DEPARTURE_CANCEL_CHOICES as readonly unknown[]).includes(v);

/** A stored offer as read (null when none, or not an offer). */
export function departureOfferOf(value: unknown): DepartureCancellationOffer | null {
  const v = value as Record<string, unknown> | null | undefined;
  if (!v || typeof v !== 'object' || typeof v['departureId'] !== 'string') return null;
  const answer = v['answer'] as Record<string, unknown> | null | undefined;
  const outcome = v['outcome'] as Record<string, unknown> | null | undefined;
  return {
    departureId: str(v['departureId']),
    departureDate: str(v['departureDate']),
    reason: str(v['reason']),
    at: str(v['at']),
    by: str(v['by']),
    askedAt: str(v['askedAt']),
    creditExpiresOn: str(v['creditExpiresOn']),
    moveTo: Array.isArray(v['moveTo'])
      ? (v['moveTo'] as Record<string, unknown>[]).map((m) => ({
          departureId: str(m['departureId']),
          departureDate: str(m['departureDate']),
        }))
      : [],
    answer:
      answer && isChoice(answer['choice'])
        ? {
            choice: answer['choice'],
            departureId: str(answer['departureId']),
            at: str(answer['at']),
          }
        : null,
    outcome:
      outcome && isChoice(outcome['choice'])
        ? {
            choice: outcome['choice'],
            chosenBy: outcome['chosenBy'] === 'pilgrim' ? 'pilgrim' : 'staff',
            refundCents: num(outcome['refundCents']),
            creditCents: num(outcome['creditCents']),
            departureId: str(outcome['departureId']),
            at: str(outcome['at']),
            by: str(outcome['by']),
          }
        : null,
  };
}

/** One booking in the staff's table of a cancelled departure. */
export interface DepartureCancelRow {
  bookingId: string;
  reference: string;
  name: string;
  language: string;
  travellers: number;
  status: string;
  paidCents: number;
  state: DepartureCancelState;
  offer: DepartureCancellationOffer | null;
}

/** What staff read of a departure's cancellation: who was offered, answered and given what. */
export interface DepartureCancellationView {
  departureId: string;
  departureDate: string;
  status: string;
  /** The dates of the same package a booking may move to. */
  moveOptions: MoveOption[];
  rows: DepartureCancelRow[];
  /** What this run did for each booking (a decision's answer only). */
  results?: { bookingId: string; step: string; error?: string }[];
}

/** The table's words for where a booking stands. */
export const DEPARTURE_CANCEL_STATE_LABELS: Record<DepartureCancelState, string> = {
  open: 'Not decided',
  asked: 'Asked, no answer yet',
  answered: 'Answered',
  refunded: 'Refunded',
  credited: 'Credited',
  moved: 'Moved',
};

/** The trip page's radio value for a choice (one field: a move names its date after a colon). */
export function departureChoiceValue(o: { choice: string; departureId: string }): string {
  return o.departureId ? `${o.choice}:${o.departureId}` : o.choice;
}

/** The plain form's fields as the schema's body (`option` split back into choice and date). */
export function departureChoiceBodyOfForm(
  fields: Record<string, unknown>,
): Record<string, unknown> {
  const option = typeof fields['option'] === 'string' ? fields['option'] : '';
  const [choice = '', departureId = ''] = option.split(':');
  return { choice, departureId };
}
