// A departure at a glance (issue 30, item 4): its seats, bookings paid in full, travellers ready
// and roomed, and what still blocks it. It reads the departures, travellers and rooming wings and
// sits above them; the rules (what counts as a problem) are the domain's.
import { nameDeadlineOf, passportNameMissing } from '@umrah/domain/model/costs';
import { todayInTimeZone } from '@umrah/domain/model/dates';
import {
  departureGlance,
  type DepartureGlance,
  type GlanceBooking,
  type GlanceStay,
} from '@umrah/domain/model/departure-glance';
import { departureWithBookings } from '../wings/bookings/departure-bookings';
import { costSheetOf } from '../wings/costs/cost-sheets';
import { flyingTravellers } from '../wings/travellers/departure-travellers';
import { roomingView } from '../wings/rooming/rooming-view';
import { departureReadiness } from '../wings/travellers/readiness-board';

export async function readDepartureGlance(departureId: string): Promise<DepartureGlance> {
  const [departure, board, rooming, sheet, party] = await Promise.all([
    departureWithBookings(departureId),
    departureReadiness(departureId),
    roomingView(departureId, 'en'),
    costSheetOf(departureId),
    flyingTravellers(departureId),
  ]);
  const deadline = nameDeadlineOf(sheet.lines);
  const flying = new Set(board.rows.map((r) => r.bookingId));
  const bookings: GlanceBooking[] = departure.bookings
    .filter((b) => flying.has(b.id))
    .map((b) => {
      const rows = board.rows.filter((r) => r.bookingId === b.id);
      return {
        id: b.id,
        reference: b.reference,
        leadName: b.fullName,
        paidInFull: b.payment?.status === 'paid',
        balanceDueDate: b.payment?.balanceDueDate ?? null,
        travellersPaid: b.payment?.travellers ?? b.numberOfTravelers,
        travellersNamed: rows.filter((r) => r.name.trim()).length,
      };
    });
  const stays: GlanceStay[] = rooming.stays.map((s) => {
    const onDeparture = new Set(s.travellers.map((t) => t.id));
    const rooms = s.list?.rooms ?? [];
    return {
      key: s.key,
      city: s.city,
      placed: rooms.flatMap((r) => r.travellerIds).filter((id) => onDeparture.has(id)).length,
      hasList: s.list !== null,
      locked: Boolean(s.list?.lockedAt),
      changedAfterLock: rooms.filter((r) => r.changedAfterLock).length,
    };
  });
  const c = departure.counts;
  return departureGlance({
    today: todayInTimeZone(),
    departureDate: departure.departureDate,
    status: departure.status,
    capacity: c.capacity,
    held: c.held,
    left: c.left,
    requested: c.requested,
    waiting: c.waiting,
    flightsGiven: Boolean(departure.flights.airline.trim()),
    bookings,
    travellers: { total: board.total, ready: board.ready },
    stays,
    nameDeadline: deadline
      ? { date: deadline, missing: party.travellers.filter(passportNameMissing).length }
      : null,
  });
}
