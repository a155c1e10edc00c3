// Staff changing one booking's plan: the rules a changed schedule must keep, as named problems
// with English and French texts (the form shows them, the API refuses with them).

import { MAX_INSTALMENTS, type Instalment, type InstalmentKind } from './plan-schedule';
import { allocatePayments } from './plan-allocation';
import { isIsoDate } from '../dates';

export const PLAN_CHANGE_PROBLEMS = [
  'plan-empty',
  'plan-too-many',
  'plan-date-invalid',
  'plan-amount-not-positive',
  'plan-dates-not-ascending',
  'plan-date-past',
  'plan-sum-mismatch',
] as const;
export type PlanChangeProblemCode = (typeof PLAN_CHANGE_PROBLEMS)[number];

export interface PlanChangeProblem {
  code: PlanChangeProblemCode;
  /** The instalment concerned (0-based), when it is one of them. */
  index?: number;
}

export const PLAN_CHANGE_PROBLEM_TEXTS: Record<PlanChangeProblemCode, { en: string; fr: string }> =
  {
    'plan-empty': {
      en: 'The plan needs at least one instalment.',
      fr: 'Le plan doit compter au moins un versement.',
    },
    'plan-too-many': {
      en: `A plan has at most ${MAX_INSTALMENTS + 1} payments (deposit included).`,
      fr: `Un plan compte au plus ${MAX_INSTALMENTS + 1} paiements (acompte compris).`,
    },
    'plan-date-invalid': {
      en: 'Each instalment needs a valid date.',
      fr: 'Chaque versement doit avoir une date valide.',
    },
    'plan-amount-not-positive': {
      en: 'Each instalment must be more than $0.00, in cents.',
      fr: 'Chaque versement doit être supérieur à 0,00 $, en cents.',
    },
    'plan-dates-not-ascending': {
      en: 'Instalment dates must follow one another (each on or after the one before).',
      fr: 'Les dates des versements doivent se suivre (chacune le même jour ou après la précédente).',
    },
    'plan-date-past': {
      en: 'An instalment not yet paid cannot be due on a date already past.',
      fr: 'Un versement non encore payé ne peut pas être dû à une date déjà passée.',
    },
    'plan-sum-mismatch': {
      en: "The instalments must add up to the booking's total.",
      fr: 'La somme des versements doit être égale au total de la réservation.',
    },
  };

/** The text of a problem in English or French. */
export function planChangeProblemText(code: PlanChangeProblemCode, language: 'en' | 'fr'): string {
  return PLAN_CHANGE_PROBLEM_TEXTS[code][language];
}

/**
 * The problems of a changed schedule for a booking with `totalCents` and `paidCents` already
 * paid, on `today` (YYYY-MM-DD); empty when the change can be saved. What is paid settles the
 * new schedule's earliest instalments first; only a part still unpaid may not be dated in the past.
 */
export function planChangeProblems(
  instalments: ReadonlyArray<Pick<Instalment, 'date' | 'amountCents'>>,
  booking: { totalCents: number; paidCents: number; today: string },
): PlanChangeProblem[] {
  const problems: PlanChangeProblem[] = [];
  if (instalments.length === 0) return [{ code: 'plan-empty' }];
  if (instalments.length > MAX_INSTALMENTS + 1) problems.push({ code: 'plan-too-many' });
  instalments.forEach((inst, index) => {
    if (!isIsoDate(inst.date)) problems.push({ code: 'plan-date-invalid', index });
    if (!Number.isInteger(inst.amountCents) || inst.amountCents <= 0) {
      problems.push({ code: 'plan-amount-not-positive', index });
    }
    const before = instalments[index - 1];
    if (before && isIsoDate(before.date) && isIsoDate(inst.date) && inst.date < before.date) {
      problems.push({ code: 'plan-dates-not-ascending', index });
    }
  });
  const sum = instalments.reduce((s, inst) => s + inst.amountCents, 0);
  if (sum !== booking.totalCents) problems.push({ code: 'plan-sum-mismatch' });
  if (problems.length === 0) {
    const allocation = allocatePayments(
      instalments.map((inst) => ({ ...inst, kind: 'instalment' as const })),
      booking.paidCents,
    );
    allocation.instalments.forEach((inst, index) => {
      if (inst.state !== 'paid' && inst.date < booking.today) {
        problems.push({ code: 'plan-date-past', index });
      }
    });
  }
  return problems;
}

/**
 * A changed schedule's instalments with their kinds: the first stays the deposit when the plan
 * had one (it is what was asked at confirmation), the last is the final one, the rest instalments.
 */
export function changedSchedule(
  rows: ReadonlyArray<Pick<Instalment, 'date' | 'amountCents'>>,
  hadDeposit: boolean,
): Instalment[] {
  return rows.map((r, i) => {
    const kind: InstalmentKind =
      i === 0 && hadDeposit && rows.length > 1
        ? 'deposit'
        : i === rows.length - 1
          ? 'final'
          : 'instalment';
    return { date: r.date, amountCents: r.amountCents, kind };
  });
}

/**
 * A booking's instalments as staff change them: its plan's schedule, or (confirmed on the
 * deposit-and-balance terms) the deposit, due on its date or `depositOn`, and the balance.
 */
export function instalmentsOfPlan(
  p: {
    schedule?: Instalment[] | null;
    depositCents: number;
    depositDueDate?: string | null;
    balanceCents: number;
    balanceDueDate: string;
  },
  depositOn: string,
): Instalment[] {
  if (p.schedule?.length) return p.schedule;
  const rows = [
    ...(p.depositCents > 0
      ? [{ date: p.depositDueDate ?? depositOn, amountCents: p.depositCents }]
      : []),
    ...(p.balanceCents > 0 ? [{ date: p.balanceDueDate, amountCents: p.balanceCents }] : []),
  ];
  return changedSchedule(rows, p.depositCents > 0);
}

/** The record of one change of a booking's plan (`planChanges` on the booking). */
export interface PlanChangeEntry {
  /** ISO time. */
  at: string;
  by: string;
  reason: string;
  from: Instalment[];
  to: Instalment[];
}
