// A payment or refund staff record by hand (e-Transfer, cash, cheque, other), with a note. Each
// gets its numbered receipt, mailed to the pilgrim, in the same write.
import { DomainError } from '@umrah/domain/model/errors';
import type { Booking } from '@umrah/domain/model/bookings';
import type { ManualPaymentInput } from '@umrah/domain/schemas/payment-schemas';
import { parseCents } from '@umrah/domain/model/payments';
import { seatLedger } from '../departures/seat-ledger';
import { withPayLink } from './pay-link';
import { receiptIssue } from './receipt-issue';
import { recordManualPayment } from './store/payments-store';

export async function recordPayment(
  id: string,
  input: ManualPaymentInput,
  recordedBy: string,
): Promise<Booking> {
  const amountCents = parseCents(input.amount);
  if (amountCents === null) throw new DomainError('amount_invalid', { label: 'Amount' });
  const { record } = await recordManualPayment(
    id,
    {
      amountCents,
      kind: input.kind,
      method: input.method,
      note: input.note,
      recordedBy,
      address: input.address,
    },
    await receiptIssue(recordedBy),
    seatLedger,
  );
  return withPayLink(record);
}
