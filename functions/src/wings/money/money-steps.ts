// The steps the money's use cases share inside the transactions they own: the departure's
// paid-in-full count following a payment, and a receipt issued with its mail.
import type { PaymentRecord } from '@umrah/domain/model/payments';
import type { Receipt } from '@umrah/domain/model/receipts';
import {
  paymentRecordsOf,
  toBookingRecord,
  type StoredPayment,
} from '@umrah/domain/model/booking-document';
import type { DocumentFields } from '@umrah/domain/model/stored-fields';
import type { Transaction } from '../../platform/firebase/transaction';
import { queueMail } from '../../platform/mail/mail';
import { seatLedger } from '../departures/seat-ledger';
import { moneyTallyChange, receiptDraftOf, type ReceiptIssue } from './payment-moves';
import { markTallied, newPaymentId, writePayment } from './store/payments-store';
import { issueReceipt, type ReceiptCounter } from './store/receipts-store';

/**
 * Moves the departure's paid-in-full count when the payment makes `next` change whether the
 * booking is paid in full: after the transaction's reads, before its first write.
 */
export async function followMoney(
  tx: Transaction,
  bookingId: string,
  data: DocumentFields,
  next: StoredPayment,
): Promise<void> {
  const change = moneyTallyChange(data, next);
  if (!change) return;
  await seatLedger(tx, change);
  markTallied(tx, bookingId);
}

/**
 * Issues the receipt of `record` in `tx` (the counter was read in it, before any write) and
 * queues its mail; answers the receipt. `p`: the plan after the payment (null: none agreed yet).
 */
export function issueReceiptIn(
  tx: Transaction,
  counter: ReceiptCounter,
  issue: ReceiptIssue,
  bookingId: string,
  data: DocumentFields,
  p: StoredPayment | null,
  record: PaymentRecord,
): Receipt {
  const receipt = issueReceipt(tx, counter, receiptDraftOf(issue, bookingId, data, p, record));
  const booking = toBookingRecord(bookingId, p ? { ...data, payment: p } : data);
  const message = issue.mail(receipt, booking);
  if (message) queueMail(tx, booking.booking.email, message);
  return receipt;
}

/** What another wing's use case needs to hold the receipts' counter around its transaction. */
export { RECEIPTS_LEASE, RECEIPT_TRANSACTION, readReceiptCounter } from './store/receipts-store';
export type { ReceiptCounter } from './store/receipts-store';

/**
 * Records a refund decided in `tx` (a cancellation's) with its numbered receipt and mail: `data`
 * is the booking as the transaction leaves it, `next` its plan after the refund. Answers the
 * booking's fields with the refund in its payments.
 */
export function recordRefundIn(
  tx: Transaction,
  counter: ReceiptCounter,
  issue: ReceiptIssue,
  bookingId: string,
  data: DocumentFields,
  next: StoredPayment,
  refund: Omit<PaymentRecord, 'id' | 'kind' | 'amountCents'> & { cents: number },
): DocumentFields {
  const { cents, ...rest } = refund;
  const record: PaymentRecord = {
    ...rest,
    id: newPaymentId(),
    kind: 'refund',
    amountCents: -cents,
  };
  writePayment(tx, bookingId, next, record, '');
  const payments = [...paymentRecordsOf(data), record];
  issueReceiptIn(tx, counter, issue, bookingId, { ...data, payments }, next, record);
  return { ...data, payments, payment: next };
}
