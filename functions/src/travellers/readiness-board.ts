// A departure's readiness board: every traveller of its confirmed bookings against every rule (its
// CSV: export-readiness.ts). Names and statuses only: passport numbers and dates of birth stay on
// the booking's page (this board is a list, and its CSV travels by mail and shared drives).
import type { Booking } from '@umrah/domain/model/bookings';
import { type ReadinessBoard, type ReadinessRow } from '@umrah/domain/model/readiness';
import { travellerDisplayName } from '@umrah/domain/model/travellers';
import { bookingsOnDepartures } from '../bookings/read-bookings';
import { getDeparture } from '../departures/read-departures';
import { partyOf, tripOf, withReadiness } from './trip-readiness';
import { partyTravellers } from './store/travellers-store';

/** The bookings whose travellers fly: confirmed (or completed) ones, not requests. */
const flies = (b: Booking) => b.status === 'confirmed' || b.status === 'completed';

export async function departureReadiness(departureId: string): Promise<ReadinessBoard> {
  const departure = await getDeparture(departureId);
  const bookings = (await bookingsOnDepartures([departure.id]))
    .filter(flies)
    .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt) || a.id.localeCompare(b.id));
  const perBooking = await Promise.all(
    bookings.map(async (booking) => {
      const trip = tripOf(booking, departure);
      const travellers = await partyTravellers(partyOf(booking));
      return travellers.map((t): ReadinessRow => {
        const r = withReadiness(t, trip);
        return {
          bookingId: booking.id,
          leadName: booking.fullName,
          index: t.index,
          travellers: travellers.length,
          name: travellerDisplayName(t),
          readiness: r.readiness,
          ready: r.ready,
        };
      });
    }),
  );
  const rows = perBooking.flat();
  return {
    departureId: departure.id,
    departureDate: departure.departureDate,
    returnDate: departure.returnDate,
    rows,
    ready: rows.filter((r) => r.ready).length,
    total: rows.length,
  };
}
