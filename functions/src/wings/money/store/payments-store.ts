// The money's store: a booking's plan, payments, refunds and card checkout sessions (fields of the
// booking document, see domain/model/booking-document.ts), and the provider's events, recorded
// once in `paymentEvents/{eventId}` in the same transaction as the booking update. Its writes are
// steps of the transaction the use case owns; it runs transactions of its own only for writes
// that touch nothing else (a checkout session saved or expired).
import { addDays } from '@umrah/domain/model/dates';
import {
  BALANCE_DUE_SOON_DAYS,
  type PaymentFilter,
  type PaymentRecord,
  type PaymentStatus,
} from '@umrah/domain/model/payments';
import {
  isReusableSession,
  nextCheckoutState,
  type CheckoutEventType,
  type CheckoutSessionRecord,
} from '@umrah/domain/model/checkout-session';
import { DomainError } from '@umrah/domain/model/errors';
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentData,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';
import { db } from '../../../platform/firebase/firebase';
import { ADMIN_CREATE_MEMORY_MS, adminCreates } from '../../../platform/firebase/admin-creates';
import { isDocId } from '../../../platform/firebase/doc-id';
import type { CreateOnce } from '@umrah/domain/schemas/idempotency';
import type { CancellationPolicy } from '@umrah/domain/model/money/cancellation-policy';
import {
  acceptedPolicyField,
  bookingRef,
  bookingsCollection,
  findBooking,
  readBookingIn,
} from '../../../platform/firebase/booking-documents';
import { TALLIED } from '@umrah/domain/model/seat-claims';
import {
  checkoutSessionsOf,
  storedPaymentOf,
  toBookingRecord,
  type BookingRecord,
  type StoredPayment,
} from '@umrah/domain/model/booking-document';
import * as clock from '../../../platform/clock';
import type { PlanChangeEntry } from '@umrah/domain/model/money/plan-change';

const events = () => db().collection('paymentEvents');

/** The booking as read now, or null (the pay link, the pay page and receipts read it), and in a transaction. */
export { findBooking, readBookingIn };

/** A payment or refund staff record by hand (e-Transfer, cash, cheque, other). */
export interface ManualRecord {
  amountCents: number;
  kind: 'payment' | 'refund';
  method: PaymentRecord['method'];
  note: string;
  recordedBy: string;
  /** The pilgrim's address for the receipt; '' keeps the booking's. */
  address: string;
  /** The Save's Idempotency-Key: a repeat records nothing and answers the booking as it is. */
  once?: CreateOnce;
}

// The steps below run inside the transaction of the use case that owns it (record-payment,
// record-checkout-event, confirm-booking, send-reminders): reads first, then writes.

/** The booking's stored data if there is one (an event may name a booking that is gone). */
export async function findBookingIn(tx: Transaction, id: string): Promise<DocumentData | null> {
  if (!isDocId(id)) return null;
  const snap = await tx.get(bookingsCollection().doc(id));
  return snap.exists ? (snap.data() ?? {}) : null;
}

/**
 * Whether a Save with this Idempotency-Key was recorded already (even one running in parallel):
 * then it records nothing more. The key used for something else is refused.
 */
export async function savedAlready(tx: Transaction, once: CreateOnce): Promise<boolean> {
  const earlier = await tx.get(adminCreates().doc(once.key));
  if (!earlier.exists) return false;
  if (earlier.get('collection') !== 'payments' || earlier.get('fingerprint') !== once.fingerprint) {
    throw new DomainError('idempotency_key_reused');
  }
  return true;
}

/** Remembers the Save's key with the payment it recorded on booking `id`. */
export function rememberSave(tx: Transaction, once: CreateOnce, id: string): void {
  tx.create(adminCreates().doc(once.key), {
    collection: 'payments',
    itemId: id,
    fingerprint: once.fingerprint,
    at: FieldValue.serverTimestamp(),
    expireAt: Timestamp.fromMillis(clock.now().getTime() + ADMIN_CREATE_MEMORY_MS),
  });
}

/** A new payment record's id. */
export const newPaymentId = () => db().collection('_').doc().id;

/** Writes the plan a confirmation agreed (the booking wing writes the rest of it). */
export function writeAgreedPayment(tx: Transaction, id: string, payment: StoredPayment): void {
  tx.update(bookingRef(id), { payment });
}

/** Writes staff's change of the booking's plan in `tx`, with its record. */
export function writePlanChange(
  tx: Transaction,
  id: string,
  payment: StoredPayment,
  entry: PlanChangeEntry,
): void {
  tx.update(bookingRef(id), {
    payment,
    planChanges: FieldValue.arrayUnion(entry),
    updatedAt: FieldValue.serverTimestamp(),
  });
}

/**
 * Adds a payment (or refund) to booking `id` and its new money state `next` (null: no plan yet,
 * the payment is only kept in the records); `address`, when given, becomes the booking's.
 */
