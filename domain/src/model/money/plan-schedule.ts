// A payment plan: a deposit, then instalments, the last one a number of days before departure.
// A template (on a departure) becomes one booking's schedule at confirmation. Integer cents only.
// Model module: no yup here (the template's schema is in schemas/payment-plan.ts).

import { addDays, addMonths } from '../dates';

/** At most this many instalments after the deposit (the final one included). */
export const MAX_INSTALMENTS = 24;
/** The final instalment is due at most this many days before departure. */
export const FINAL_DAYS_BEFORE_MAX = 365;

export const PLAN_DEPOSIT_TYPES = ['amount', 'percent'] as const;
/**
 * The deposit per traveller: a fixed amount (`value` in cents) or a percentage of each one's
 * share (`value` in basis points: 2500 is 25%).
 */
export interface DepositRule {
  type: (typeof PLAN_DEPOSIT_TYPES)[number];
  value: number;
}

/**
 * The instalments between the deposit and the final one: on set dates (YYYY-MM-DD), or monthly
 * from the confirmation day until the final instalment's date.
 */
export const INSTALMENT_RULE_TYPES = ['dates', 'monthly'] as const;
export interface InstalmentRule {
  type: (typeof INSTALMENT_RULE_TYPES)[number];
  /** The set dates (for `dates`; ignored for `monthly`). */
  dates: string[];
}

export interface PlanTemplate {
  deposit: DepositRule;
  instalments: InstalmentRule;
  /** The final instalment is due this many days before departure. */
  finalDaysBefore: number;
}

export type InstalmentKind = 'deposit' | 'instalment' | 'final';

/** One due amount of a booking's schedule. */
export interface Instalment {
  /** YYYY-MM-DD. */
  date: string;
  amountCents: number;
  kind: InstalmentKind;
}

export interface PlanScheduleInput {
  /** The booking's agreed total, in cents. */
  total: number;
  travellers: number;
  /** YYYY-MM-DD: the day the booking is confirmed (the deposit is due then). */
  confirmedOn: string;
  /** YYYY-MM-DD. */
  departureDate: string;
}

/** numerator / denominator rounded half up, integers only. */
function divideRounded(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** The deposit a booking owes: per traveller, never more than the total. */
export function depositCents(deposit: DepositRule, total: number, travellers: number): number {
  const perTraveller =
    deposit.type === 'amount'
      ? deposit.value
      : divideRounded(total * deposit.value, 10_000 * travellers);
  return Math.min(total, perTraveller * travellers);
}

/** The final instalment's date for a departure. */
export function finalDueDate(
  template: Pick<PlanTemplate, 'finalDaysBefore'>,
  departureDate: string,
) {
  return addDays(departureDate, -template.finalDaysBefore);
}

/**
 * The instalment dates after the deposit that are still ahead of `confirmedOn`, ascending, the
 * final date last; at most MAX_INSTALMENTS (monthly plans keep the months nearest departure).
 * Empty when the final date is not ahead (everything is due at confirmation).
 */
export function instalmentDates(
  template: PlanTemplate,
  confirmedOn: string,
  departureDate: string,
) {
  const final = finalDueDate(template, departureDate);
  if (final <= confirmedOn) return [];
  let before: string[];
  if (template.instalments.type === 'dates') {
    before = [...new Set(template.instalments.dates)].filter((d) => d > confirmedOn && d < final);
    before.sort();
  } else {
    before = [];
    for (let k = 1; ; k += 1) {
      const d = addMonths(confirmedOn, k);
      if (d >= final) break;
      before.push(d);
    }
  }
  return [...before, final].slice(-MAX_INSTALMENTS);
}

/**
 * One booking's schedule from a template. The deposit is due on the confirmation day; what is
 * left is spread evenly over the instalment dates still ahead (a late booking re-spreads it over
 * fewer dates, never a date in the past), the rounding remainder on the last one. When no date is
 * ahead (booked after the final date), the whole total is due at confirmation. Zero amounts are
 * left out, so a plan without a deposit starts with its first instalment.
 */
export function planSchedule(template: PlanTemplate, input: PlanScheduleInput): Instalment[] {
  const { total, travellers, confirmedOn, departureDate } = input;
  if (!Number.isInteger(total) || total < 0) throw new Error('total must be cents');
  if (!Number.isInteger(travellers) || travellers < 1) throw new Error('travellers must be >= 1');
  const dates = instalmentDates(template, confirmedOn, departureDate);
  if (dates.length === 0) {
    return total > 0 ? [{ date: confirmedOn, amountCents: total, kind: 'final' }] : [];
  }
  const deposit = depositCents(template.deposit, total, travellers);
  const rest = total - deposit;
  const each = Math.floor(rest / dates.length);
  const schedule: Instalment[] = [];
  if (deposit > 0) schedule.push({ date: confirmedOn, amountCents: deposit, kind: 'deposit' });
  dates.forEach((date, i) => {
    const last = i === dates.length - 1;
    const amountCents = last ? rest - each * (dates.length - 1) : each;
    if (amountCents > 0) schedule.push({ date, amountCents, kind: last ? 'final' : 'instalment' });
  });
  return schedule;
}

/**
 * Today's deposit-and-balance terms as a template: the deposit, then one final instalment (the
 * balance) `balanceDueDays` before departure. planSchedule of it gives what computePaymentPlan
 * gives (without a departure's own due dates), so moving to plans changes no amount or date.
 */
export function templateFromTerms(terms: {
  /** The settings' deposit (payments.ts PaymentTerms), by amount or by percentage. */
  deposit: { type: 'amount'; cents: number } | { type: 'percent'; basisPoints: number };
  balanceDueDays: number;
}): PlanTemplate {
  return {
    deposit:
      terms.deposit.type === 'amount'
        ? { type: 'amount', value: terms.deposit.cents }
        : { type: 'percent', value: terms.deposit.basisPoints },
    instalments: { type: 'dates', dates: [] },
    finalDaysBefore: terms.balanceDueDays,
  };
}
