// The demo departure's travellers as `npm start` seeds them (scripts/seed-departure-travellers.ts),
// judged by the real readiness board: a newcomer sees every state staff will meet on a real
// departure (ready, missing, an expiring passport, a problem), not a board of 16 "missing".
import type { ReadinessBoard, ReadinessRow } from '@umrah/domain/model/readiness';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedDepartureTravellers } from '../../../../scripts/seed-departure-travellers';
import { adminForThisFile } from '../../../test-support/admin-session';
import { putAgencySettings } from '../../../test-support/agency-settings';
import { clearFirestore } from '../../../test-support/emulators';
import { seedDeparture } from '../../../test-support/seeded-bookings';

const admin = adminForThisFile();

beforeEach(async () => {
  await clearFirestore();
  await putAgencySettings();
});

/** The state the board shows a traveller in. */
function stateOf(row: ReadinessRow): 'ready' | 'expiring' | 'problem' | 'missing' {
  if (row.ready) return 'ready';
  if (row.readiness.some((c) => c.code === 'passport_expires_too_soon')) return 'expiring';
  if (row.readiness.some((c) => c.status === 'problem')) return 'problem';
  return 'missing';
}

describe('the seeded demo departure', () => {
  it('shows travellers ready, missing, expiring and with a problem', async () => {
    // The seed's departure dates: its travellers' documents are dated for them.
    const d = await seedDeparture(admin, { departureDate: '2027-02-07', returnDate: '2027-02-24' });
    await seedDepartureTravellers(d.packageId, 'Ramadan: the last ten nights', d.id);

    const board = await admin.request<ReadinessBoard>(
      'GET',
      `/api/admin/departures/${d.id}/readiness`,
    );
    expect(board.status, JSON.stringify(board.body)).toBe(200);
    expect(board.body.rows).toHaveLength(16);
    const counts = { ready: 0, missing: 0, expiring: 0, problem: 0 };
    for (const row of board.body.rows) counts[stateOf(row)] += 1;
    expect(counts).toEqual({ ready: 6, missing: 8, expiring: 1, problem: 1 });
  });
});
