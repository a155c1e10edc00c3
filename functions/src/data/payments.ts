// A booking's payment state (issue 19), on the booking document itself:
//  - `payment`: the agreed plan and where it stands, denormalised so that list filters are plain
//    equality and range queries (`payment.status`, `payment.balanceDueDate`);
//  - `payments`: every payment and refund (amounts in cents, refunds negative).
//  - `checkoutSessions`: each card checkout session by id, with its state (issue 24); the
//    provider's events move it (domain/src/checkout-session.ts) and the money follows the state.
// Webhook events are recorded once in `paymentEvents/{eventId}` in the same transaction.
import {
  addIsoDays,
  BALANCE_DUE_SOON_DAYS,
  computePaymentPlan,
  CURRENCY,
  parseCents,
  paymentReferenceOf,
  paymentStatusOf,
  type BookingPayment,
  type PaymentFilter,
  type PaymentRecord,
  type PaymentStatus,
  type PaymentTerms,
} from '@umrah/domain/payments';
import type { ConfirmBookingInput, ManualPaymentInput } from '@umrah/domain/payment-schemas';
import {
  applyCheckoutEvent,
  isReusableSession,
  nextCheckoutState,
  type CheckoutEventType,
  type CheckoutSessionRecord,
} from '@umrah/domain/checkout-session';
import {
  FieldPath,
  FieldValue,
  type DocumentData,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';
import { db } from '../firebase';
import { HttpError } from '../http/errors';
import { isDocId } from './doc-id';
import { queueMail, type MailMessage } from './mail';
import { formLanguageOf, type FormLanguage } from '@umrah/domain/validation-messages';
import { toIso } from './timestamps';

const bookings = () => db().collection('bookings');
const events = () => db().collection('paymentEvents');

/** `payment` as stored on a booking. */
export interface StoredPayment {
  status: PaymentStatus;
  totalCents: number;
  depositCents: number;
  balanceCents: number;
  balanceDueDate: string;
  paidCents: number;
  pendingCents: number;
  currency: string;
  roomType: string;
  travellers: number;
  departureDate: string;
  reference: string;
  linkVersion: number;
  /** YYYY-MM-DD: the last day the pay link works. */
  linkExpires: string;
  confirmedAt: unknown;
  remindersSent: string[];
}

export function storedPaymentOf(data: DocumentData | undefined): StoredPayment | null {
  const p = data?.['payment'] as StoredPayment | null | undefined;
  return p && typeof p.totalCents === 'number' ? p : null;
}

export function paymentRecordsOf(data: DocumentData | undefined): PaymentRecord[] {
  const list = data?.['payments'];
  return Array.isArray(list) ? (list as PaymentRecord[]) : [];
}

/** The API's view of the stored state; `link` is filled by the caller that can sign it. */
export function toBookingPayment(p: StoredPayment, link = ''): BookingPayment {
  return {
    status: p.status,
    totalCents: p.totalCents,
    depositCents: p.depositCents,
    balanceCents: p.balanceCents,
    balanceDueDate: p.balanceDueDate,
    paidCents: p.paidCents,
    pendingCents: p.pendingCents ?? 0,
    currency: p.currency,
    roomType: p.roomType,
    travellers: p.travellers,
    departureDate: p.departureDate,
    reference: p.reference,
    confirmedAt: toIso(p.confirmedAt),
    link,
    linkExpiresAt: p.linkExpires,
    remindersSent: p.remindersSent ?? [],
  };
}

function bookingRef(id: string) {
  if (!isDocId(id)) throw new HttpError(404, 'Booking not found');
  return bookings().doc(id);
}

/**
 * Confirms a booking at the agreed room, travellers and total: the deposit, balance and due date
 * come from the settings' terms here on the server. Payments already received stay counted. A new
 * link version retires links sent before. `mail(payment)` may queue the pilgrim's mail in the same
 * transaction.
 */
export async function confirmBookingPayment(
  id: string,
  input: ConfirmBookingInput,
  terms: PaymentTerms,
  today: string,
  mail:
    | ((
        p: StoredPayment,
        email: string,
        bookingId: string,
        /** The visitor's language, stored with the booking (issue 17). */
        language: FormLanguage,
      ) => MailMessage | null)
    | null,
): Promise<StoredPayment> {
  const ref = bookingRef(id);
  const totalCents = parseCents(input.total);
  if (totalCents === null) throw new HttpError(400, 'Invalid input: Total price is not an amount');
  if (input.departureDate < today) {
    throw new HttpError(400, 'Invalid input: Departure date cannot be in the past', {
      departureDate: 'Departure date cannot be in the past',
    });
  }
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new HttpError(404, 'Booking not found');
    const before = storedPaymentOf(snap.data());
    const plan = computePaymentPlan({
      totalCents,
      travellers: input.numberOfTravelers,
      departureDate: input.departureDate,
      today,
      terms,
    });
    const paidCents = before?.paidCents ?? 0;
    const payment: StoredPayment = {
      ...plan,
      status: paymentStatusOf(plan, paidCents),
      paidCents,
      pendingCents: before?.pendingCents ?? 0,
      currency: CURRENCY,
      roomType: input.roomType,
      travellers: input.numberOfTravelers,
      departureDate: input.departureDate,
      reference: before?.reference ?? paymentReferenceOf(id),
      linkVersion: (before?.linkVersion ?? 0) + 1,
      // The link works until departure day, and at least two weeks.
      linkExpires: [input.departureDate, addIsoDays(today, 14)].sort().at(-1) ?? today,
      confirmedAt: FieldValue.serverTimestamp(),
      // A new plan, new reminders.
      remindersSent: [],
    };
    const now = FieldValue.serverTimestamp();
    tx.update(ref, {
      payment,
      status: 'confirmed',
      updatedAt: now,
      ...(snap.get('status') !== 'confirmed' ? { statusChangedAt: now } : {}),
    });
    const email = String(snap.get('email') ?? '');
    const message = mail?.(payment, email, id, formLanguageOf(snap.get('language')));
    if (message) queueMail(tx, email, message);
    return payment;
  });
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

