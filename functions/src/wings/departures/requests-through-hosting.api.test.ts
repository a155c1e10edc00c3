// Twenty pilgrims sending a booking request for one departure at once, through Hosting to the
// function (each request its own worker): each request counts its travellers on the departure's
// tally inside its own write. The count is a blind increment (the departure is not read in the
// transaction), so no request waits on another's lock: all 20 are stored within the deadline and
// the departure counts every traveller, none lost and none twice.
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import type { DepartureDetail } from '@umrah/domain/model/departures';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../platform/firebase/firebase';
import { adminForThisFile } from '../../../test-support/admin-session';
import { putAgencySettings } from '../../../test-support/agency-settings';
import { clearFirestore } from '../../../test-support/emulators';
import { addDeparture, storePackage } from '../../../test-support/seeded-bookings';
import { bookingFields, postBooking } from '../../../test-support/submissions';

const admin = adminForThisFile();
const soon = addDays(todayInTimeZone(), 90);

beforeEach(async () => {
  await clearFirestore();
  await putAgencySettings();
});

/** The emulator starts one worker per request at once: start twenty before the race. */
async function warmUpWorkers(count: number) {
  for (let round = 0; round < 2; round++) {
    await Promise.all(
      Array.from({ length: count }, () => admin.request('GET', '/api/admin/receipts?limit=1')),
    );
  }
}

describe('twenty booking requests for one departure at once, through Hosting', () => {
  it(
    'are all stored within the deadline and all counted on the departure',
    { timeout: 240_000 },
    async () => {
      const packageId = await storePackage();
      const d = await addDeparture(admin, packageId, { departureDate: soon, capacity: 40 });
      await warmUpWorkers(20);

      const answers = await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const started = Date.now();
          const res = await postBooking(
            bookingFields(packageId, {
              departureId: d.id,
              numberOfTravelers: '1',
              preferredDate: soon,
            }),
            undefined,
            // Each pilgrim from an address of their own (the per-address limit is not the test).
            { 'X-Forwarded-For': `198.51.100.${i + 1}` },
          );
          return { status: res.status, ms: Date.now() - started };
        }),
      );
      console.info(
        `20 requests at once: ${answers.map((a) => `${a.status} ${a.ms}ms`).join(', ')}`,
      );
      expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 201));

      const stored = await db().collection('bookings').where('departureId', '==', d.id).get();
      expect(stored.size).toBe(20);
      const detail = await admin.request<DepartureDetail>('GET', `/api/admin/departures/${d.id}`);
      expect(detail.body.counts).toMatchObject({ capacity: 40, held: 0, left: 40, requested: 20 });
    },
  );
});
