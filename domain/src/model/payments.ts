// Deposits and balances: payment terms from the settings and the arithmetic, all in
// integer cents so no amount is ever a float. Model module: no yup here.

import type { GroupPriceNote } from './group-leaders';
import { allocatePayments, dueNowCents } from './money/plan-allocation';
import { planSchedule, type Instalment, type PlanTemplate } from './money/plan-schedule';
import { addDays } from './dates';

export const CURRENCY = 'cad';

/** How a pilgrim may pay: card through Stripe, Interac e-Transfer, or other (recorded by staff). */
export const PAYMENT_METHODS = ['card', 'etransfer', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What staff record by hand. */
export const MANUAL_PAYMENT_METHODS = ['etransfer', 'cash', 'cheque', 'other'] as const;
export type ManualPaymentMethod = (typeof MANUAL_PAYMENT_METHODS)[number];

/** How staff see a payment's method. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod | ManualPaymentMethod, string> = {
  card: 'Card (Stripe)',
  etransfer: 'Interac e-Transfer',
  cash: 'Cash',
  cheque: 'Cheque',
  other: 'Other',
};

/** Money moved to or from a credit for a later trip (money/credits.ts), as staff see it. */
const CREDIT_LABEL = 'Credit for a later trip';

/** A stored payment's method as staff see it; a method this code does not know, as stored. */
export function paymentMethodLabel(method: string): string {
  if (method === 'credit') return CREDIT_LABEL;
  return Object.hasOwn(PAYMENT_METHOD_LABELS, method)
    ? PAYMENT_METHOD_LABELS[method as keyof typeof PAYMENT_METHOD_LABELS]
    : method;
}

export const DEPOSIT_TYPES = ['amount', 'percent'] as const;
export type DepositType = (typeof DEPOSIT_TYPES)[number];

/**
 * A booking's payment state, stored denormalised on the booking (`payment.status`) so that list
 * filters are plain equality and range queries.
 */
export const PAYMENT_STATUSES = ['deposit-due', 'balance-due', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  'deposit-due': 'Deposit due',
  'balance-due': 'Balance due',
  paid: 'Paid in full',
};

/** The bookings list's payment filters (query parameter `payment`). */
export const PAYMENT_FILTERS = ['deposit-due', 'balance-due-soon', 'overdue', 'paid'] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];
export const PAYMENT_FILTER_LABELS: Record<PaymentFilter, string> = {
  'deposit-due': 'Deposit due',
  'balance-due-soon': 'Balance due soon',
  overdue: 'Overdue',
  paid: 'Paid in full',
};
/** "Balance due soon": due within this many days from today. */
export const BALANCE_DUE_SOON_DAYS = 14;

export const DEFAULT_BALANCE_DUE_DAYS = 45;
export const DEFAULT_REMINDER_DAYS_BEFORE = 7;
export const BALANCE_DUE_DAYS_MAX = 365;
export const REMINDER_DAYS_MAX = 60;
/** Largest amount accepted anywhere (a total of $1,000,000). */
export const MAX_AMOUNT_CENTS = 100_000_000;

/** The agency's payment terms, parsed from the (all-text) settings. */
export interface PaymentTerms {
  deposit: { type: 'amount'; cents: number } | { type: 'percent'; basisPoints: number };
  balanceDueDays: number;
  reminderDaysBefore: number;
  methods: PaymentMethod[];
  etransferEmail: string;
  etransferInstructions: string;
}

/** The settings' text fields these terms come from. */
export interface PaymentTermsSettings {
  depositType?: string;
  depositValue?: string;
  balanceDueDays?: string;
  reminderDaysBefore?: string;
  paymentMethods?: string;
  etransferEmail?: string;
  etransferInstructions?: string;
}

const MONEY_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;