/** Adds a payment (or refund) to the booking inside `tx`; answers the new state. */
function addRecord(
  tx: Transaction,
  ref: FirebaseFirestore.DocumentReference,
  p: StoredPayment,
  record: PaymentRecord,
  pendingDelta = 0,
): StoredPayment {
  const next = applyAmount(p, record.amountCents, pendingDelta);
  tx.update(ref, {
    payment: next,
    payments: FieldValue.arrayUnion(record),
    updatedAt: FieldValue.serverTimestamp(),
  });
  return next;
}

/** A payment or refund staff record by hand (e-Transfer, cash, cheque, other). */
export async function recordManualPayment(
  id: string,
  input: ManualPaymentInput,
  recordedBy: string,
): Promise<StoredPayment> {
  const ref = bookingRef(id);
  const cents = parseCents(input.amount);
  if (cents === null) throw new HttpError(400, 'Invalid input: Amount is not an amount');
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new HttpError(404, 'Booking not found');
    const p = storedPaymentOf(snap.data());
    if (!p) {
      throw new HttpError(409, 'Confirm the booking with its price before recording payments');
    }
    if (input.kind === 'refund' && cents > p.paidCents) {
      throw new HttpError(400, 'Invalid input: A refund cannot exceed what was paid', {
        amount: `A refund cannot exceed what was paid (${p.paidCents / 100})`,
      });
    }
    return addRecord(tx, ref, p, {
      id: db().collection('_').doc().id,
      amountCents: input.kind === 'refund' ? -cents : cents,
      kind: input.kind,
      method: input.method,
      note: input.note,
      provider: null,
      recordedBy,
      at: new Date().toISOString(),
    });
  });
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
}

export type EventOutcome = 'recorded' | 'pending' | 'failed' | 'expired' | 'duplicate' | 'ignored';

