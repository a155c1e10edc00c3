// How a booking is stored, and how a stored document reads as the API's Booking: the one reading
// of the `bookings` documents, shared by the wings that own parts of them (bookings: who and what;
// money: the payment fields below). The payment state lives on the booking document itself:
//  - `payment`: the agreed plan and where it stands, denormalised so that list filters are plain
//    equality and range queries (`payment.status`, `payment.balanceDueDate`);
//  - `payments`: every payment and refund (amounts in cents, refunds negative);
//  - `checkoutSessions`: each card checkout session by id, with its state; the provider's events
//    move it (domain/src/model/checkout-session.ts) and the money follows the state.
import type { GroupPriceNote } from './group-leaders';
import type { CheckoutSessionRecord } from './checkout-session';
import type { Booking, BookingStatus } from './bookings';
import { isInsuranceAnswer, type TermsAcceptance } from './confirmation';
import type { BookingPayment, PaymentRecord, PaymentStatus } from './payments';
import type { Instalment, InstalmentKind } from './money/plan-schedule';
import { allocatePayments, nextDueDateOf } from './money/plan-allocation';
import { cancellationRequestOf, type CancellationEntry } from './money/cancellation';
import type { NameChangeEntry } from './money/name-change';
import type { PlanChangeEntry } from './money/plan-change';
import { departureOfferOf } from './money/departure-cancellation';
import { bookingReference } from './reference';
import { formLanguageOf } from './validation-messages';
import { isoOf, type DocumentFields } from './stored-fields';
import type { AcceptedPolicy, CancellationPolicy } from './money/cancellation-policy';

export interface StoredPassport {
  path: string;
  fileName: string;
  contentType: string;
  size: number;
}

/** `payment` as stored on a booking. */
export interface StoredPayment {
  status: PaymentStatus;
  totalCents: number;
  depositCents: number;
  balanceCents: number;
  balanceDueDate: string;
  /** Set when the booking's departure sets its own deposit date. */
  depositDueDate?: string | null;
  /** The instalments, when the booking's departure sets a payment plan (PaymentPlan.schedule). */
  schedule?: Instalment[] | null;
  /**
   * YYYY-MM-DD: the earliest instalment not fully paid (withNextDueDate keeps it), for the
   * reminder job's query. Absent without a schedule and once all is paid.
   */
  nextDueDate?: string;
  paidCents: number;
  pendingCents: number;
  currency: string;
  roomType: string;
  travellers: number;
  departureDate: string;
  /**
   * The booking's reference when it was confirmed. Read as bookingReference(id) whatever is
   * stored (bookings confirmed before kept "UMR-…" here: a search alias, never shown).
   */
  reference: string;
  linkVersion: number;
  /** YYYY-MM-DD: the last day the pay link works. */
  linkExpires: string;
  confirmedAt: unknown;
  remindersSent: string[];
  /** A group booking's price per traveller and why (set at confirmation, lowered with the group). */
  groupPrice?: GroupPriceNote | null;
}

/** A booking as read, with what only the server sees: its stored payment (to sign the link). */
export interface BookingRecord {
  booking: Booking;
  stored: StoredPayment | null;
  /** The payment reference an older confirmation gave ("UMR-…"): still taken, never shown. */
  legacyReference: string | null;
}

/** The stored plan, with the booking's one reference (whatever an older confirmation stored). */
function storedWithReference(id: string, d: DocumentFields): StoredPayment | null {
  const p = storedPaymentOf(d);
  return p && { ...p, reference: bookingReference(id) };
}

/** `p` with its `nextDueDate` as its schedule and paid amount set it (absent when none). */
export function withNextDueDate(p: StoredPayment): StoredPayment {
  const { nextDueDate: _old, ...rest } = p;
  const next = nextDueDateOf(p.schedule, p.paidCents);
  return next ? { ...rest, nextDueDate: next } : rest;
}

/**
 * What a payment reminder is about: on a plan, the earliest instalment not fully paid (what is
 * left of it, its date); without one, the whole balance by its due date. Null when nothing is due.
 */
export interface ReminderDue {
  date: string;
  leftCents: number;
  /** True when `date` is one instalment of a schedule. */
  instalment: boolean;
  /** The instalment's kind (null for a balance). */
  kind: InstalmentKind | null;
}

export function reminderDueOf(p: StoredPayment): ReminderDue | null {
  if (p.schedule?.length) {
    const next = allocatePayments(p.schedule, p.paidCents).next;
    return (
      next && { date: next.date, leftCents: next.leftCents, instalment: true, kind: next.kind }
    );
  }
  return {
    date: p.balanceDueDate,
    leftCents: p.totalCents - p.paidCents,
    instalment: false,
    kind: null,
  };
}

export function storedPaymentOf(data: DocumentFields | undefined): StoredPayment | null {
  const p = data?.['payment'] as StoredPayment | null | undefined;
  return p && typeof p.totalCents === 'number' ? p : null;
}

/**
 * What a booking without a plan holds: the payments less the refunds staff recorded by hand (a
 * deposit taken in cash at the office before the price is agreed). Only staff record money then:
 * a card checkout needs a plan.
 */
export function receivedBeforePlan(data: DocumentFields): number {
  return paymentRecordsOf(data).reduce((sum, r) => sum + r.amountCents, 0);
}

export function paymentRecordsOf(data: DocumentFields | undefined): PaymentRecord[] {
  const list = data?.['payments'];
  return Array.isArray(list) ? (list as PaymentRecord[]) : [];
}

