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
];

/** The bookings export's money cells: plain decimal amounts a spreadsheet sums. */
export function paymentCsvCells(p: BookingPayment | null | undefined): string[] {
  if (!p) return ['', '', '', '', '', ''];
  return [
    PAYMENT_STATUS_LABELS[p.status],
    centsToText(p.totalCents),
    centsToText(p.depositCents),
    centsToText(p.paidCents),
    centsToText(p.totalCents - p.paidCents),
    p.balanceDueDate,
  ];
}
