// The payment half of the bookings store: a booking's plan, payments, refunds and card checkout
// sessions (stored on the booking, see records.ts). Webhook events are recorded once in
// `paymentEvents/{eventId}` in the same transaction as the booking update.
import { addDays } from '@umrah/domain/model/dates';
import { tallyDeltas } from '@umrah/domain/model/departures';
import {
  BALANCE_DUE_SOON_DAYS,
  CURRENCY,
  paymentStatusOf,
  type PaymentFilter,
  type PaymentPlan,
  type PaymentRecord,
  type PaymentStatus,
} from '@umrah/domain/model/payments';
import {
  applyCheckoutEvent,
  isReusableSession,
  nextCheckoutState,
  type CheckoutEventType,
  type CheckoutSessionRecord,
} from '@umrah/domain/model/checkout-session';
import { bookingReference } from '@umrah/domain/model/reference';
import { DomainError } from '@umrah/domain/model/errors';
import type { InsuranceAnswer } from '@umrah/domain/model/confirmation';
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentData,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';
import { CLOSED_BOOKING_STATUSES } from '@umrah/domain/model/bookings';
import { db } from '../../../platform/firebase/firebase';
import { ADMIN_CREATE_MEMORY_MS, adminCreates } from '../../../platform/firebase/admin-creates';
import { isDocId } from '../../../platform/firebase/doc-id';
import type { CreateOnce } from '@umrah/domain/schemas/idempotency';
import { queueMail, type MailMessage } from '../../../platform/mail/mail';
import {
  receiptPackageTitle,
  type Receipt,
  type ReceiptAgency,
} from '@umrah/domain/model/receipts';
import { formLanguageOf } from '@umrah/domain/model/validation-messages';
import { bookingRef, bookingsCollection, existing } from '../../bookings/store/bookings-store';
import {
  checkWaitingOrder,
  claimFor,
  SEAT_TRANSACTION,
  storedClaim,
  TALLIED,
  type SeatLedger,
} from '../../bookings/store/booking-seats';
import {
  issueReceipt,
  readReceiptCounter,
  RECEIPT_TRANSACTION,
  type ReceiptCounter,
} from './receipts-store';
import {
  checkoutSessionsOf,
  paymentRecordsOf,
  storedPaymentOf,
  toBookingRecord,
  type BookingRecord,
  type StoredPayment,
} from '../../bookings/store/records';

const events = () => db().collection('paymentEvents');

/** What staff agreed when confirming: the plan the use case computed from the settings' terms. */
export interface Confirmation {
  plan: PaymentPlan;
  roomType: string;
  travellers: number;
  departureDate: string;
  /** YYYY-MM-DD: the last day the new pay link works. */
  linkExpires: string;
  /** The pilgrim's answer to the insurance staff offered ('' : not recorded, keeps any earlier). */
  insurance: InsuranceAnswer | '';
}

/** The seats a confirmation takes: on `departureId` (null: the booking's own, if any). */
export interface ConfirmationSeats {
  ledger: SeatLedger;
  departureId: string | null;
  /** Why earlier waiting-list requests are passed over ('' : refuse to pass them). */
  skipReason: string;
}

/** A mail to queue with a write, made from the booking as written; null: none. */
export type MailFor = (record: BookingRecord) => MailMessage | null;

/**
 * Confirms a booking at the agreed plan. Payments already received stay counted; a new link
 * version retires links sent before; `mail` is queued in the same transaction, so the pilgrim is
 * mailed exactly when the confirmation is stored. Answers the booking as written (one read).
 */
