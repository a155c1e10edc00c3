// Credits for a later trip: made inside a cancellation's transaction (the money leaves the
// cancelled booking as a refund to the credit, with its receipt) and used by a later booking of
// the same pilgrim (a payment by credit, with its receipt), both under the receipts' counter.
import { DomainError } from '@umrah/domain/model/errors';
import type { Booking } from '@umrah/domain/model/bookings';
import {
  CREDIT_METHOD,
  creditEmailKey,
  creditLeftCents,
  creditReference,
  creditsToShow,
  type Credit,
  type PilgrimCredit,
} from '@umrah/domain/model/money/credits';
import type { PaymentRecord } from '@umrah/domain/model/payments';
import {
  paymentRecordsOf,
  receivedBeforePlan,
  storedPaymentOf,
  toBookingRecord,
  type StoredPayment,
} from '@umrah/domain/model/booking-document';
import type { DocumentFields } from '@umrah/domain/model/stored-fields';
import { inTransaction, type Transaction } from '../../platform/firebase/transaction';
import { withLease } from '../../platform/firebase/lease';
import { followMoney, issueReceiptIn, recordRefundIn } from './money-steps';
import { applyAmount, type ReceiptIssue } from './payment-moves';
import { withPayLink } from './pay-link';
import { receiptIssue } from './receipt-issue';
import {
  addCreditUse,
  createCreditIn,
  creditsOfEmail,
  newCreditId,
  readCreditIn,
} from './store/credits-store';
import { findBooking, newPaymentId, readBookingIn, writePayment } from './store/payments-store';
import {
  RECEIPTS_LEASE,
  RECEIPT_TRANSACTION,
  readReceiptCounter,
  type ReceiptCounter,
} from './store/receipts-store';
import * as clock from '../../platform/clock';

/**
 * Inside a cancellation's transaction: moves `cents` of booking `bookingId` (its fields `data`,
 * its plan after the move `next`) to a new credit for its pilgrim until `expiresOn`, recorded as a
 * refund by credit with its numbered receipt. Answers the booking's fields and the credit.
 */
export function creditIn(
  tx: Transaction,
  counter: ReceiptCounter,
  issue: ReceiptIssue,
  bookingId: string,
  data: DocumentFields,
  next: StoredPayment,
  c: { cents: number; expiresOn: string; by: string },
): { fields: DocumentFields; credit: Credit } {
  const id = newCreditId();
  const at = clock.now().toISOString();
  const credit: Credit = {
    id,
    reference: creditReference(id),
    email: String(data['email'] ?? ''),
    fullName: String(data['fullName'] ?? ''),
    fromBookingId: bookingId,
    amountCents: c.cents,
    expiresOn: c.expiresOn,
    uses: [],
    createdAt: at,
    createdBy: c.by,
  };
  createCreditIn(tx, credit);
  const fields = recordRefundIn(tx, counter, issue, bookingId, data, next, {
    cents: c.cents,
    method: CREDIT_METHOD,
    note: `Credit ${credit.reference} for a later trip, valid until ${c.expiresOn}`,
    provider: null,
    recordedBy: c.by,
    at,
  });
  return { fields, credit };
}

/** A credit as staff see it beside a booking: with what is left today. */
export interface CreditView extends Credit {
  leftCents: number;
}

/** The credits of booking `bookingId`'s pilgrim (by address), newest first, with what is left. */
export async function creditsForBooking(bookingId: string): Promise<CreditView[]> {
  const record = await findBooking(bookingId);
  if (!record) throw new DomainError('booking_not_found');
  const today = clock.today();
  return (await creditsOfEmail(record.booking.email)).map((c) => ({
    ...c,
    leftCents: creditLeftCents(c, today),
  }));
}

/**
 * The credits the pilgrim's pages of booking `bookingId` (address `email`) show, as of today
 * (domain's `creditsToShow`: the ones it gave, the ones it can use or used).
 */
export async function pilgrimCreditsOf(bookingId: string, email: string): Promise<PilgrimCredit[]> {
  return creditsToShow(await creditsOfEmail(email), bookingId, clock.today());
}

/**
 * Pays `cents` of booking `bookingId` from the pilgrim's credit `creditId`: the credit must be the
 * booking's pilgrim's, have that much left today and not pay more than remains due. One
 * transaction writes the use, the payment by credit and its numbered receipt.
 */
export async function applyCredit(
  bookingId: string,
  creditId: string,
  cents: number,
  by: string,
): Promise<Booking> {
  const issue = await receiptIssue(by, bookingId);
  const today = clock.today();
  const written = await withLease(RECEIPTS_LEASE, () =>
    inTransaction(async (tx) => {
      const counter = await readReceiptCounter(tx);
      const data = await readBookingIn(tx, bookingId);
      const credit = await readCreditIn(tx, creditId);
      if (!credit || creditEmailKey(credit.email) !== creditEmailKey(String(data['email'] ?? ''))) {
        throw new DomainError('credit_not_found');
      }
      const leftCents = creditLeftCents(credit, today);
      if (cents > leftCents) throw new DomainError('credit_exceeds_left', { leftCents });
      const p = storedPaymentOf(data);
      const paid = p ? p.paidCents : receivedBeforePlan(data);
      if (p && cents > p.totalCents - paid) {
        throw new DomainError('credit_exceeds_due', { dueCents: Math.max(0, p.totalCents - paid) });
      }
      const record: PaymentRecord = {
        id: newPaymentId(),
        amountCents: cents,
        kind: 'payment',
        method: CREDIT_METHOD,
        note: `From credit ${credit.reference}`,
        provider: null,
        recordedBy: by,
        at: clock.now().toISOString(),
      };
      const next = p && applyAmount(p, cents);
      if (next) await followMoney(tx, bookingId, data, next);
      addCreditUse(tx, creditId, { bookingId, cents, at: record.at, by });
      writePayment(tx, bookingId, next, record, '');
      const payments = [...paymentRecordsOf(data), record];
      issueReceiptIn(tx, counter, issue, bookingId, { ...data, payments }, next, record);
      return { ...data, payments, ...(next ? { payment: next } : {}) };
    }, RECEIPT_TRANSACTION),
  );
  return withPayLink(toBookingRecord(bookingId, written));
}
