// What staff read of departures: one departure, a package's, the upcoming ones across packages a
// page at a time, with their counts (capacity, held, requested, waiting, paid in full, from the
// tally each departure keeps), one with its bookings.
import type { Booking } from '@umrah/domain/model/bookings';
import { todayInTimeZone } from '@umrah/domain/model/dates';
import {
  bookingTally,
  isOpenRequest,
  sameTally,
  seatsHeld,
  seatsLeft,
  sumTallies,
  waitingOrder,
  type BookingTally,
  type Departure,
  type DepartureCounts,
  type DepartureDetail,
  type DepartureSummary,
} from '@umrah/domain/model/departures';
import { DomainError } from '@umrah/domain/model/errors';
import type { Page } from '@umrah/domain/schemas/paging';
import { bookingsOnDepartures, recountDepartureBookings } from '../bookings/read-bookings';
import { packages } from '../content/store/packages';
import {
  findDeparture,
  departuresLeavingBetween,
  packageDepartures,
  readDeparture,
  recountTally,
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
async function summaries(departures: Departure[]): Promise<DepartureSummary[]> {
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

/**
 * One departure, its counts, its bookings (newest first) and its waiting list in order. Its
 * page counts from the bookings it reads anyway, and sets the stored tally right when it differs
 * (a departure from before the tally, or bookings written around the bookings' store).
 */
export async function departureWithBookings(id: string): Promise<DepartureDetail> {
  const d = await readDeparture(id);
  const bookings = (await bookingsOnDepartures([id])).sort((a, b) =>
    b.receivedAt.localeCompare(a.receivedAt),
  );
  const tally = tallyOfBookings(bookings);
  if (!sameTally(tally, d.tally)) await recountTally(id, recountDepartureBookings);
  const [summary] = await summaries([{ ...d, tally }]);
  return {
    ...(summary as DepartureSummary),
    bookings,
    waitingList: waitingOrder(bookings.filter((b) => b.waitingList && isOpenRequest(b.status))),
  };
}

/**
 * Counts these departures' tallies afresh from their bookings (the migration and the seed, after
 * writing bookings around the bookings' store): answers how many changed. `dryRun` only counts.
 */
export async function recountTallies(
  ids: readonly string[],
  { dryRun = false } = {},
): Promise<number> {
  let changed = 0;
  for (const id of ids) {
    if (dryRun) {
      const d = await readDeparture(id);
      if (!sameTally(tallyOfBookings(await bookingsOnDepartures([id])), d.tally)) changed++;
    } else if (await recountTally(id, recountDepartureBookings)) changed++;
  }
  return changed;
}