export async function confirmBookingPayment(
  id: string,
  c: Confirmation,
  mail: MailFor | null,
  seats: ConfirmationSeats,
): Promise<BookingRecord> {
  const ref = bookingRef(id);
  return db().runTransaction(async (tx) => {
    const data = existing(await tx.get(ref));
    const before = storedPaymentOf(data);
    // Money staff recorded before the price was agreed counts toward the first plan.
    const paidCents = before?.paidCents ?? receivedBeforePlan(data);
    const payment: StoredPayment = {
      ...c.plan,
      status: paymentStatusOf(c.plan, paidCents),
      paidCents,
      pendingCents: before?.pendingCents ?? 0,
      currency: CURRENCY,
      roomType: c.roomType,
      travellers: c.travellers,
      departureDate: c.departureDate,
      reference: bookingReference(id),
      linkVersion: (before?.linkVersion ?? 0) + 1,
      linkExpires: c.linkExpires,
      confirmedAt: Timestamp.now(),
      // A new plan, new reminders.
      remindersSent: [],
    };
    // Then the seats: the departure's counts and the booking move together or not at all.
    const claimed = storedClaim(data);
    const to = claimFor(seats.departureId ?? claimed?.departureId ?? null, {
      ...data,
      status: 'confirmed',
      payment,
    });
    const skip = await checkWaitingOrder(tx, id, data, to, seats.skipReason);
    await seats.ledger(tx, { from: claimed, to });
    const now = FieldValue.serverTimestamp();
    const seatFields = to
      ? {
          departureId: to.departureId,
          seatsHeld: to.seats,
          ...TALLIED,
          ...(skip ? { waitingListSkip: skip } : {}),
        }
      : {};
    tx.update(ref, {
      payment,
      status: 'confirmed',
      updatedAt: now,
      ...(data['status'] !== 'confirmed' ? { statusChangedAt: now } : {}),
      ...seatFields,
      ...(c.insurance ? { insurance: c.insurance } : {}),
    });
    const record = toBookingRecord(id, {
      ...data,
      ...seatFields,
      ...(c.insurance ? { insurance: c.insurance } : {}),
      payment,
      status: 'confirmed',
    });
    const message = mail?.(record);
    if (message) queueMail(tx, record.booking.email, message);
    return record;
  }, SEAT_TRANSACTION);
}

function applyAmount(p: StoredPayment, deltaCents: number, pendingDelta = 0): StoredPayment {
  const paidCents = p.paidCents + deltaCents;
  return {
    ...p,
    paidCents,
    pendingCents: Math.max(0, (p.pendingCents ?? 0) + pendingDelta),
    status: paymentStatusOf(p, paidCents),
  };
}

/** Writes a payment (or refund) and the booking's new money state `next` inside `tx`. */
function addRecord(
  tx: Transaction,
  ref: FirebaseFirestore.DocumentReference,
  next: StoredPayment,
  record: PaymentRecord,
): void {
  tx.update(ref, {
    payment: next,
    payments: FieldValue.arrayUnion(record),
    updatedAt: FieldValue.serverTimestamp(),
  });
}

/**
 * Moves the departure's paid-in-full count when a payment changes whether the booking is paid
 * in full (its seats stay): after the transaction's reads, before its first write.
 */
async function followMoney(
  tx: Transaction,
  ref: FirebaseFirestore.DocumentReference,
  data: FirebaseFirestore.DocumentData,
  next: StoredPayment,
  ledger: SeatLedger,
): Promise<void> {
  const from = storedClaim(data);
  if (!from) return;
  const after = claimFor(from.departureId, { ...data, payment: next });
  // Money never moves seats: the booking keeps the seats it holds (even an older booking whose
  // stored seats differ from what its state would claim), so a payment is never refused for them.
  const change = { from, to: after && { ...after, seats: from.seats } };
  // Most payments leave the count as it was: then the departure is not even read.
  if (!tallyDeltas(change).size) return;
  await ledger(tx, change);
  tx.update(ref, TALLIED);
}

/**
 * RECEIPT_LOCK_ORDER: every transaction that may issue a receipt reads the receipts' counter
 * before anything else. A transaction locks what it reads until it commits; if one payment locked
 * its booking and then waited for the counter while another held the counter and waited for that
 * booking, both would wait until the lock times out (the emulator shows it under 20 payments at
 * once). Taking the counter first puts the money's writes in one queue, which at an agency's
 * volume costs nothing.
 */

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
 * Issues the receipt of `record` in `tx` (the counter was read in it, before any write) and
 * queues its mail; answers the receipt. `p` is the booking's agreed plan; null for money taken
 * before the price is agreed: the services as the pilgrim asked for them, no total and so no
 * balance yet (the receipt says the price is to be confirmed).
 */
function issueReceiptOf(
  tx: Transaction,
  counter: ReceiptCounter,
  issue: ReceiptIssue,
  bookingId: string,
  data: DocumentData,
  p: StoredPayment | null,
  record: PaymentRecord,
): Receipt {
  const booking = toBookingRecord(bookingId, p ? { ...data, payment: p } : data);
  const language = formLanguageOf(data['language']);
  const receipt = issueReceipt(tx, counter, {
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
    reference: bookingReference(bookingId),
    counsellor: issue.counsellor,
    agency: issue.agency,
  });
  const message = issue.mail(receipt, booking);
  if (message) queueMail(tx, booking.booking.email, message);
  return receipt;
}

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

/**
 * What a booking without a plan holds: the payments less the refunds staff recorded by hand (a
 * deposit taken in cash at the office before the price is agreed). Only staff record money then:
 * a card checkout needs a plan.
 */
