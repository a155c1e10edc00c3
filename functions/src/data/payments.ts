// A booking's payment state (issue 19), on the booking document itself:
//  - `payment`: the agreed plan and where it stands, denormalised so that list filters are plain
//    equality and range queries (`payment.status`, `payment.balanceDueDate`);
//  - `payments`: every payment and refund (amounts in cents, refunds negative).
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
  type:
    | 'checkout.session.completed'
    | 'checkout.session.async_payment_succeeded'
    | 'checkout.session.async_payment_failed';
  bookingId: string;
  sessionId: string;
  paymentIntentId: string;
  amountCents: number;
  currency: string;
  /** The session's payment_status: 'paid' now, or 'unpaid' while a debit is pending. */
  paymentStatus: string;
}

export type EventOutcome = 'recorded' | 'pending' | 'failed' | 'duplicate' | 'ignored';

/**
 * Records a checkout event once: the event id is claimed in the same transaction as the booking
 * update, so a replayed or concurrently redelivered event changes nothing. A session is also
 * counted once whichever of `completed` (paid) and `async_payment_succeeded` carries it.
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
    const counted = records.some((r) => r.provider?.sessionId === e.sessionId);
    const record = (): PaymentRecord => ({
      id: e.eventId,
      amountCents: e.amountCents,
      kind: 'payment',
      method: 'card',
      note: '',
      provider: { sessionId: e.sessionId, paymentIntentId: e.paymentIntentId, eventId: e.eventId },
      recordedBy: 'Stripe',
      at: new Date().toISOString(),
    });
    switch (e.type) {
      case 'checkout.session.completed':
        if (counted) return claim('duplicate');
        if (e.paymentStatus === 'paid') {
          addRecord(tx, ref, p, record());
          return claim('recorded');
        }
        // A pre-authorised debit: money arrives (or not) days later.
        tx.update(ref, { payment: applyAmount(p, 0, e.amountCents) });
        return claim('pending');
      case 'checkout.session.async_payment_succeeded':
        if (counted) return claim('duplicate');
        addRecord(tx, ref, p, record(), -e.amountCents);
        return claim('recorded');
      case 'checkout.session.async_payment_failed':
        tx.update(ref, {
          payment: applyAmount(p, 0, -e.amountCents),
          paymentFailedAt: FieldValue.serverTimestamp(),
        });
        return claim('failed');
    }
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
