// A departure's readiness board: every traveller of its confirmed bookings against every rule (its
// CSV: export-readiness.ts). Names and statuses only: passport numbers and dates of birth stay on
// the booking's page (this board is a list, and its CSV travels by mail and shared drives).
import { type ReadinessBoard, type ReadinessRow } from '@umrah/domain/model/readiness';
import { travellerDisplayName } from '@umrah/domain/model/travellers';
import { getDeparture } from '../departures/read-departures';
import { flyingTravellers } from './departure-travellers';
import { tripOf, withReadiness } from './trip-readiness';

export async function departureReadiness(departureId: string): Promise<ReadinessBoard> {
  const departure = await getDeparture(departureId);
  const { bookings, travellers } = await flyingTravellers(departure.id);
  const perBooking = bookings.map((booking) => {
    const trip = tripOf(booking, departure);
    const own = travellers.filter((t) => t.bookingId === booking.id);
    return own.map((t): ReadinessRow => {
      const r = withReadiness(t, trip);
      return {
        bookingId: booking.id,
        bookingReference: booking.reference,
        leadName: booking.fullName,
        index: t.index,
        travellers: own.length,
        name: travellerDisplayName(t),
        readiness: r.readiness,
        ready: r.ready,
      };
    });
  });
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