/** "1,234.5" or "$1234.50" → 123450 cents; null when it is not an amount. No floats involved. */
export function parseCents(text: string | null | undefined): number | null {
  const s = (text ?? '').trim().replace(/^\$/, '').replace(/,/g, '');
  if (!MONEY_PATTERN.test(s)) return null;
  const [whole = '0', frac = ''] = s.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** "12.5" (percent) → 1250 basis points; null unless 0-100 with at most two decimals. */
export function parseBasisPoints(text: string | null | undefined): number | null {
  const cents = parseCents(text);
  return cents !== null && cents <= 10_000 ? cents : null;
}

/** 123450 → "$1,234.50" (CAD). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString('en-CA');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** 123450 → "1234.50", for form fields and CSV. */
export function centsToText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** numerator / denominator rounded half up, integers only (no float drift). */
function divideRounded(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

function wholeDays(text: string | undefined, fallback: number, max: number): number {
  const s = (text ?? '').trim();
  if (!/^\d{1,3}$/.test(s)) return fallback;
  return Math.min(Number(s), max);
}

/** The methods named in the settings' comma list; card and e-Transfer when none is set. */
export function paymentMethodsOf(text: string | undefined): PaymentMethod[] {
  const named = (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s): s is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(s));
  return named.length ? PAYMENT_METHODS.filter((m) => named.includes(m)) : ['card', 'etransfer'];
}

/** Payment terms from the settings; a missing or unreadable deposit means no deposit (0). */
export function paymentTermsOf(s: PaymentTermsSettings): PaymentTerms {
  const deposit: PaymentTerms['deposit'] =
    s.depositType === 'percent'
      ? { type: 'percent', basisPoints: parseBasisPoints(s.depositValue) ?? 0 }
      : { type: 'amount', cents: parseCents(s.depositValue) ?? 0 };
  return {
    deposit,
    balanceDueDays: wholeDays(s.balanceDueDays, DEFAULT_BALANCE_DUE_DAYS, BALANCE_DUE_DAYS_MAX),
    reminderDaysBefore: wholeDays(
      s.reminderDaysBefore,
      DEFAULT_REMINDER_DAYS_BEFORE,
      REMINDER_DAYS_MAX,
    ),
    methods: paymentMethodsOf(s.paymentMethods),
    etransferEmail: (s.etransferEmail ?? '').trim(),
    etransferInstructions: (s.etransferInstructions ?? '').trim(),
  };
}

export interface PaymentPlan {
  totalCents: number;
  depositCents: number;
  balanceCents: number;
  /** YYYY-MM-DD: the whole total is due by then. */
  balanceDueDate: string;
  /** YYYY-MM-DD: the deposit is due by then, when the departure sets a date (else: now). */
  depositDueDate?: string | null;
  /**
   * The instalments, when the booking's departure sets a payment plan (money/plan-schedule.ts):
   * the deposit on confirmation, then each instalment, the last on `balanceDueDate`. Null or
   * absent: a deposit and a balance.
   */
  schedule?: Instalment[] | null;
}

/**
 * The plan of a schedule (money/plan-schedule.ts): its deposit is the deposit instalment, its
 * balance everything after it, due by the last instalment's date; the deposit is due on
 * confirmation (its own date, the first). An empty schedule (a zero total) is all paid.
 */
export function planOfSchedule(schedule: Instalment[]): PaymentPlan {
  const totalCents = schedule.reduce((sum, i) => sum + i.amountCents, 0);
  const deposit = schedule.find((i) => i.kind === 'deposit');
  const depositCents = deposit?.amountCents ?? 0;
  return {
    totalCents,
    depositCents,
    balanceCents: totalCents - depositCents,
    balanceDueDate: schedule.at(-1)?.date ?? '',
    depositDueDate: null,
    schedule,
  };
}

/** What a booking's plan is computed from. */
export interface PaymentPlanInput {
  totalCents: number;
  travellers: number;
  departureDate: string;
  today: string;
  terms: Pick<PaymentTerms, 'deposit' | 'balanceDueDays'>;
  overrides?: DueDateOverrides;
}

/**
 * The plan a confirmation agrees: a departure's payment plan spreads the total over its
 * instalments still ahead; without one (or for a zero total), the settings' deposit and balance
 * with the departure's own due dates. The confirmation and the public pages' deposit both read it.
 */
export function agreedPlan(
  input: PaymentPlanInput & { template?: PlanTemplate | null },
): PaymentPlan {
  const { template, ...rest } = input;
  if (!template || rest.totalCents <= 0) return computePaymentPlan(rest);
  return planOfSchedule(
    planSchedule(template, {
      total: rest.totalCents,
      travellers: rest.travellers,
      confirmedOn: rest.today,
      departureDate: rest.departureDate,
    }),
  );
}

/** A departure's own deadlines, overriding the settings' terms where set. */
export interface DueDateOverrides {
  depositDueDate?: string | null;
  balanceDueDate?: string | null;
}

/**
 * The deposit each traveller owes under the terms: the fixed amount, or the percentage of their
 * share of the total, rounded half up to the cent.
 */
export function depositPerTravellerCents(
  terms: Pick<PaymentTerms, 'deposit'>,
  totalCents: number,
  travellers: number,
): number {
  return terms.deposit.type === 'amount'
    ? terms.deposit.cents
    : divideRounded(totalCents * terms.deposit.basisPoints, 10_000 * travellers);
}

/**
 * The deposit and balance of a confirmed booking. The deposit is per traveller: a fixed amount,
 * or a percentage of each traveller's share of the agreed total (the room price), rounded half
 * up to the cent per traveller, so every traveller owes the same deposit. It never exceeds the
 * total. The balance is due `balanceDueDays` before departure; when that day is today or past
 * (a late booking), the whole total is due now. A departure's own dates (`overrides`) replace
 * the terms' balance due date and set a deposit due date; past dates count as today.
 */
export function computePaymentPlan(input: PaymentPlanInput): PaymentPlan {
  const { totalCents, travellers, departureDate, today, terms, overrides } = input;
  if (!Number.isInteger(totalCents) || totalCents < 0) throw new Error('total must be cents');
  if (!Number.isInteger(travellers) || travellers < 1) throw new Error('travellers must be >= 1');
  const perTraveller = depositPerTravellerCents(terms, totalCents, travellers);
  const { balanceDueDate, depositDueDate: depositDue } = planDueDates({
    departureDate,
    today,
    terms,
    overrides,
  });
  const depositCents =
    balanceDueDate === today ? totalCents : Math.min(totalCents, perTraveller * travellers);
  const plan = {
    totalCents,
    depositCents,
    balanceCents: totalCents - depositCents,
    balanceDueDate,
  };
  if (!depositDue) return plan;
  return { ...plan, depositDueDate: depositDue };
}

/**
 * A plan's due dates for a departure date: the balance `balanceDueDays` before it (or the
 * departure's own date), never before today; the deposit's date (only when the departure sets
 * one) between today and the balance's. Confirming uses it, and so do a departure's new dates and
 * a booking moved to another departure, so their bookings owe by the dates they would get today.
 */
export function planDueDates(input: {
  departureDate: string;
  today: string;
  terms: Pick<PaymentTerms, 'balanceDueDays'>;
  overrides?: DueDateOverrides;
}): { balanceDueDate: string; depositDueDate: string | null } {
  const { departureDate, today, terms, overrides } = input;
  const dueDate = overrides?.balanceDueDate ?? addDays(departureDate, -terms.balanceDueDays);
  const balanceDueDate = dueDate > today ? dueDate : today;
  const depositDue = overrides?.depositDueDate;
  return {
    balanceDueDate,
    depositDueDate: depositDue ? ([depositDue, today, balanceDueDate].sort()[1] ?? today) : null,
  };
}

/** Where a booking stands once `paidCents` (payments less refunds) has arrived. */
export function paymentStatusOf(
  plan: Pick<PaymentPlan, 'totalCents' | 'depositCents'>,
  paidCents: number,
): PaymentStatus {
  if (paidCents >= plan.totalCents) return 'paid';
  if (paidCents >= plan.depositCents) return 'balance-due';
  return 'deposit-due';
}

/** What the pilgrim should pay now (the rest of the deposit, else the rest of the balance). */
export function amountDueNow(
  plan: Pick<PaymentPlan, 'totalCents' | 'depositCents' | 'schedule'>,
  paidCents: number,
  today?: string,
): number {
  if (plan.schedule?.length && today) {
    // By instalments: what has fallen due, else the next instalment.
    const allocation = allocatePayments(plan.schedule, paidCents);
    return dueNowCents(allocation, today) || (allocation.next?.leftCents ?? 0);
  }
  if (paidCents < plan.depositCents) return plan.depositCents - paidCents;
  return Math.max(0, plan.totalCents - paidCents);
}

/** What is owed after what is due now and what is on its way (the balance, by its due date). */
export function amountDueLater(m: {
  totalCents: number;
  paidCents: number;
  pendingCents: number;
  dueNowCents: number;
}): number {
  return Math.max(0, m.totalCents - m.paidCents - m.pendingCents - m.dueNowCents);
}

/** One payment or refund of a booking, as staff see it. */
export interface PaymentRecord {
  id: string;
  /** Positive for a payment, negative for a refund. */
  amountCents: number;
  kind: 'payment' | 'refund';
  method: string;
  note: string;
  /** Stripe ids (checkout session, payment intent, event) when it came through Stripe. */
  provider: { sessionId: string; paymentIntentId: string; eventId: string } | null;
  recordedBy: string;
  at: string;
}

/** A booking's payment state (`payment` on the booking), as the API answers it. */
export interface BookingPayment extends PaymentPlan {
  status: PaymentStatus;
  paidCents: number;
  currency: string;
  roomType: string;
  travellers: number;
  departureDate: string;
  reference: string;
  confirmedAt: string;
  /** The pay page's address (only in admin answers; the token is derived, never stored). */
  link: string;
  linkExpiresAt: string;
  /** Debits that were started but not yet confirmed (pre-authorised debit). */
  pendingCents: number;
  remindersSent: string[];
  /** A group booking's price per traveller and why (model/group-leaders.ts); absent: none. */
  groupPrice?: GroupPriceNote | null;
}
