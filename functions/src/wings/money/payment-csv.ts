import {
  centsToText,
  PAYMENT_STATUS_LABELS,
  type BookingPayment,
} from '@umrah/domain/model/payments';

export const PAYMENT_CSV_HEADER = [
  'Payment status',
  'Total (CAD)',
  'Deposit (CAD)',
  'Paid (CAD)',
  'Balance (CAD)',
  'Balance due date',
  // What the pilgrim writes in an e-Transfer's message: staff match deposits by it.
  'e-Transfer reference',
];

/** The bookings export's money cells: plain decimal amounts a spreadsheet sums. */
export function paymentCsvCells(p: BookingPayment | null | undefined): string[] {
  if (!p) return PAYMENT_CSV_HEADER.map(() => '');
  return [
    PAYMENT_STATUS_LABELS[p.status],
    centsToText(p.totalCents),
    centsToText(p.depositCents),
    centsToText(p.paidCents),
    centsToText(p.totalCents - p.paidCents),
    p.balanceDueDate,
    p.reference,
  ];
}