function receivedBeforePlan(data: DocumentData): number {
  return paymentRecordsOf(data).reduce((sum, r) => sum + r.amountCents, 0);
}

/**
 * Adds a payment or refund staff recorded, with its numbered receipt and the receipt's mail, in
 * one transaction: if any of it fails, nothing is written and no number is taken. A booking not
 * yet confirmed at a price takes it too: it is kept in the records, and the confirmation counts
 * it. Answers the booking as written and the receipt.
 */
export async function recordManualPayment(
  id: string,
  m: ManualRecord,
  issue: ReceiptIssue,
  ledger: SeatLedger,
): Promise<{ record: BookingRecord; receipt: Receipt | null }> {
  const ref = bookingRef(id);
  const onceRef = m.once ? adminCreates().doc(m.once.key) : null;
  return db().runTransaction(async (tx) => {
    // The receipts' counter first, then the booking (see RECEIPT_LOCK_ORDER), then the key.
    const counter = await readReceiptCounter(tx);
    const snap = await tx.get(ref);
    const stored = existing(snap);
    const earlier = onceRef ? await tx.get(onceRef) : null;
    if (earlier?.exists) {
      // A retry of a Save already recorded (even one running in parallel): nothing more.
      if (
        earlier.get('collection') !== 'payments' ||
        earlier.get('fingerprint') !== m.once?.fingerprint
      ) {
        throw new DomainError('idempotency_key_reused');
      }
      return { record: toBookingRecord(id, stored), receipt: null };
    }
    if (onceRef && m.once) {
      tx.create(onceRef, {
        collection: 'payments',
        itemId: id,
        fingerprint: m.once.fingerprint,
        at: FieldValue.serverTimestamp(),
        expireAt: Timestamp.fromMillis(Date.now() + ADMIN_CREATE_MEMORY_MS),
      });
    }
    const data = m.address ? { ...stored, address: m.address } : stored;
    const p = storedPaymentOf(data);
    const paidCents = p ? p.paidCents : receivedBeforePlan(data);
    if (m.kind === 'refund' && m.amountCents > paidCents) {
      throw new DomainError('refund_exceeds_paid', { paidCents });
    }
    const record: PaymentRecord = {
      id: db().collection('_').doc().id,
      amountCents: m.kind === 'refund' ? -m.amountCents : m.amountCents,
      kind: m.kind,
      method: m.method,
      note: m.note,
      provider: null,
      recordedBy: m.recordedBy,
      at: new Date().toISOString(),
    };
    const payments = [...paymentRecordsOf(data), record];
    if (!p) {
      tx.update(ref, {
        payments: FieldValue.arrayUnion(record),
        ...(m.address ? { address: m.address } : {}),
        updatedAt: FieldValue.serverTimestamp(),
      });
      const receipt = issueReceiptOf(tx, counter, issue, id, { ...data, payments }, null, record);
      return { record: toBookingRecord(id, { ...data, payments }), receipt };
    }
    const next = applyAmount(p, record.amountCents);
    await followMoney(tx, ref, data, next, ledger);
    addRecord(tx, ref, next, record);
    if (m.address) tx.update(ref, { address: m.address });
    const receipt = issueReceiptOf(tx, counter, issue, id, data, next, record);
    return { record: toBookingRecord(id, { ...data, payment: next, payments }), receipt };
  }, RECEIPT_TRANSACTION);
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

/**
 * A session the booking has no record of (opened before sessions were recorded, or made at the
 * provider's dashboard): paid if a payment from it is in the records; pending if it brings a debit's outcome
 * and the booking holds that much pending that no recorded session explains (a debit started
 * before sessions were recorded); else open.
 */
function unrecordedSession(
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
    createdAt: new Date().toISOString(),
    eventIds: [],
  };
}

/**
 * Records a checkout event once: the event id is claimed in the same transaction as the booking
 * update, so a replayed or concurrently redelivered event changes nothing. The session's state
 * decides what the event may do (domain/src/model/checkout-session.ts): a payment is counted when its
 * session first becomes paid, whichever event says so, and a debit is pending only while its
 * session is, so events arriving in any order leave the same balance.
 */
