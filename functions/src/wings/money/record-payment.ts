// A payment or refund staff record by hand (e-Transfer, cash, cheque, other), with a note. Each
// gets its numbered receipt, mailed to the pilgrim, in the same write. Every payment takes the one
// receipts' counter: one at a time under its lease (see docs/architecture.md "Contended writes").
import { DomainError } from '@umrah/domain/model/errors';
import type { Booking } from '@umrah/domain/model/bookings';
import type { CreateOnce } from '@umrah/domain/schemas/idempotency';
import type { ManualPaymentInput } from '@umrah/domain/schemas/payment-schemas';
import { parseCents } from '@umrah/domain/model/payments';
import { seatLedger } from '../departures/seat-ledger';
import { RECEIPTS_LEASE } from '../money/receipts-store';
import { withLease } from '../../platform/firebase/lease';
import { withPayLink } from './pay-link';
import { receiptIssue } from './receipt-issue';
import { recordManualPayment } from './store/payments-store';

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
      seatLedger,
    ),
  );
  return { booking: await withPayLink(record), created: receipt !== null };
}
