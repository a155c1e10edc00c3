// The receipts register: every receipt in number order, for staff and, as CSV, for the
// accountant (the cells go through the bookings export's formula-safe writer).
import { localDateTime } from '@umrah/domain/model/dates';
import { centsToText } from '@umrah/domain/model/payments';
import { receiptBalanceCents, type Receipt } from '@umrah/domain/model/receipts';
import type { ReceiptFilters, ReceiptTotals } from '@umrah/domain/schemas/paging';
import { listReceipts, receiptsOfBooking, receiptTotals } from './store/receipts-store';

const EXPORT_PAGE_SIZE = 500;

export interface ReceiptPage {
  items: Receipt[];
  /** The `after` of the next page; null on the last. */
  next: number | null;
}

/** The register from after number `after` (0: the start), `limit` at a time, of the filters. */
export async function receiptRegister(
  after: number,
  limit: number,
  filters: ReceiptFilters = {},
): Promise<ReceiptPage> {
  const items = await listReceipts(after, limit + 1, filters);
  const page = items.slice(0, limit);
  return { items: page, next: items.length > limit ? (page.at(-1)?.seq ?? null) : null };
}

/** The whole filtered register's count and net amount (not only a page's). */
export function receiptRegisterTotals(filters: ReceiptFilters): Promise<ReceiptTotals> {
  return receiptTotals(filters);
}

export function bookingReceipts(bookingId: string): Promise<Receipt[]> {
  return receiptsOfBooking(bookingId);
}

export const RECEIPTS_CSV_HEADER = [
  'Receipt',
  // The agency's time zone (America/Toronto), 'YYYY-MM-DD HH:MM', as the bookings export.
  'Date (Toronto time)',
  'Kind',
  'Method',
  'Amount (CAD)',
  'Total (CAD)',
  'Paid to date (CAD)',
  'Balance (CAD)',
  'Customer',
  'Email',
  'Booking reference',
  'Booking',
  'Counsellor',
];

export function receiptCsvRow(r: Receipt): unknown[] {
  return [
    r.number,
    localDateTime(r.issuedAt),
    r.kind,
    r.method,
    centsToText(r.amountCents),
    r.totalCents === null ? '' : centsToText(r.totalCents),
    centsToText(r.paidCents),
    ((b) => (b === null ? '' : centsToText(b)))(receiptBalanceCents(r)),
    r.customer.name,
    r.customer.email,
    r.reference,
    r.bookingId,
    r.counsellor,
  ];
}

/** Every receipt in number order, page by page. */
export async function* exportReceipts(): AsyncGenerator<Receipt[]> {
  let after = 0;
  for (;;) {
    const page = await listReceipts(after, EXPORT_PAGE_SIZE);
    if (!page.length) return;
    yield page;
    if (page.length < EXPORT_PAGE_SIZE) return;
    after = page.at(-1)?.seq ?? after;
  }
}
