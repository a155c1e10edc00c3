// Every admin route in every auth state: no session, a forged cookie, a non-admin, an admin.
import { beforeAll, describe, expect, it } from 'vitest';
import { clearAuth, clearFirestore } from '../../../test-support/emulators';
import {
  client,
  newAdminSession,
  nonAdminCookie,
  proveSecondFactor,
  type ApiClient,
} from '../../../test-support/admin-session';

const ROUTES: [method: string, path: string][] = [
  ['GET', '/api/admin/settings'],
  ['PUT', '/api/admin/settings'],
  ['PUT', '/api/admin/change-password'],
  ['POST', '/api/admin/upload'],
  ['GET', '/api/admin/users'],
  ['POST', '/api/admin/users'],
  ['DELETE', '/api/admin/users/some-id'],
  ['GET', '/api/admin/inbox-counts'],
  ['GET', '/api/admin/bookings'],
  ['GET', '/api/admin/bookings/export'],
  ['GET', '/api/admin/bookings/some-id'],
  ['PUT', '/api/admin/bookings/some-id'],
  ['DELETE', '/api/admin/bookings/some-id'],
  ['GET', '/api/admin/bookings/some-id/passport'],
  ['POST', '/api/admin/bookings/some-id/move'],
  ['GET', '/api/admin/departures'],
  ['GET', '/api/admin/departures/some-id'],
  ['GET', '/api/admin/departures/some-id/glance'],
  ['PUT', '/api/admin/departures/some-id'],
  ['DELETE', '/api/admin/departures/some-id'],
  ['POST', '/api/admin/departures/some-id/close'],
  ['POST', '/api/admin/departures/some-id/copy'],
  ['POST', '/api/admin/departures/some-id/holds'],
  ['DELETE', '/api/admin/departures/some-id/holds/some-hold'],
  ['GET', '/api/admin/packages/some-id/departures'],
  ['POST', '/api/admin/packages/some-id/departures'],
  ['GET', '/api/admin/bookings/some-id/travellers'],
  ['PUT', '/api/admin/bookings/some-id/travellers/1'],
  ['GET', '/api/admin/bookings/some-id/travellers/1/name-change'],
  ['PUT', '/api/admin/bookings/some-id/plan'],
  ['POST', '/api/admin/bookings/some-id/travellers/1/name-change'],
  ['GET', '/api/admin/bookings/some-id/travellers/1/documents/passport'],
  ['GET', '/api/admin/departures/some-id/readiness'],
  ['POST', '/api/admin/departures/some-id/readiness/reminders'],
  ['GET', '/api/admin/departures/some-id/rooming'],
  ['POST', '/api/admin/departures/some-id/rooming/makkah/suggest'],
  ['POST', '/api/admin/departures/some-id/rooming/makkah/moves'],
  ['POST', '/api/admin/departures/some-id/rooming/madinah/copy'],
  ['POST', '/api/admin/departures/some-id/rooming/makkah/rooms'],
  ['PATCH', '/api/admin/departures/some-id/rooming/makkah/rooms/r1'],
  ['DELETE', '/api/admin/departures/some-id/rooming/makkah/rooms/r1'],
  ['POST', '/api/admin/departures/some-id/rooming/makkah/lock'],
  ['POST', '/api/admin/departures/some-id/rooming/makkah/unlock'],
  ['GET', '/api/admin/departures/some-id/rooming/makkah/rooming-list.csv'],
  ['GET', '/api/admin/departures/some-id/rooming/makkah/rooming-list.pdf'],
  ['GET', '/api/admin/messages'],
  ['PUT', '/api/admin/messages/some-id'],
  ['DELETE', '/api/admin/messages/some-id'],
  ['GET', '/api/admin/audit-log'],
  ['GET', '/api/admin/reports/regulators?from=2026-01-01&to=2026-06-30'],
  ['GET', '/api/admin/reports/regulators.csv?from=2026-01-01&to=2026-06-30&lang=fr'],
  ['GET', '/api/admin/reports/regulators.pdf?from=2026-01-01&to=2026-06-30&lang=en'],
  ['GET', '/api/admin/privacy/search'],
  ['GET', '/api/admin/privacy/export'],
  ['POST', '/api/admin/privacy/erase'],
  ['GET', '/api/admin/privacy/requests'],
  ['POST', '/api/admin/privacy/requests'],
  ['PATCH', '/api/admin/privacy/requests/some-id'],
  ['PUT', '/api/admin/privacy/records/bookings/some-id'],
  ['GET', '/api/admin/accounting/mapping'],
  ['PUT', '/api/admin/accounting/mapping'],
  ['GET', '/api/admin/accounting/export'],
  ['GET', '/api/admin/second-factor'],
  ['POST', '/api/admin/second-factor/setup'],
  ['POST', '/api/admin/second-factor/confirm'],
  ['POST', '/api/admin/second-factor/check'],
  // Group leaders and their groups (issue 46).
  ['GET', '/api/admin/group-leaders'],
  ['POST', '/api/admin/group-leaders'],
  ['PUT', '/api/admin/group-leaders/some-id'],
  ['GET', '/api/admin/groups'],
  ['POST', '/api/admin/groups'],
  ['PUT', '/api/admin/groups/ABCDEF'],
  ...['packages', 'reviews', 'blogs', 'gallery'].flatMap((c): [string, string][] => [
    ['GET', `/api/admin/${c}`],
    ['POST', `/api/admin/${c}`],
    ['PUT', `/api/admin/${c}/some-id`],
    ['DELETE', `/api/admin/${c}/some-id`],
  ]),
];

let admin: ApiClient;
let nonAdmin: ApiClient;

beforeAll(async () => {
  await clearFirestore();
  await clearAuth();
  const session = await newAdminSession();
  // A fresh second-factor check: guarded routes (the admin list) then answer as for any admin.
  await proveSecondFactor(session);
  admin = session;
  nonAdmin = client(await nonAdminCookie());
});

const bodyFor = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : {});

describe.each(ROUTES)('%s %s', (method, path) => {
  it('answers 401 without a session', async () => {
    const res = await client().request(method, path, bodyFor(method));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      code: 'admin_sign_in_required',
      message: 'Please sign in as an admin',
    });
  });

  it('answers 401 with a forged cookie', async () => {
    const res = await client('forged.session.cookie').request(method, path, bodyFor(method));
    expect(res.status).toBe(401);
  });

  it('answers 403 for a signed-in user without the admin claim', async () => {
    const res = await nonAdmin.request(method, path, bodyFor(method));
    expect(res.status).toBe(403);
  });

  it('lets an admin through (no 401/403) and is never cached', async () => {
    const res = await admin.request(method, path, bodyFor(method));
    expect([401, 403]).not.toContain(res.status);
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('GET /api/admin/check', () => {
  it('answers 401 without a session and the username with one', async () => {
    const refused = await client().request<{ code: string }>('GET', '/api/admin/check');
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('not_signed_in');
    const res = await admin.request<{ isAdmin: boolean; username: string }>(
      'GET',
      '/api/admin/check',
    );
    expect(res.status).toBe(200);
    expect(res.body.isAdmin).toBe(true);
    expect(res.body.username).toMatch(/^admin/);
  });
});
