import type { Booking } from '@umrah/domain/model/bookings';
import type { DepartureSummary } from '@umrah/domain/model/departures';

/**
 * A booking's departure date in a list: from the upcoming departures already read, else its
 * payment plan's; null for a booking without a departure.
 */
export function departureDateOf(
  booking: Booking,
  upcoming: readonly DepartureSummary[] | undefined,
): string | null {
  if (!booking.departureId) return null;
  const d = upcoming?.find((u) => u.id === booking.departureId);
  return d?.departureDate ?? booking.payment?.departureDate ?? null;
}
