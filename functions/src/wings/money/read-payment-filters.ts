// The admin's payment filters (deposit due, balance due soon, overdue, paid): their lists and the
// dashboard's counts.
import type { Booking } from '@umrah/domain/model/bookings';
import type { PaymentFilter } from '@umrah/domain/model/payments';
import { countPaymentFilter, listPaymentFilter } from './store/payments-store';
import * as clock from '../../platform/clock';

/**
 * A payment filter lists confirmed bookings in due-date order, not newest first, so it is not
 * paged by the inbox's cursor; it answers at most this many (the first due come first).
 */
const PAYMENT_FILTER_MAX = 200;

/** The bookings a payment filter names, soonest due first (as the inbox lists them: no links). */
export async function bookingsDue(filter: PaymentFilter): Promise<Booking[]> {
  const records = await listPaymentFilter(filter, clock.today(), PAYMENT_FILTER_MAX);
  return records.map((r) => r.booking);
}

/** The dashboard's money counts: one count query per filter. */
export async function paymentFilterCounts(
  filters: readonly PaymentFilter[],
): Promise<Record<PaymentFilter, number>> {
  const today = clock.today();
  const counts = await Promise.all(filters.map((f) => countPaymentFilter(f, today)));
  return Object.fromEntries(filters.map((f, i) => [f, counts[i] ?? 0])) as Record<
    PaymentFilter,
    number
  >;
}