export function writePayment(
  tx: Transaction,
  id: string,
  next: StoredPayment | null,
  record: PaymentRecord,
  address: string,
): void {
  tx.update(bookingRef(id), {
    ...(next ? { payment: next } : {}),
    payments: FieldValue.arrayUnion(record),
    ...(address ? { address } : {}),
    updatedAt: FieldValue.serverTimestamp(),
  });
}

/** Marks the booking as counted in its departure's tally (after a ledger move). */
export function markTallied(tx: Transaction, id: string): void {
  tx.update(bookingRef(id), TALLIED);
}

/** What the webhook hands over from a verified Stripe event (checkout.session.*). */
export interface CheckoutEvent {
  eventId: string;
  type: CheckoutEventType;
  bookingId: string;
  sessionId: string;
  paymentIntentId: string;
  amountCents: number;
  currency: string;
  /** The session's payment_status: 'paid' now, or 'unpaid' while a debit is pending. */
  paymentStatus: string;
  /** The payer's billing address as the checkout collected it, on one line ('' if none). */
  billingAddress: string;
}

export type EventOutcome = 'recorded' | 'pending' | 'failed' | 'expired' | 'duplicate' | 'ignored';

/** The field of one session on the booking (a FieldPath: ids are the provider's). */
const sessionField = (sessionId: string) => new FieldPath('checkoutSessions', sessionId);

/** Whether the provider's event `eventId` was recorded already. */
export async function eventSeen(tx: Transaction, eventId: string): Promise<boolean> {
  return (await tx.get(events().doc(eventId))).exists;
}

/** Records the provider's event once, with what it did. */
export function claimEvent(tx: Transaction, e: CheckoutEvent, outcome: EventOutcome): EventOutcome {
  tx.create(events().doc(e.eventId), {
    type: e.type,
    bookingId: e.bookingId,
    sessionId: e.sessionId,
    outcome,
    receivedAt: FieldValue.serverTimestamp(),
  });
  return outcome;
}

/** What a checkout event writes on its booking. */
export interface CheckoutEventWrite {
  session: CheckoutSessionRecord;
  next: StoredPayment;
  paid: PaymentRecord | null;
  /** The payer's address, to keep as the booking's ('' : none). */
  address: string;
  failed: boolean;
}

export function writeCheckoutEvent(tx: Transaction, bookingId: string, w: CheckoutEventWrite) {
  const update: [FieldPath | string, unknown][] = [
    [sessionField(w.session.id), w.session],
    ['payment', w.next],
    ['updatedAt', FieldValue.serverTimestamp()],
  ];
  if (w.paid) update.push(['payments', FieldValue.arrayUnion(w.paid)]);
  if (w.address) update.push(['address', w.address]);
  if (w.failed) update.push(['paymentFailedAt', FieldValue.serverTimestamp()]);
  const [[field, value], ...rest] = update as [[FieldPath, unknown], ...[string, unknown][]];
  tx.update(bookingRef(bookingId), field, value, ...rest.flat());
}

/** Records that the reminder `key` went out, so it is never sent twice. */
export function markReminderSent(tx: Transaction, id: string, key: string): void {
  tx.update(bookingRef(id), { 'payment.remindersSent': FieldValue.arrayUnion(key) });
}

/** Why a booking takes no card payment now, or null when it may. */
function checkoutRefusal(data: DocumentData | undefined): DomainError | null {
  const status: unknown = data?.['status'];
  if (status === 'cancelled' || status === 'completed') {
    return new DomainError('booking_closed', { status });
  }
  const p = storedPaymentOf(data);
  if (!p) return new DomainError('pay_link_invalid');
  if (p.status === 'paid') return new DomainError('booking_paid_in_full');
  return null;
}

/** What starting a checkout found on the booking. */
export interface CheckoutStart {
  /** An open session for this amount: send the pilgrim back to it. */
  reuse: CheckoutSessionRecord | null;
  /** Open sessions for another amount (or about to lapse): expire them first. */
  stale: CheckoutSessionRecord[];
  /** How many sessions the booking has had (the idempotency key's attempt). */
  attempt: number;
}

/**
 * Reads what a new checkout for `amountCents` must do, refusing cancelled, completed and paid
 * bookings (409) so no link, old or new, takes their money.
 */
export async function checkoutStartOf(
  bookingId: string,
  amountCents: number,
  now = clock.now(),
): Promise<CheckoutStart> {
  const snap = await bookingRef(bookingId).get();
  const refusal = checkoutRefusal(snap.data());
  if (refusal) throw refusal;
  const sessions = checkoutSessionsOf(snap.data());
  const reuse = sessions.find((s) => isReusableSession(s, amountCents, now)) ?? null;
  return {
    reuse,
    stale: reuse ? [] : sessions.filter((s) => s.state === 'open'),
    attempt: sessions.length,
  };
}

