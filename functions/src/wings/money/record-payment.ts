// A payment or refund staff record by hand (e-Transfer, cash, cheque, other), with a note. Each
// gets its numbered receipt, mailed to the pilgrim, in the same write. Every payment takes the one
// receipts' counter: one at a time under its lease (see docs/architecture.md "Contended writes").
import { DomainError } from '@umrah/domain/model/errors';
import type { Booking } from '@umrah/domain/model/bookings';
import type { CreateOnce } from '@umrah/domain/schemas/idempotency';
import type { ManualPaymentInput } from '@umrah/domain/schemas/payment-schemas';
import { parseCents, type PaymentRecord } from '@umrah/domain/model/payments';
import type { Receipt } from '@umrah/domain/model/receipts';
import {
  paymentRecordsOf,
  receivedBeforePlan,
  storedPaymentOf,
  toBookingRecord,
  type BookingRecord,
} from '@umrah/domain/model/booking-document';
import { inTransaction } from '../../platform/firebase/transaction';
import { withLease } from '../../platform/firebase/lease';
import { RECEIPT_TRANSACTION, RECEIPTS_LEASE, readReceiptCounter } from './store/receipts-store';
import {
  newPaymentId,
  readBookingIn,
  rememberSave,
  savedAlready,
  writePayment,
  type ManualRecord,
} from './store/payments-store';
import { followMoney, issueReceiptIn } from './money-steps';
import { applyAmount, type ReceiptIssue } from './payment-moves';
import { withPayLink } from './pay-link';
import { receiptIssue } from './receipt-issue';
import * as clock from '../../platform/clock';

/**
 * Adds a payment or refund staff recorded, with its numbered receipt and the receipt's mail, in
 * one transaction: if any of it fails, nothing is written and no number is taken. A booking not
 * yet confirmed at a price takes it too: it is kept in the records, and the confirmation counts
 * it. Answers the booking as written and the receipt (null: a repeat of a Save, nothing written).
 */
export function recordManualPayment(
  id: string,
  m: ManualRecord,
  issue: ReceiptIssue,
): Promise<{ record: BookingRecord; receipt: Receipt | null }> {
  return inTransaction(async (tx) => {
    // The receipts' counter first, then the booking (see RECEIPT_LOCK_ORDER), then the key.
    const counter = await readReceiptCounter(tx);
    const stored = await readBookingIn(tx, id);
    if (m.once && (await savedAlready(tx, m.once))) {
      return { record: toBookingRecord(id, stored), receipt: null };
    }
    const data = m.address ? { ...stored, address: m.address } : stored;
    const p = storedPaymentOf(data);
    const paidCents = p ? p.paidCents : receivedBeforePlan(data);
    if (m.kind === 'refund' && m.amountCents > paidCents) {
      throw new DomainError('refund_exceeds_paid', { paidCents });
    }
    const record: PaymentRecord = {
      id: newPaymentId(),
      amountCents: m.kind === 'refund' ? -m.amountCents : m.amountCents,
      kind: m.kind,
      method: m.method,
      note: m.note,
      provider: null,
      recordedBy: m.recordedBy,
      at: clock.now().toISOString(),
    };
    const payments = [...paymentRecordsOf(data), record];
    const next = p && applyAmount(p, record.amountCents);
    // The departure's count reads before any write.
    if (next) await followMoney(tx, id, data, next);
    if (m.once) rememberSave(tx, m.once, id);
    writePayment(tx, id, next, record, m.address);
    const receipt = issueReceiptIn(tx, counter, issue, id, { ...data, payments }, next, record);
    const written = { ...data, payments, ...(next ? { payment: next } : {}) };
    return { record: toBookingRecord(id, written), receipt };
  }, RECEIPT_TRANSACTION);
}

/**
 * Records the payment, once per `once` (the Save's Idempotency-Key): a retry, even in parallel,
 * records nothing more and answers the booking as it is (`created: false`).
 */
export async function recordPayment(
  id: string,
  input: ManualPaymentInput,
  recordedBy: string,
  once?: CreateOnce,
): Promise<{ booking: Booking; created: boolean }> {
  const amountCents = parseCents(input.amount);
  if (amountCents === null) throw new DomainError('amount_invalid', { label: 'Amount' });
  const issue = await receiptIssue(recordedBy, id);
  const { record, receipt } = await withLease(RECEIPTS_LEASE, () =>
    recordManualPayment(
      id,
      {
        amountCents,
        kind: input.kind,
        method: input.method,
        note: input.note,
        recordedBy,
        address: input.address,
        once,
      },
      issue,
    ),
  );
  return { booking: await withPayLink(record), created: receipt !== null };
}
