// Twenty staff confirmations of the last 3 seats at once, through Hosting to the function (as
// staff would, each request its own worker): each answers within the deadline with a seat (200),
// "sold out" (409) or "busy, try again" (503 record_busy, Retry-After), never the deadline's
// 503; after the one retry the admin app makes by itself, exactly 3 hold seats.
import { addDays, todayInTimeZone } from '@umrah/domain/model/dates';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../platform/firebase/firebase';
import { adminForThisFile } from '../../../test-support/admin-session';
import { putAgencySettings } from '../../../test-support/agency-settings';
import { clearFirestore } from '../../../test-support/emulators';
import { addDeparture, storeBooking, storePackage } from '../../../test-support/seeded-bookings';

const admin = adminForThisFile();
const soon = addDays(todayInTimeZone(), 90);

beforeEach(async () => {
  await clearFirestore();
  await putAgencySettings();
});

interface Answer {
  status: number;
  code?: string;
  retryAfter: string | null;
}

const confirm = async (id: string): Promise<Answer> => {
  const res = await admin.request<{ code?: string }>('POST', `/api/admin/bookings/${id}/confirm`, {
    roomType: 'double',
    numberOfTravelers: 1,
    total: '3000',
    sendEmail: false,
  });
  return { status: res.status, code: res.body.code, retryAfter: res.headers.get('Retry-After') };
};

/** The emulator starts one worker per request at once: start twenty before the race. */
async function warmUpWorkers(count: number) {
  for (let round = 0; round < 2; round++) {
    await Promise.all(
      Array.from({ length: count }, () => admin.request('GET', '/api/admin/receipts?limit=1')),
    );
  }
}

describe('twenty confirmations of the last seats at once, through Hosting', () => {
  it(
    'each answers 200, 409 sold out or 503 busy (never the deadline); after one retry exactly 3 hold seats',
    { timeout: 240_000 },
    async () => {
      const packageId = await storePackage();
      const d = await addDeparture(admin, packageId, { departureDate: soon, capacity: 3 });
      const ids = await Promise.all(
        Array.from({ length: 20 }, () =>
          storeBooking(soon, { packageId, departureId: d.id, seatsHeld: 0 }),
        ),
      );
      await warmUpWorkers(20);

      const first = await Promise.all(ids.map(confirm));
      for (const a of first) {
        expect([200, 409, 503], JSON.stringify(a)).toContain(a.status);
        if (a.status === 409) expect(a.code).toBe('departure_sold_out');
        // Refused as busy before writing: a code and a short Retry-After, not the deadline's.
        if (a.status === 503) expect(a).toMatchObject({ code: 'record_busy', retryAfter: '1' });
      }

      // The admin app tries a record_busy once more by itself, after its Retry-After.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const final = await Promise.all(
        first.map((a, i) => (a.status === 503 ? confirm(ids[i]!) : Promise.resolve(a))),
      );
      const statuses = final.map((a) => a.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(3);
      expect(statuses.filter((s) => s === 409)).toHaveLength(17);

      const stored = (await db().collection('departures').doc(d.id).get()).data();
      expect(stored?.['bookedSeats']).toBe(3);
      const confirmed = await db().collection('bookings').where('status', '==', 'confirmed').get();
      expect(confirmed.size).toBe(3);
    },
  );
});
