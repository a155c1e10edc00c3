import type { Booking } from '@umrah/domain/model/bookings';
import type { ConfirmBookingInput } from '@umrah/domain/schemas/payment-schemas';
import { apiRequest } from '../../api/api-client';
import { useRefreshingMutation } from '../../api/use-refreshing-mutation';
import { DEPARTURES_KEY } from '../../departures/api/get-departures';
import { INBOX_COUNTS_KEY } from '../../inbox/api/get-inbox-counts';
import { PAYMENT_COUNTS_KEY } from '../../inbox/api/get-payment-counts';

/**
 * What a confirmation changes, from whichever screen: the booking and its money (lists, counts)
 * and, on a departure, its seats, which show on the departures and the packages' next departure.
 */
const REFRESH = [
  ['admin', 'bookings'],
  INBOX_COUNTS_KEY,
  PAYMENT_COUNTS_KEY,
  DEPARTURES_KEY,
  ['admin', 'packages'],
  ['packages'],
];

/**
 * POST /api/admin/bookings/{id}/confirm: the agreed price; the server computes what is due. On a
 * departure the booking takes its seats in the same transaction (409 departure_sold_out when they
 * do not fit; waiting_list_order when earlier waiting-list requests would be skipped unexplained).
 */
export function useConfirmBooking() {
  return useRefreshingMutation(
    ({ id, body }: { id: string; body: ConfirmBookingInput }) =>
      apiRequest<Booking>(`/api/admin/bookings/${encodeURIComponent(id)}/confirm`, {
        method: 'POST',
        body,
      }),
    REFRESH,
  );
}