/** The booking's checkout sessions by id. */
export function checkoutSessionsOf(data: DocumentFields | undefined): CheckoutSessionRecord[] {
  const map = data?.['checkoutSessions'];
  if (!map || typeof map !== 'object') return [];
  return Object.values(map as Record<string, CheckoutSessionRecord>).filter(
    (s) => typeof s?.id === 'string' && typeof s.amountCents === 'number',
  );
}

/** The API's view of the stored plan; `link` is filled by the use case that can sign it. */
function toBookingPayment(p: StoredPayment, link = ''): BookingPayment {
  return {
    status: p.status,
    totalCents: p.totalCents,
    depositCents: p.depositCents,
    balanceCents: p.balanceCents,
    balanceDueDate: p.balanceDueDate,
    depositDueDate: p.depositDueDate ?? null,
    schedule: p.schedule ?? null,
    paidCents: p.paidCents,
    pendingCents: p.pendingCents ?? 0,
    currency: p.currency,
    roomType: p.roomType,
    travellers: p.travellers,
    departureDate: p.departureDate,
    reference: p.reference,
    confirmedAt: isoOf(p.confirmedAt),
    link,
    linkExpiresAt: p.linkExpires,
    remindersSent: p.remindersSent ?? [],
    groupPrice: p.groupPrice ?? null,
  };
}

/** A stored booking document as the API's Booking (pay link still empty). */
export function toBooking(id: string, d: DocumentFields): Booking {
  const passport = d['passport'] as StoredPassport | null | undefined;
  const stored = storedWithReference(id, d);
  return {
    id,
    reference: bookingReference(id),
    fullName: d['fullName'],
    email: d['email'],
    phone: d['phone'],
    packageId: d['packageId'],
    packageTitle: d['packageTitle'] ?? '',
    packageSlug: d['packageSlug'] ?? '',
    roomType: d['roomType'] ?? '',
    waitingList: d['waitingList'] === true,
    departureId: typeof d['departureId'] === 'string' && d['departureId'] ? d['departureId'] : null,
    group:
      typeof d['groupCode'] === 'string' && d['groupCode']
        ? { code: d['groupCode'], name: typeof d['groupName'] === 'string' ? d['groupName'] : '' }
        : null,
    seatsHeld: Number(d['seatsHeld'] ?? 0),
    waitingListSkip: (d['waitingListSkip'] as Booking['waitingListSkip']) ?? null,
    language: formLanguageOf(d['language']),
    numberOfTravelers: d['numberOfTravelers'],
    preferredDate: d['preferredDate'],
    specialRequests: d['specialRequests'] ?? '',
    status: d['status'] as BookingStatus,
    note: d['note'] ?? '',
    consentAt: isoOf(d['consentAt']),
    receivedAt: isoOf(d['receivedAt']),
    tripDate: d['tripDate'] ?? '',
    passport: passport
      ? { fileName: passport.fileName, contentType: passport.contentType, size: passport.size }
      : null,
    passportDeletedAt: d['passportDeletedAt'] ? isoOf(d['passportDeletedAt']) : null,
    address: typeof d['address'] === 'string' ? d['address'] : '',
    insurance: isInsuranceAnswer(d['insurance']) ? d['insurance'] : '',
    termsAccepted: termsAcceptanceOf(d['termsAccepted']),
    cancellationPolicy: acceptedPolicyStored(d['cancellationPolicy']),
    cancellationRequest: cancellationRequestOf(d['cancellationRequest']),
    payment: stored ? toBookingPayment(stored) : null,
    payments: paymentRecordsOf(d),
    cancellations: Array.isArray(d['cancellations'])
      ? (d['cancellations'] as CancellationEntry[])
      : [],
    nameChanges: Array.isArray(d['nameChanges']) ? (d['nameChanges'] as NameChangeEntry[]) : [],
    planChanges: Array.isArray(d['planChanges']) ? (d['planChanges'] as PlanChangeEntry[]) : [],
    // Only on bookings of a departure the agency cancelled (the others' shape stays as it was).
    ...(d['departureCancellation']
      ? { departureCancellation: departureOfferOf(d['departureCancellation']) }
      : {}),
  };
}

/** The stored acceptance ({version, at: Timestamp}) as the API answers it; null when none. */
function termsAcceptanceOf(value: unknown): TermsAcceptance | null {
  const v = value as { version?: unknown; at?: unknown } | null | undefined;
  if (!v || typeof v.version !== 'number') return null;
  return { version: v.version, at: isoOf(v.at) };
}

/**
 * The stored policy ({version, policy, acceptedAt: Timestamp}, written as the terms' acceptance
 * is) as the API answers it; null when none was recorded (bookings made before policies).
 */
function acceptedPolicyStored(value: unknown): AcceptedPolicy | null {
  const v = value as { version?: unknown; policy?: unknown; acceptedAt?: unknown } | null;
  const policy = v?.policy as Partial<CancellationPolicy> | null | undefined;
  if (!v || typeof v.version !== 'string' || !policy) return null;
  if (!Array.isArray(policy.tiers) || !Array.isArray(policy.nonRefundable)) return null;
  return {
    version: v.version,
    policy: { tiers: policy.tiers, nonRefundable: policy.nonRefundable },
    acceptedAt: isoOf(v.acceptedAt),
  };
}

export function toBookingRecord(id: string, d: DocumentFields): BookingRecord {
  const legacy = storedPaymentOf(d)?.reference;
  return {
    booking: toBooking(id, d),
    stored: storedWithReference(id, d),
    legacyReference: legacy && legacy !== bookingReference(id) ? legacy : null,
  };
}