/** The booking's checkout sessions by id. */
export function checkoutSessionsOf(data: DocumentData | undefined): CheckoutSessionRecord[] {
  const map = data?.['checkoutSessions'];
  if (!map || typeof map !== 'object') return [];
  return Object.values(map as Record<string, CheckoutSessionRecord>).filter(
    (s) => typeof s?.id === 'string' && typeof s.amountCents === 'number',
  );
}

/** The field of one session on the booking (a FieldPath: ids are the provider's). */
const sessionField = (sessionId: string) => new FieldPath('checkoutSessions', sessionId);

/**
 * A session the booking has no record of (opened before issue 24, or made at the provider's
 * dashboard): paid if a payment from it is in the records; pending if it brings a debit's outcome
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
 * decides what the event may do (domain/src/checkout-session.ts): a payment is counted when its
 * session first becomes paid, whichever event says so, and a debit is pending only while its
 * session is, so events arriving in any order leave the same balance.
 */
export async function recordCheckoutEvent(e: CheckoutEvent): Promise<EventOutcome> {
  const eventRef = events().doc(e.eventId);
  const ref = isDocId(e.bookingId) ? bookings().doc(e.bookingId) : null;
  return db().runTransaction(async (tx) => {
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
    const update: [FieldPath | string, unknown][] = [
      [sessionField(e.sessionId), t.session],
      ['payment', next],
      ['updatedAt', FieldValue.serverTimestamp()],
    ];
    if (t.paidDeltaCents > 0) {
      update.push([
        'payments',
        FieldValue.arrayUnion({
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
        } satisfies PaymentRecord),
      ]);
    }
    if (t.changed && t.session.state === 'failed') {
      update.push(['paymentFailedAt', FieldValue.serverTimestamp()]);
    }
    const [[field, value], ...rest] = update as [[FieldPath, unknown], ...[string, unknown][]];
    tx.update(ref, field, value, ...rest.flat());
    if (!t.changed) return claim('ignored');
    const outcomes: Record<CheckoutSessionRecord['state'], EventOutcome> = {
      open: 'ignored',
      pending: 'pending',
      paid: 'recorded',
      failed: 'failed',
      expired: 'expired',
    };
    return claim(outcomes[t.session.state]);
  });
}

/** Why a booking takes no card payment now, or null when it may. */
function checkoutRefusal(data: DocumentData | undefined): HttpError | null {
  const status: unknown = data?.['status'];
  if (status === 'cancelled') {
    return new HttpError(409, 'This booking is cancelled and takes no payment');
  }
  if (status === 'completed') {
    return new HttpError(409, 'This booking is completed and takes no payment');
  }
  const p = storedPaymentOf(data);
  if (!p) return new HttpError(404, 'This payment link is not valid or has expired');
  if (p.status === 'paid') return new HttpError(409, 'This booking is paid in full');
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
export function paymentFilterQuery(filter: PaymentFilter, today: string): Query {
  const byStatus = (s: PaymentStatus | PaymentStatus[]) =>
    Array.isArray(s)
      ? bookings().where('payment.status', 'in', s)
      : bookings().where('payment.status', '==', s);
  switch (filter) {
    case 'deposit-due':
      return byStatus('deposit-due').orderBy('payment.balanceDueDate');
    case 'balance-due-soon':
      return byStatus('balance-due')
        .where('payment.balanceDueDate', '>=', today)
        .where('payment.balanceDueDate', '<=', addIsoDays(today, BALANCE_DUE_SOON_DAYS))
        .orderBy('payment.balanceDueDate');
    case 'overdue':
      return byStatus(['deposit-due', 'balance-due'])
        .where('payment.balanceDueDate', '<', today)
        .orderBy('payment.balanceDueDate');
    case 'paid':
      return byStatus('paid').orderBy('payment.balanceDueDate');
  }
}

export async function countPaymentFilter(filter: PaymentFilter, today: string): Promise<number> {
  return (await paymentFilterQuery(filter, today).count().get()).data().count;
}