/** The booking's sessions still open (a closed booking's are expired at the provider). */
export async function openCheckoutSessions(bookingId: string): Promise<CheckoutSessionRecord[]> {
  const snap = await bookingRef(bookingId).get();
  return checkoutSessionsOf(snap.data()).filter((s) => s.state === 'open');
}

/** Marks a session expired after the provider closed it (an event may have moved it already). */
export async function markCheckoutSessionExpired(
  bookingId: string,
  sessionId: string,
): Promise<void> {
  const ref = bookingRef(bookingId);
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const s = checkoutSessionsOf(snap.data()).find((x) => x.id === sessionId);
    if (!s) return;
    const state = nextCheckoutState(s.state, {
      type: 'checkout.session.expired',
      paymentStatus: 'unpaid',
    });
    if (state !== s.state) tx.update(ref, sessionField(sessionId), { ...s, state });
  });
}

/**
 * Stores a new open session, unless one for the same amount was stored meanwhile (two clicks at
 * once): then that one is answered and the caller closes its own. The booking is checked again,
 * so a booking cancelled in between gets no session.
 */
export async function saveCheckoutSession(
  bookingId: string,
  session: CheckoutSessionRecord,
  now = clock.now(),
): Promise<CheckoutSessionRecord> {
  const ref = bookingRef(bookingId);
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const refusal = checkoutRefusal(snap.data());
    if (refusal) throw refusal;
    const other = checkoutSessionsOf(snap.data()).find(
      (s) => s.id !== session.id && isReusableSession(s, session.amountCents, now),
    );
    if (other) return other;
    const existing = checkoutSessionsOf(snap.data()).find((s) => s.id === session.id);
    // The provider answered an existing session (the same idempotency key): keep its state.
    if (existing) return existing;
    tx.update(ref, sessionField(session.id), session, 'updatedAt', FieldValue.serverTimestamp());
    return session;
  });
}

/**
 * The bookings a payment filter names, soonest due first. Plain equality and range queries on
 * stored fields (composite index payment.status + payment.balanceDueDate), so they page with
 * cursors like any list.
 */
function paymentFilterQuery(filter: PaymentFilter, today: string): Query {
  const byStatus = (s: PaymentStatus | PaymentStatus[]) =>
    Array.isArray(s)
      ? bookingsCollection().where('payment.status', 'in', s)
      : bookingsCollection().where('payment.status', '==', s);
  switch (filter) {
    case 'deposit-due':
      return byStatus('deposit-due').orderBy('payment.balanceDueDate');
    case 'balance-due-soon':
      return byStatus('balance-due')
        .where('payment.balanceDueDate', '>=', today)
        .where('payment.balanceDueDate', '<=', addDays(today, BALANCE_DUE_SOON_DAYS))
        .orderBy('payment.balanceDueDate');
    case 'overdue':
      return byStatus(['deposit-due', 'balance-due'])
        .where('payment.balanceDueDate', '<', today)
        .orderBy('payment.balanceDueDate');
    case 'paid':
      return byStatus('paid').orderBy('payment.balanceDueDate');
  }
}

/** The bookings a payment filter names, soonest due first, at most `max`. */
export async function listPaymentFilter(
  filter: PaymentFilter,
  today: string,
  max: number,
): Promise<BookingRecord[]> {
  const snap = await paymentFilterQuery(filter, today).limit(max).get();
  return snap.docs.map((doc) => toBookingRecord(doc.id, doc.data()));
}

export async function countPaymentFilter(filter: PaymentFilter, today: string): Promise<number> {
  return (await paymentFilterQuery(filter, today).count().get()).data().count;
}

/** The ids of open bookings due by `until` (a reminder's window) or overdue. */
export async function bookingsDueBy(until: string): Promise<string[]> {
  const snap = await bookingsCollection()
    .where('payment.status', 'in', ['deposit-due', 'balance-due'])
    .where('payment.balanceDueDate', '<=', until)
    .get();
  return snap.docs.map((doc) => doc.id);
}

/** The open bookings on a plan whose next instalment is due by `until` (YYYY-MM-DD). */
export async function bookingsNextDueBy(until: string): Promise<string[]> {
  const snap = await bookingsCollection()
    .where('payment.status', 'in', ['deposit-due', 'balance-due'])
    .where('payment.nextDueDate', '<=', until)
    .get();
  return snap.docs.map((doc) => doc.id);
}
/**
 * Records that the booking's pilgrim accepted the booking terms' `version` (on the pay page), and
 * with them `policy`, the cancellation policy in force, when the booking is to keep it anew (null:
 * the booking keeps the policy it has).
 */
export async function recordTermsAcceptance(
  id: string,
  version: number,
  policy: CancellationPolicy | null,
): Promise<void> {
  await bookingRef(id).update({
    termsAccepted: { version, at: FieldValue.serverTimestamp() },
    ...(policy ? { cancellationPolicy: acceptedPolicyField(policy) } : {}),
    updatedAt: FieldValue.serverTimestamp(),
  });
}
