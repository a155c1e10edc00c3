// What is paid against a schedule: any amount at any time, settling the earliest instalments
// first. Integer cents; refunds are negative payments.

import type { Instalment } from './plan-schedule';

export type InstalmentState = 'paid' | 'part' | 'due';

export interface AllocatedInstalment extends Instalment {
  paidCents: number;
  /** What is left to pay on it. */
  leftCents: number;
  state: InstalmentState;
}

export interface Allocation {
  instalments: AllocatedInstalment[];
  /** Payments less refunds, never below 0. */
  paidCents: number;
  totalCents: number;
  /** What is left to pay on the whole schedule. */
  remainingCents: number;
  /** Paid beyond the schedule's total. */
  overpaidCents: number;
  /** The first instalment not fully paid, or null when all are. */
  next: AllocatedInstalment | null;
}

/** Payments (positive) and refunds (negative), in cents. */
export type PaymentsPaid = number | ReadonlyArray<{ amountCents: number }>;

function netPaid(payments: PaymentsPaid): number {
  const sum =
    typeof payments === 'number' ? payments : payments.reduce((s, p) => s + p.amountCents, 0);
  return Math.max(0, sum);
}

/** Settles the instalments in date order (a stable order for the same date) with what is paid. */
export function allocatePayments(
  instalments: readonly Instalment[],
  payments: PaymentsPaid,
): Allocation {
  const paidCents = netPaid(payments);
  const ordered = instalments
    .map((inst, i) => ({ inst, i }))
    .sort((a, b) => (a.inst.date < b.inst.date ? -1 : a.inst.date > b.inst.date ? 1 : a.i - b.i))
    .map(({ inst }) => inst);
  let left = paidCents;
  const allocated = ordered.map((inst): AllocatedInstalment => {
    const paid = Math.min(left, inst.amountCents);
    left -= paid;
    const state: InstalmentState = paid >= inst.amountCents ? 'paid' : paid > 0 ? 'part' : 'due';
    return { ...inst, paidCents: paid, leftCents: inst.amountCents - paid, state };
  });
  const totalCents = ordered.reduce((s, inst) => s + inst.amountCents, 0);
  return {
    instalments: allocated,
    paidCents,
    totalCents,
    remainingCents: Math.max(0, totalCents - paidCents),
    overpaidCents: Math.max(0, paidCents - totalCents),
    next: allocated.find((inst) => inst.state !== 'paid') ?? null,
  };
}

/** An allocated instalment as the pilgrim's documents list it: numbered after the deposit. */
export interface ScheduleLine extends AllocatedInstalment {
  /** 1, 2, … for `instalment`s (the deposit and the final one are named, not numbered). */
  n: number;
  /** The first one not fully paid: shown in bold as the next. */
  next: boolean;
}

/** The schedule's lines for the pay page, the trip page and the confirmation PDF. */
export function scheduleLines(allocation: Allocation): ScheduleLine[] {
  let n = 0;
  return allocation.instalments.map((i) => {
    if (i.kind === 'instalment') n += 1;
    return { ...i, n, next: i === allocation.next };
  });
}

/** The message ids a schedule line is worded with (the pay.schedule.* entries of the catalogs). */
export type ScheduleMessageId =
  | 'pay.schedule.deposit'
  | 'pay.schedule.instalment'
  | 'pay.schedule.final'
  | 'pay.schedule.paid'
  | 'pay.schedule.part'
  | 'pay.schedule.next';

/**
 * A line's words: "Instalment 2, May 1, 2027" and "$933.33 · paid" / "· $500.00 left" / "· next".
 * `money` and `day` format in the reader's language; `t` is that language's translator.
 */
export function scheduleLineWords(
  line: ScheduleLine,
  t: (id: ScheduleMessageId, values: Record<string, string>) => string,
  money: (cents: number) => string,
  day: (iso: string) => string,
): { label: string; value: string } {
  const amount = money(line.amountCents);
  return {
    label: t(`pay.schedule.${line.kind}`, { date: day(line.date), n: String(line.n) }),
    value:
      line.state === 'paid'
        ? t('pay.schedule.paid', { amount })
        : line.state === 'part'
          ? t('pay.schedule.part', { amount, left: money(line.leftCents) })
          : line.next
            ? t('pay.schedule.next', { amount })
            : amount,
  };
}

/** What is due on `on` (YYYY-MM-DD): the unpaid part of every instalment dated that day or before. */
export function dueNowCents(allocation: Allocation, on: string): number {
  return allocation.instalments
    .filter((inst) => inst.date <= on)
    .reduce((s, inst) => s + inst.leftCents, 0);
}

/** The instalments dated before `on` and not fully paid. */
export function overdueInstalments(allocation: Allocation, on: string): AllocatedInstalment[] {
  return allocation.instalments.filter((inst) => inst.date < on && inst.state !== 'paid');
}

/** The next instalment and what is left of it once `paidCents` is paid; null when none is left. */
export function nextInstalmentOf(
  schedule: readonly Instalment[] | null | undefined,
  paidCents: number,
): { date: string; amountCents: number } | null {
  if (!schedule?.length) return null;
  const next = allocatePayments(schedule, paidCents).next;
  return next ? { date: next.date, amountCents: next.leftCents } : null;
}

/**
 * The stored `payment.nextDueDate` (the reminder job queries it): the date of the earliest
 * instalment not fully paid, or null without a schedule or once all is paid.
 */
export function nextDueDateOf(
  schedule: readonly Instalment[] | null | undefined,
  paidCents: number,
): string | null {
  if (!schedule?.length) return null;
  return allocatePayments(schedule, paidCents).next?.date ?? null;
}
