// What staff read of departures: one departure, a package's, the upcoming ones across packages a
// page at a time, with their counts (capacity, held, requested, waiting, paid in full), one with
// its bookings.
import type { Booking } from '@umrah/domain/model/bookings';
import { todayInTimeZone } from '@umrah/domain/model/dates';
import {
  seatsHeld,
  seatsLeft,
  waitingOrder,
  type Departure,
  type DepartureCounts,
} from '@umrah/domain/model/departures';
import { DomainError } from '@umrah/domain/model/errors';
import type { Page } from '@umrah/domain/schemas/paging';
import {
  bookingCountsOnDepartures,
  bookingsOnDepartures,
  type BookingCountFacts,
} from '../bookings/read-bookings';
import { packages } from '../data/packages';
import {
  findDeparture,
  departuresLeavingBetween,
  packageDepartures,
  readDeparture,
  upcomingDeparturePage,
} from './store/departures-store';

/** A departure in staff's lists: its counts and its package's title. */
export interface DepartureSummary extends Departure {
  packageTitle: string;
  counts: DepartureCounts;
}

/** One departure with its bookings, the waiting list in order (first requested first). */
export interface DepartureDetail extends DepartureSummary {
  bookings: Booking[];
  waitingList: Booking[];
}

const isOpenRequest = (b: BookingCountFacts) => b.status === 'new' || b.status === 'contacted';

/** The counts staff see beside a departure, from its bookings. */
export function countsOf(d: Departure, bookings: readonly BookingCountFacts[]): DepartureCounts {
  const travellers = (list: BookingCountFacts[]) =>
    list.reduce((sum, b) => sum + b.numberOfTravelers, 0);
  const open = bookings.filter(isOpenRequest);
  return {
    capacity: d.capacity,
    held: seatsHeld(d),
    left: seatsLeft(d),
    requested: travellers(open.filter((b) => !b.waitingList)),
    waiting: travellers(open.filter((b) => b.waitingList)),
    paidInFull: bookings.filter((b) => b.status === 'confirmed' && b.payment?.status === 'paid')
      .length,
  };
}

/** The titles of the packages named, read together (a list can name hundreds). */
async function titlesOf(packageIds: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(packageIds)];
  const found = await packages.getManyById(unique);
  return new Map(unique.map((id, i) => [id, found[i]?.title ?? '']));
}

/** The departures with their counts; their bookings read only as far as the counts need. */
async function summaries(
  departures: Departure[],
  read?: readonly BookingCountFacts[],
): Promise<DepartureSummary[]> {
  const [bookings, titles] = await Promise.all([
    read ?? bookingCountsOnDepartures(departures.map((d) => d.id)),
    titlesOf(departures.map((d) => d.packageId)),
  ]);
  return departures.map((d) => ({
    ...d,
    packageTitle: titles.get(d.packageId) ?? '',
    counts: countsOf(
      d,
      bookings.filter((b) => b.departureId === d.id),
    ),
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

/** One departure, its counts, its bookings (newest first) and its waiting list in order. */
export async function departureWithBookings(id: string): Promise<DepartureDetail> {
  const d = await readDeparture(id);
  // Its bookings read once, for the counts and the list.
  const bookings = (await bookingsOnDepartures([id])).sort((a, b) =>
    b.receivedAt.localeCompare(a.receivedAt),
  );
  const [summary] = await summaries([d], bookings);
  return {
    ...(summary as DepartureSummary),
    bookings,
    waitingList: waitingOrder(bookings.filter((b) => b.waitingList && isOpenRequest(b))),
  };
}
