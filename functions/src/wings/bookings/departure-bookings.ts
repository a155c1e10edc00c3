// A departure with its bookings, on the bookings' side of the line between the two wings:
// departures keep their own tally and read no booking, so what needs both (the departure's page
// with its bookings, a recount of its tally from them, the check that nobody booked a departure
// before it goes) lives here and calls departures' use cases.
import {
  isOpenRequest,
  sameTally,
  waitingOrder,
  type DepartureDetail,
  type DepartureSummary,
} from '@umrah/domain/model/departures';
import { inTransaction } from '../../platform/firebase/transaction';
import { removeDeparture } from '../departures/manage-departures';
import { getDeparture, summaries, tallyOfBookings } from '../departures/read-departures';
import { departureTallyIn, setDepartureTallyIn } from '../departures/seat-ledger';
import { bookingsOnDepartures, countBookingsOnDeparture } from './read-bookings';
import { recountDepartureBookings } from './store/booking-seats';

/**
 * Counts a departure's tally afresh from its bookings in one transaction, and flags the bookings
 * it counted. Answers whether the stored tally changed.
 */
function recountTally(id: string): Promise<boolean> {
  return inTransaction(async (tx) => {
    const before = await departureTallyIn(tx, id);
    const { tally, mark } = await recountDepartureBookings(tx, id);
    mark();
    return setDepartureTallyIn(tx, id, before, tally);
  });
}

/**
 * One departure, its counts, its bookings (newest first) and its waiting list in order. Its
 * page counts from the bookings it reads anyway, and sets the stored tally right when it differs
 * (a departure from before the tally, or bookings written around the bookings' store).
 */
export async function departureWithBookings(id: string): Promise<DepartureDetail> {
  const d = await getDeparture(id);
  const bookings = (await bookingsOnDepartures([id])).sort((a, b) =>
    b.receivedAt.localeCompare(a.receivedAt),
  );
  const tally = tallyOfBookings(bookings);
  if (!sameTally(tally, d.tally)) await recountTally(id);
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
      const d = await getDeparture(id);
      if (!sameTally(tallyOfBookings(await bookingsOnDepartures([id])), d.tally)) changed++;
    } else if (await recountTally(id)) changed++;
  }
  return changed;
}

/** Deletes a departure nobody booked (others are closed instead: departure_has_bookings). */
export async function removeUnbookedDeparture(id: string): Promise<void> {
  await removeDeparture(id, await countBookingsOnDeparture(id));
}
