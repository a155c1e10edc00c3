// A departure's readiness board: every traveller of its confirmed bookings against every rule,
// and its CSV. Names and statuses only: passport numbers and dates of birth stay on the booking's
// page (this board is a list, and its CSV travels by mail and shared drives).
import type { Booking } from '@umrah/domain/model/bookings';
import {
  READINESS_RULE_LABELS,
  READINESS_RULES,
  READINESS_STATUS_LABELS,
  readinessText,
  type ReadinessBoard,
  type ReadinessRow,
} from '@umrah/domain/model/readiness';
import { travellerDisplayName } from '@umrah/domain/model/travellers';
import { bookingsOnDepartures } from '../bookings/read-bookings';
import { getDeparture } from '../departures/read-departures';
import { partyOf, tripOf, withReadiness } from './booking-travellers';
import { ensureTravellers } from './store/travellers-store';

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
      const travellers = await ensureTravellers(partyOf(booking));
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

const EN_RULES = READINESS_RULE_LABELS.en;

export const READINESS_CSV_HEADER: readonly string[] = [
  'Booking',
  'Lead contact',
  'Traveller',
  'Name',
  'Ready',
  ...READINESS_RULES.flatMap((rule) => [EN_RULES[rule], `${EN_RULES[rule]} detail`]),
];

/** A board row as CSV cells (English; csvCell defuses formulas when the file is written). */
export function readinessCsvRow(row: ReadinessRow): unknown[] {
  const byRule = new Map(row.readiness.map((c) => [c.rule, c]));
  return [
    row.bookingId,
    row.leadName,
    `${row.index} of ${row.travellers}`,
    row.name,
    row.ready ? 'Yes' : 'No',
    ...READINESS_RULES.flatMap((rule) => {
      const c = byRule.get(rule);
      return c ? [READINESS_STATUS_LABELS.en[c.status], readinessText(c, 'en')] : ['', ''];
    }),
  ];
}
