// A credit for a later trip: money a cancelled traveller leaves with the agency instead of taking
// it back, until a date. It leaves its booking as a "refund" to the credit (with its numbered
// receipt, so the booking's payments and the receipts still agree) and comes into a later booking
// of the same pilgrim as a payment by credit (with its receipt). Integer cents; pure.
import { submissionReference } from '../reference';

/** The method a move of money to or from a credit is recorded with. */
export const CREDIT_METHOD = 'credit';

/** A credit is valid this many months unless staff set another date. */
export const DEFAULT_CREDIT_MONTHS = 12;

/** One use of a credit on a later booking. */
export interface CreditUse {
  bookingId: string;
  cents: number;
  /** ISO time. */
  at: string;
  by: string;
}

export interface Credit {
  id: string;
  /** "CR-7KQ2-M9XD": what staff and the pilgrim quote. */
  reference: string;
  /** The pilgrim's address: a later booking with it is offered the credit. */
  email: string;
  fullName: string;
  /** The booking it came from. */
  fromBookingId: string;
  amountCents: number;
  /** YYYY-MM-DD: the last day it can be used. */
  expiresOn: string;
  uses: CreditUse[];
  /** ISO time. */
  createdAt: string;
  createdBy: string;
}

/** A credit's reference, from its id (as a booking's is from its). */
export function creditReference(id: string): string {
  return `CR-${submissionReference(id)}`;
}

/** What is left of a credit on `today` (YYYY-MM-DD): nothing once it has expired. */
export function creditLeftCents(
  credit: Pick<Credit, 'amountCents' | 'uses' | 'expiresOn'>,
  today: string,
): number {
  if (today > credit.expiresOn) return 0;
  const used = credit.uses.reduce((s, u) => s + u.cents, 0);
  return Math.max(0, credit.amountCents - used);
}

/** A pilgrim's address as credits match it: trimmed, lower case. */
export function creditEmailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** A credit as the pilgrim reads it: still usable, used up, or past its last day. */
export type CreditState = 'open' | 'used' | 'expired';

/** One credit on a pilgrim's page (trip or pay), with what it is there for. */
export interface PilgrimCredit {
  reference: string;
  amountCents: number;
  /** What can still be used today (0 once used up or expired). */
  leftCents: number;
  /** YYYY-MM-DD: the last day it can be used. */
  expiresOn: string;
  state: CreditState;
  /** This page's booking gave it (the cancelled one). */
  fromThisBooking: boolean;
  /** What this page's booking was paid from it, in cents (0: nothing yet). */
  appliedHereCents: number;
}

/** Whether a credit can still be used on `today`, is used up, or has expired. */
export function creditState(
  credit: Pick<Credit, 'amountCents' | 'uses' | 'expiresOn'>,
  today: string,
): CreditState {
  const used = credit.uses.reduce((s, u) => s + u.cents, 0);
  if (used >= credit.amountCents) return 'used';
  return today > credit.expiresOn ? 'expired' : 'open';
}

/**
 * The credits a pilgrim's page of booking `bookingId` shows, from all the credits of its
 * pilgrim's address: the booking they came from shows every one of its credits in its state (the
 * pilgrim keeps the reference to quote); a later booking shows those it could still be paid by
 * and those it was paid by (applied), never another booking's expired or used-up ones, which
 * are of no use there. Soonest to expire first.
 */
export function creditsToShow(
  credits: readonly Credit[],
  bookingId: string,
  today: string,
): PilgrimCredit[] {
  return credits
    .map((c) => ({
      reference: c.reference,
      amountCents: c.amountCents,
      leftCents: creditLeftCents(c, today),
      expiresOn: c.expiresOn,
      state: creditState(c, today),
      fromThisBooking: c.fromBookingId === bookingId,
      appliedHereCents: c.uses
        .filter((u) => u.bookingId === bookingId)
        .reduce((s, u) => s + u.cents, 0),
    }))
    .filter((c) => c.fromThisBooking || c.state === 'open' || c.appliedHereCents > 0)
    .sort(
      (a, b) => a.expiresOn.localeCompare(b.expiresOn) || a.reference.localeCompare(b.reference),
    );
}