export async function recordCheckoutEvent(
  e: CheckoutEvent,
  issue: ReceiptIssue,
  ledger: SeatLedger,
): Promise<EventOutcome> {
  const eventRef = events().doc(e.eventId);
  const ref = isDocId(e.bookingId) ? bookingsCollection().doc(e.bookingId) : null;
  return db().runTransaction(async (tx) => {
    // The receipts' counter first, then the event and the booking (see RECEIPT_LOCK_ORDER).
    const counter = await readReceiptCounter(tx);
    const [seen, snap] = await Promise.all([tx.get(eventRef), ref ? tx.get(ref) : null]);
    if (seen.exists) return 'duplicate';
    const p = snap?.exists ? storedPaymentOf(snap.data()) : null;
    const claim = (outcome: EventOutcome) => {
      tx.create(eventRef, {
        type: e.type,
        bookingId: e.bookingId,
        sessionId: e.sessionId,
        outcome,
        receivedAt: FieldValue.serverTimestamp(),
      });
      return outcome;
    };
    if (!ref || !p || e.currency.toLowerCase() !== CURRENCY) return claim('ignored');
    const records = paymentRecordsOf(snap?.data());
    const sessions = checkoutSessionsOf(snap?.data());
    const known = sessions.find((s) => s.id === e.sessionId);
    const before = known ?? unrecordedSession(e, p, records, sessions);
    // Until money moves, the provider's amount is the session's (it is what the pilgrim pays).
    const session =
      (before.state === 'open' || before.state === 'expired') && e.amountCents > 0
        ? { ...before, amountCents: e.amountCents }
        : before;
    const t = applyCheckoutEvent(session, {
      id: e.eventId,
      type: e.type,
      paymentStatus: e.paymentStatus,
    });
    if (t.session.eventIds === session.eventIds) return claim('duplicate');
    const next = applyAmount(p, t.paidDeltaCents, t.pendingDeltaCents);
    await followMoney(tx, ref, snap?.data() ?? {}, next, ledger);
    const update: [FieldPath | string, unknown][] = [
      [sessionField(e.sessionId), t.session],
      ['payment', next],
      ['updatedAt', FieldValue.serverTimestamp()],
    ];
    const paid: PaymentRecord | null =
      t.paidDeltaCents > 0
        ? {
            id: e.eventId,
            amountCents: t.paidDeltaCents,
            kind: 'payment',
            method: 'card',
            note: '',
            provider: {
              sessionId: e.sessionId,
              paymentIntentId: e.paymentIntentId,
              eventId: e.eventId,
            },
            recordedBy: 'Stripe',
            at: new Date().toISOString(),
          }
        : null;
    if (paid) update.push(['payments', FieldValue.arrayUnion(paid)]);
    // The payer's address from the checkout: on this receipt, and the booking's if it had none.
    const stored = snap?.data() ?? {};
    const address = paid ? e.billingAddress.trim() : '';
    if (address && !String(stored['address'] ?? '').trim()) update.push(['address', address]);
    if (t.changed && t.session.state === 'failed') {
      update.push(['paymentFailedAt', FieldValue.serverTimestamp()]);
    }
    const [[field, value], ...rest] = update as [[FieldPath, unknown], ...[string, unknown][]];
    tx.update(ref, field, value, ...rest.flat());
    if (paid && snap) {
      const data = address ? { ...stored, address } : stored;
      issueReceiptOf(tx, counter, issue, e.bookingId, data, next, paid);
    }
    if (!t.changed) return claim('ignored');
    const outcomes: Record<CheckoutSessionRecord['state'], EventOutcome> = {
      open: 'ignored',
      pending: 'pending',
      paid: 'recorded',
      failed: 'failed',
      expired: 'expired',
    };
    return claim(outcomes[t.session.state]);
  }, RECEIPT_TRANSACTION);
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
  now = new Date(),
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
  now = new Date(),
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

/** A reminder to send: the step's key (recorded so it is sent once) and its mail. */
export interface Reminder {
  key: string;
  mail: MailMessage;
}

/**
 * Sends a booking's reminder once: `decide` sees the booking as it stands in the transaction
 * (still open, still due) and names the step, or null; the step is recorded in the same
 * transaction as its mail, so reruns, retries and two instances never send it twice. Answers the
 * booking when a reminder was queued.
 */
export async function sendReminderOnce(
  id: string,
  decide: (record: BookingRecord & { stored: StoredPayment }) => Reminder | null,
): Promise<BookingRecord | null> {
  const ref = bookingRef(id);
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return null;
    const data = snap.data() ?? {};
    const record = toBookingRecord(id, data);
    const stored = record.stored;
    if (!stored || stored.status === 'paid') return null;
    // A cancelled or completed booking takes no payment (its plan may still say money is due).
    if ((CLOSED_BOOKING_STATUSES as readonly unknown[]).includes(data['status'])) return null;
    const reminder = decide({ ...record, stored });
    if (!reminder || (stored.remindersSent ?? []).includes(reminder.key)) return null;
    queueMail(tx, record.booking.email, reminder.mail);
    tx.update(ref, { 'payment.remindersSent': FieldValue.arrayUnion(reminder.key) });
    return record;
  });
}
