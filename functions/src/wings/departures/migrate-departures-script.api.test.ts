// The departures migration (scripts/migrate-departures.ts) run as staff would run it, against the
// emulator's Firestore: a dry run writes nothing, --apply makes the departure and links the
// bookings, and a second --apply finds nothing to migrate.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../platform/firebase/firebase';
import { clearFirestore } from '../../../test-support/emulators';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

async function migrate(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    join(root, 'node_modules', '.bin', 'tsx'),
    ['scripts/migrate-departures.ts', ...args],
    { cwd: root, env: process.env, timeout: 120_000 },
  );
  return stdout;
}

const docs = async (collection: string) => (await db().collection(collection).get()).docs;

beforeAll(async () => {
  await clearFirestore();
  // A package from before departures: one date and a hand-typed seats-left count.
  await db().collection('packages').doc('oldpkg').set({
    title: 'Ramadan Umrah',
    departureDate: '2099-02-25',
    returnDate: '2099-03-12',
    seatsLeft: 4,
    airports: 'Toronto (YYZ)',
  });
  await db()
    .collection('bookings')
    .doc('oldbooking1')
    .set({ packageId: 'oldpkg', status: 'confirmed', numberOfTravelers: 3, fullName: 'Amina' });
  await db()
    .collection('bookings')
    .doc('oldbooking2')
    .set({ packageId: 'oldpkg', status: 'new', numberOfTravelers: 2, fullName: 'Omar' });
});

describe('npm run migrate:departures', () => {
  it('a dry run says what it would do and writes nothing', { timeout: 150_000 }, async () => {
    const out = await migrate();
    expect(out).toContain('~ Ramadan Umrah: departure 2099-02-25, capacity 7, 3 held');
    expect(out).toContain('Dry run: nothing written');
    expect(await docs('departures')).toHaveLength(0);
    const booking = (await db().collection('bookings').doc('oldbooking1').get()).data();
    expect(booking?.['departureId']).toBeUndefined();
  });

  it('--apply makes the departure and links the bookings', { timeout: 150_000 }, async () => {
    const out = await migrate('--apply');
    expect(out).toContain('+ Ramadan Umrah: departure 2099-02-25, capacity 7, 3 held');
    const departures = await docs('departures');
    expect(departures).toHaveLength(1);
    expect(departures[0]!.data()).toMatchObject({
      packageId: 'oldpkg',
      departureDate: '2099-02-25',
      capacity: 7,
      bookedSeats: 3,
    });
    const linked = (await docs('bookings')).map((b) => [b.id, b.get('departureId')]);
    expect(linked).toEqual([
      ['oldbooking1', departures[0]!.id],
      ['oldbooking2', departures[0]!.id],
    ]);
  });

  it(
    '--apply again finds nothing to migrate and changes nothing',
    { timeout: 150_000 },
    async () => {
      const before = (await docs('departures')).map((d) => d.updateTime.toMillis());
      const out = await migrate('--apply');
      expect(out).toContain('Nothing to migrate.');
      expect((await docs('departures')).map((d) => d.updateTime.toMillis())).toEqual(before);
    },
  );
});
