// A name change: another person takes a booked traveller's place before departure. The booking's
// cancellation policy sets the fee per traveller replaced; the airline's name deadline (the
// earliest one of the departure's air blocks, on its cost sheet) is when names go to the airline:
// after it, the change still goes through, but staff are warned the airline may charge more.
// Integer cents.

import type { CancellationPolicy } from './cancellation-policy';

export interface NameChangeQuote {
  /** The policy's fee for one traveller replaced (0 when the policy sets none). */
  feeCents: number;
  /** YYYY-MM-DD: the departure's name deadline; null when none is set. */
  deadline: string | null;
  /** True once `on` is past the deadline: the airline may charge more than the fee. */
  afterDeadline: boolean;
  /** The booking's total once the fee is added. */
  newTotalCents: number;
}

/** What replacing one traveller costs on `on` (YYYY-MM-DD). */
export function nameChangeQuote(
  policy: CancellationPolicy | null | undefined,
  deadline: string | null,
  totalCents: number,
  on: string,
): NameChangeQuote {
  const feeCents = policy?.nameChangeCents ?? 0;
  return {
    feeCents,
    deadline,
    afterDeadline: deadline !== null && on > deadline,
    newTotalCents: totalCents + feeCents,
  };
}

/** The booking's record of one name change (`nameChanges` on the booking). */
export interface NameChangeEntry {
  /** ISO time. */
  at: string;
  /** The staff member who made it. */
  by: string;
  /** The traveller's place in the booking (1..n). */
  index: number;
  /** The names before and after ("SURNAME, Given names": travellerDisplayName). */
  from: string;
  to: string;
  feeCents: number;
  deadline: string | null;
  afterDeadline: boolean;
  /** The policy version the fee came from (null: no policy stated, no fee). */
  policyVersion: string | null;
}
