// What staff read of departures: one departure, a package's, the upcoming ones across packages a
// page at a time, with their counts (capacity, held, requested, waiting, paid in full, from the
// tally each departure keeps). A departure with its bookings is the bookings wing's read
// (bookings/departure-bookings.ts): departures read no booking.
import type { Booking } from '@umrah/domain/model/bookings';
import { todayInTimeZone } from '@umrah/domain/model/dates';
import {
  bookingTally,
  seatsHeld,
  seatsLeft,
  sumTallies,
  type BookingTally,
  type Departure,
  type DepartureCounts,
  type DepartureSummary,
} from '@umrah/domain/model/departures';
import { DomainError } from '@umrah/domain/model/errors';
import type { Page } from '@umrah/domain/schemas/paging';
import { packages } from '../content/packages';
import {
  findDeparture,
  departuresLeavingBetween,
  packageDepartures,
  readDeparture,
  upcomingDeparturePage,
} from './store/departures-store';

/** The counts staff see beside a departure, from its tally (kept by the bookings' writes). */
function countsOf(d: Departure, tally: BookingTally = d.tally): DepartureCounts {
  return {
    capacity: d.capacity,
    held: seatsHeld(d),
    left: seatsLeft(d),
    // Never below 0, even on a tally not yet recounted.
    requested: Math.max(0, tally.requested),
    waiting: Math.max(0, tally.waiting),
    paidInFull: Math.max(0, tally.paidInFull),
  };
}

/** A departure's tally counted afresh from its bookings. */
export function tallyOfBookings(bookings: readonly Booking[]): BookingTally {
  return sumTallies(
    bookings.map((b) =>
      bookingTally({
        status: b.status,
        waitingList: b.waitingList,
        numberOfTravelers: b.numberOfTravelers,
        paymentStatus: b.payment?.status ?? null,
      }),
    ),
  );
}

/** The titles of the packages named, read together (a list can name hundreds). */
async function titlesOf(packageIds: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(packageIds)];
  const found = await packages.getManyById(unique);
  return new Map(unique.map((id, i) => [id, found[i]?.title ?? '']));
}

/** The departures with their counts (from each one's tally: no booking is read). */
export async function summaries(departures: Departure[]): Promise<DepartureSummary[]> {
  const titles = await titlesOf(departures.map((d) => d.packageId));
  return departures.map((d) => ({
    ...d,
    packageTitle: titles.get(d.packageId) ?? '',
    counts: countsOf(d),
  }));
}

export function getDeparture(id: string): Promise<Departure> {
  return readDeparture(id);
}

export function lookUpDeparture(id: string): Promise<Departure | null> {
  return findDeparture(id);
}

/** Departures leaving from `from` to `to` (YYYY-MM-DD, inclusive), soonest first. */
export function departuresBetween(from: string, to: string): Promise<Departure[]> {
  return departuresLeavingBetween(from, to);
}

/** A package's departures with their counts, soonest first (404 for an unknown package). */
export async function departuresOfPackage(packageId: string): Promise<DepartureSummary[]> {
  if (!(await packages.getById(packageId))) {
    throw new DomainError('content_not_found', { label: 'package' });
  }
  return summaries(await packageDepartures(packageId));
}

/**
 * A page of the upcoming departures across packages, soonest first (ties by id), with their
 * counts: only the page's departures have their bookings counted.
 */
export async function upcomingDepartureSummaryPage(
  request: { limit: number; cursor?: string | undefined },
  today = todayInTimeZone(),
): Promise<Page<DepartureSummary>> {
  const page = await upcomingDeparturePage(today, request);
  return { items: await summaries(page.items), nextCursor: page.nextCursor };
}
