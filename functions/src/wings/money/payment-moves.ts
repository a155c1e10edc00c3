// How a booking's money moves, decided from what its transaction read: pure, so the use cases
// that own the transactions (record-payment, record-checkout-event) share one reading of it.
import { tallyDeltas, type SeatChange } from '@umrah/domain/model/departures';
import { paymentStatusOf, type PaymentRecord } from '@umrah/domain/model/payments';
import type { CheckoutSessionRecord } from '@umrah/domain/model/checkout-session';
import {
  receiptPackageTitle,
  type ReceiptAgency,
  type Receipt,
} from '@umrah/domain/model/receipts';
import { bookingReference } from '@umrah/domain/model/reference';
import { formLanguageOf } from '@umrah/domain/model/validation-messages';
import {
  receivedBeforePlan,
  withNextDueDate,
  type BookingRecord,
  type StoredPayment,
} from '@umrah/domain/model/booking-document';
import { claimFor, storedClaim } from '@umrah/domain/model/seat-claims';
import { nextInstalmentOf } from '@umrah/domain/model/money/plan-allocation';
import { scheduleForTotal } from '@umrah/domain/model/money/cancellation';
import type { DocumentFields } from '@umrah/domain/model/stored-fields';
import type { MailMessage } from '../../platform/mail/mail';
import type { ReceiptDraft } from './store/receipts-store';
import type { CheckoutEvent } from './store/payments-store';
import * as clock from '../../platform/clock';

/** The stored plan once `deltaCents` more is paid (and `pendingDelta` more is pending). */
export function applyAmount(p: StoredPayment, deltaCents: number, pendingDelta = 0): StoredPayment {
  const paidCents = p.paidCents + deltaCents;
  // The next instalment moves with what is paid (a refund can bring an earlier one back).
  return withNextDueDate({
    ...p,
    paidCents,
    pendingCents: Math.max(0, (p.pendingCents ?? 0) + pendingDelta),
    status: paymentStatusOf(p, paidCents),
  });
}

/**
 * The stored plan at a new total (a cancellation's, a name change's fee): the schedule follows
 * (scheduleForTotal: less comes off the last instalments, more is added to the last), the
 * deposit and balance with it; nothing paid moves, the status and next due date are recomputed.
 */
export function planAtTotal(
  p: StoredPayment,
  totalCents: number,
  travellers: number = p.travellers,
): StoredPayment {
  const schedule = p.schedule ? scheduleForTotal(p.schedule, totalCents) : null;
  const depositCents = schedule
    ? (schedule.find((i) => i.kind === 'deposit')?.amountCents ?? 0)
    : Math.min(p.depositCents, totalCents);
  return applyAmount(
    {
      ...p,
      totalCents,
      depositCents,
      balanceCents: totalCents - depositCents,
      travellers,
      ...(schedule ? { schedule } : {}),
    },
    0,
  );
}

/**
 * The departure's paid-in-full count's move when a payment changes whether the booking is paid in
 * full (its seats stay), or null when nothing moves.
 */
export function moneyTallyChange(data: DocumentFields, next: StoredPayment): SeatChange | null {
  const from = storedClaim(data);
  if (!from) return null;
  const after = claimFor(from.departureId, { ...data, payment: next });
  // Money never moves seats: the booking keeps the seats it holds (even an older booking whose
  // stored seats differ from what its state would claim), so a payment is never refused for them.
  const change = { from, to: after && { ...after, seats: from.seats } };
  // Most payments leave the count as it was: then the departure is not even read.
  return tallyDeltas(change).size ? change : null;
}

/**
 * What a receipt takes from outside the booking: the agency's facts as the settings stand, the
 * counsellor to name, and its mail to the pilgrim (queued in the same transaction; null: none).
 */
export interface ReceiptIssue {
  agency: ReceiptAgency;
  counsellor: string;
  mail: (receipt: Receipt, record: BookingRecord) => MailMessage | null;
  /** French package titles by package id (a French receipt names its package by it). */
  frenchTitles?: Record<string, string>;
}

/**
 * The receipt of `record` on booking `bookingId` as stored (`data`), its number still to take.
 * `p` is the booking's agreed plan after the payment; null for money taken before the price is
 * agreed: the services as the pilgrim asked for them, no total and so no balance yet (the receipt
 * says the price is to be confirmed).
 */
export function receiptDraftOf(
  issue: ReceiptIssue,
  bookingId: string,
  data: DocumentFields,
  p: StoredPayment | null,
  record: PaymentRecord,
): ReceiptDraft {
  const language = formLanguageOf(data['language']);
  return {
    bookingId,
    kind: record.kind,
    amountCents: record.amountCents,
    method: record.method,
    paymentId: record.id,
    language,
    customer: {
      name: String(data['fullName'] ?? ''),
      address: String(data['address'] ?? ''),
      email: String(data['email'] ?? ''),
    },
    services: {
      packageTitle: receiptPackageTitle(
        language,
        String(data['packageTitle'] ?? ''),
        issue.frenchTitles?.[String(data['packageId'] ?? '')],
      ),
      roomType: p ? p.roomType : String(data['roomType'] ?? ''),
      travellers: p ? p.travellers : Number(data['numberOfTravelers'] ?? 0),
      departureDate: p ? p.departureDate : String(data['preferredDate'] ?? ''),
    },
    totalCents: p ? p.totalCents : null,
    paidCents: p ? p.paidCents : receivedBeforePlan(data),
    nextDue: p ? nextInstalmentOf(p.schedule, p.paidCents) : null,
    reference: bookingReference(bookingId),
    counsellor: issue.counsellor,
    agency: issue.agency,
  };
}

/**
 * A session the booking has no record of (opened before sessions were recorded, or made at the
 * provider's dashboard): paid if a payment from it is in the records; pending if it brings a
 * debit's outcome and the booking holds that much pending that no recorded session explains (a
 * debit started before sessions were recorded); else open.
 */
export function unrecordedSession(
  e: CheckoutEvent,
  p: StoredPayment,
  records: PaymentRecord[],
  sessions: CheckoutSessionRecord[],
): CheckoutSessionRecord {
  const paid = records.some((r) => r.provider?.sessionId === e.sessionId);
  const explained = sessions
    .filter((s) => s.state === 'pending')
    .reduce((sum, s) => sum + s.amountCents, 0);
  const legacyPending =
    e.type !== 'checkout.session.completed' &&
    e.type !== 'checkout.session.expired' &&
    (p.pendingCents ?? 0) - explained >= e.amountCents &&
    e.amountCents > 0;
  return {
    id: e.sessionId,
    state: paid ? 'paid' : legacyPending ? 'pending' : 'open',
    amountCents: e.amountCents,
    url: '',
    expiresAt: '',
    createdAt: clock.now().toISOString(),
    eventIds: [],
  };
}
