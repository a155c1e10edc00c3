// What a pilgrim owes now and what comes next, from the booking's plan and today: the pay page
// and the trip page both say it this way. Money paid (or on its way) goes to the deposit first.
// The deposit is due on confirmation unless the departure sets its own deposit date; the balance
// by its due date. An amount whose date has come (or passed) is due now; the others are upcoming.
// A booking on a payment plan owes its instalments instead, the earliest settled first.
import { allocatePayments } from './money/plan-allocation';
import type { Instalment } from './money/plan-schedule';

export interface PaymentDueInput {
  totalCents: number;
  depositCents: number;
  paidCents: number;
  /** Debits started but not yet confirmed by the bank (they count as paid here). */
  pendingCents: number;
  /** YYYY-MM-DD; null or absent: the deposit is due on confirmation. */
  depositDueDate?: string | null;
  balanceDueDate: string;
  /** The booking's instalments, when it is on a payment plan. */
  schedule?: Instalment[] | null;
}

export interface DueAmount {
  /** 'instalment': one between the deposit and the last (the balance) of a payment plan. */
  kind: 'deposit' | 'instalment' | 'balance';
  cents: number;
  /** YYYY-MM-DD; '' for a deposit due on confirmation. */
  date: string;
}

export interface PaymentDue {
  /** The sum due today (0: nothing now). */
  nowCents: number;
  /** What makes up `nowCents`, deposit first. */
  now: DueAmount[];
  /** What falls due later, soonest first: `upcoming[0]` is the next date and amount. */
  upcoming: DueAmount[];
}

/** What is due now and what is due next, for `today` (YYYY-MM-DD, the agency's day). */
export function paymentDue(m: PaymentDueInput, today: string): PaymentDue {
  const covered = Math.max(0, m.paidCents) + Math.max(0, m.pendingCents);
  if (m.schedule?.length) return dueOf(scheduleAmounts(m.schedule, covered), today);
  const deposit = Math.min(m.depositCents, m.totalCents);
  const depositLeft = Math.max(0, deposit - covered);
  const balanceLeft = Math.max(0, m.totalCents - covered - depositLeft);
  const amounts: DueAmount[] = [
    { kind: 'deposit' as const, cents: depositLeft, date: m.depositDueDate ?? '' },
    { kind: 'balance' as const, cents: balanceLeft, date: m.balanceDueDate },
  ].filter((a) => a.cents > 0);
  return dueOf(amounts, today);
}

/** What is left of each instalment once `covered` settled the earliest first. */
function scheduleAmounts(schedule: readonly Instalment[], covered: number): DueAmount[] {
  return allocatePayments(schedule, covered)
    .instalments.filter((i) => i.leftCents > 0)
    .map((i) => ({
      kind: i.kind === 'final' ? 'balance' : i.kind,
      cents: i.leftCents,
      date: i.date,
    }));
}

function dueOf(amounts: DueAmount[], today: string): PaymentDue {
  const isDue = (a: DueAmount) => a.date === '' || a.date <= today;
  const now = amounts.filter(isDue);
  return {
    nowCents: now.reduce((sum, a) => sum + a.cents, 0),
    now,
    upcoming: amounts.filter((a) => !isDue(a)),
  };
}
