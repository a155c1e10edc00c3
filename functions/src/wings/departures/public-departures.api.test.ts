// The public reads of departures take every upcoming date, however many: read in chunks that
// continue across dates shared by several departures, past dates left out.
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../platform/firebase/firebase';
import { clearFirestore } from '../../../test-support/emulators';
import { upcomingDepartureChanges } from './departure-changes';
import { withDepartures } from './public-departures';
import { everyUpcomingDeparture } from './store/departures-store';

const today = todayInTimeZone();

async function storeDepartures(packageId: string, dates: string[]): Promise<void> {
  const batch = db().batch();
  dates.forEach((departureDate, i) => {
    batch.set(
      db()
        .collection('departures')
        .doc(`${packageId}-${String(i).padStart(2, '0')}`),
      {
        packageId,
        departureDate,
        returnDate: addDays(departureDate, 12),
        capacity: 40,
        bookedSeats: 0,
        manualHolds: [],
        status: 'open',
        createdAt: new Date(),
        updatedAt: new Date(),
      },
    );
  });
  await batch.commit();
}

beforeEach(async () => {
  await clearFirestore();
});

describe('every upcoming departure', () => {
  it('reads every one in chunks, soonest first, across ties, without the past ones', async () => {
    // Seven upcoming (three on one date, so a chunk ends inside a tie) and two past.
    const dates = [10, 20, 20, 20, 30, 40, 50].map((d) => addDays(today, d));
    await storeDepartures('pkg-a', [...dates, addDays(today, -1), addDays(today, -30)]);
    const read = await everyUpcomingDeparture(today, 2);
    expect(read.map((d) => d.departureDate)).toEqual(dates);
    expect(new Set(read.map((d) => d.id)).size).toBe(7);
    // A chunk that ends exactly at the last one stops on the empty read after it.
    expect(await everyUpcomingDeparture(today, 7)).toHaveLength(7);
  });

  it('gives each package all its dates, and the sitemap every package changed', async () => {
    await storeDepartures(
      'pkg-a',
      [5, 15, 25].map((d) => addDays(today, d)),
    );
    await storeDepartures(
      'pkg-b',
      [400, 500].map((d) => addDays(today, d)),
    );
    const [a, b] = await withDepartures(
      [
        { id: 'pkg-a', departureDate: null },
        { id: 'pkg-b', departureDate: null },
      ],
      today,
    );
    expect(a?.departures).toHaveLength(3);
    expect(b?.departures.map((d) => d.departureDate)).toEqual([
      addDays(today, 400),
      addDays(today, 500),
    ]);
    expect(b?.departureDate).toBe(addDays(today, 400));
    const changed = new Set((await upcomingDepartureChanges(today)).map((c) => c.packageId));
    expect(changed).toEqual(new Set(['pkg-a', 'pkg-b']));
  });
});
