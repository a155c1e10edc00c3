// A seeded fuzz of hostile JSON bodies at every route that takes one, public and admin (with an
// admin session whose second factor was checked, so guarded routes read their bodies too),
// through Hosting, six at a time: no answer may be a 5xx. Its first runs found 503s from the
// request deadline where parallel requests wrote one document in lock-based transactions (one
// traveller's saves, the admin roster's lease): data/optimistic-write.ts is the cure. The security review (issue 39) found
// `{"email":{"toString":1}}` and a lone surrogate (`"\ud800"`) answering 500; any value a schema
// cannot read must be a 400 naming its field. The bodies are made by a seeded generator, so a
// failure names a body that can be replayed: change SEED to explore further.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminForThisFile, origin, proveSecondFactor } from '../../../test-support/admin-session';
import { baseUrl, clearFirestore, putDoc } from '../../../test-support/emulators';
import { aPackage } from '../../../test-support/fixtures';
import { confirmedTrip } from '../../../test-support/trips';

const SEED = 39;
const BODIES_PER_ROUTE = 40;
const PARALLEL = 6;

/** mulberry32: a small seeded generator, the same bodies on every run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIELDS = [
  'email',
  'name',
  'fullName',
  'message',
  'subject',
  'body',
  'texts',
  'title',
  'slug',
  'amount',
  'kind',
  'method',
  'note',
  'address',
  'status',
  'submissionId',
  'language',
  'phone',
  'packageId',
  'departureId',
  'numberOfTravelers',
  'preferredDate',
  'total',
  'roomType',
  'departureDate',
  'password',
  'currentPassword',
  'newPassword',
  'username',
  'code',
  'isPublished',
  'audience',
  'reference',
  'givenNames',
  'surname',
  'passportNumber',
  'dateOfBirth',
  'consent',
  'seats',
  'travellers',
  'rooms',
  'moves',
  'outcome',
  'fields',
  'imageUrl',
  'price',
  'itinerary',
  'fr',
  'siteName',
  'paymentMethods',
  'etransferEmail',
  'reason',
  'altcha',
  'website',
  'id',
  'index',
  '__proto__',
  'constructor',
  'toString',
  'valueOf',
];

/** Values that have broken parsers and casts somewhere. */
const HOSTILE: unknown[] = [
  '\ud800',
  'a\udc00b',
  '\udbff\udbff',
  'x\ud83d',
  { toString: 1 },
  { toString: 1, valueOf: 1 },
  { toJSON: 'x' },
  { length: 1e9 },
  [],
  [[[]]],
  [{}],
  {},
  null,
  true,
  false,
  0,
  -0,
  -1,
  1e308,
  -1e308,
  2 ** 53 + 1,
  0.1 + 0.2,
  '',
  ' ',
  'x'.repeat(5000),
  'Omar\r\nBcc: x@example.com',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  '../../etc/passwd',
  'a@b.c',
  'a@b.co\r\n',
  '2026-02-30',
  '9999-99-99',
  'NaN',
  'Infinity',
  '-1e999',
  '\u0000',
  '%00',
  '💥',
  'نور',
  ['a', { b: '\ud800' }],
  { a: { b: { c: { d: { e: '\ud800' } } } } },
  { email: {} },
  { en: { subject: { toString: 1 }, body: '\ud800' }, fr: null },
  [1, 2, 3],
  'true',
  '1,5',
];

/** Raw texts sent as JSON (the parser's own refusals, duplicate and prototype keys). */
const RAW: string[] = [
  '{"email":{"toString":1}}',
  '{"name":"\\ud800","email":"a@example.com"}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '{"a":1,"a":{"toString":1}}',
  '{"email":',
  '[',
  '"\\ud800"',
  'null',
  '1e999',
  '{"amount":1e999}',
  '{"texts":{"en":{"subject":"a\\r\\nb","body":"\\udc00"}}}',
];

function bodyOf(random: () => number): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const roll = random();
  if (roll < 0.1) return pick(RAW);
  if (roll < 0.18) return JSON.stringify(pick(HOSTILE));
  const fields = 1 + Math.floor(random() * 6);
  const parts: string[] = [];
  for (let i = 0; i < fields; i++) {
    // Raw key/value text, so '__proto__' stays a key as a client would send it.
    parts.push(`${JSON.stringify(pick(FIELDS))}:${JSON.stringify(pick(HOSTILE)) ?? 'null'}`);
  }
  return `{${parts.join(',')}}`;
}

const admin = adminForThisFile();
const NOWHERE = 'no-such-id-0000000000';
let routes: [method: string, path: string][] = [];

beforeAll(async () => {
  await clearFirestore();
  await proveSecondFactor(admin);
  const packageId = await putDoc('packages', aPackage({ slug: 'fuzz' }));
  const trip = await confirmedTrip(admin, packageId);
  const stay = `/api/admin/departures/${NOWHERE}/rooming/makkah`;
  // Every route that takes a body (functions/src/edges/api), with real ids where the route reads
  // its body before its record; deletes and one-way actions get an id that names nothing.
  routes = [
    ['POST', '/api/contact'],
    ['POST', '/api/bookings'],
    ['POST', '/api/trip-link'],
    ['POST', `/api/trip/${trip.token}/messages`],
    ['POST', `/api/trip/${trip.token}/travellers/1`],
    ['POST', `/api/trip/${trip.token}/travellers/1/documents/photo`],
    ['POST', `/api/pay/${trip.payToken}/checkout`],
    ['POST', `/api/pay/${trip.payToken}/terms`],
    ['POST', `/api/unsubscribe/${NOWHERE}`],
    ['POST', `/api/payments/local-checkout/${NOWHERE}/paid`],
    ['POST', '/api/admin/login'],
    ['POST', '/api/admin/login/setup'],
    ['POST', '/api/admin/login/second-factor'],
    ['POST', '/api/admin/login/email-link'],
    ['POST', '/api/admin/login/email-link/finish'],
    ['POST', '/api/admin/login/activate'],
    ['PUT', '/api/admin/second-factor/notice-email'],
    ['PUT', '/api/admin/change-password'],
    ['POST', '/api/admin/second-factor/setup'],
    ['POST', '/api/admin/second-factor/confirm'],
    ['POST', '/api/admin/second-factor/check'],
    ['PUT', '/api/admin/settings'],
    ['PUT', `/api/admin/bookings/${trip.id}`],
    ['DELETE', `/api/admin/bookings/${NOWHERE}`],
    ['POST', `/api/admin/bookings/${trip.id}/confirm`],
    ['POST', `/api/admin/bookings/${trip.id}/payments`],
    ['POST', `/api/admin/bookings/${trip.id}/move`],
    ['PUT', `/api/admin/bookings/${trip.id}/travellers/1`],
    ['POST', `/api/admin/packages/${packageId}/departures`],
    ['PUT', `/api/admin/departures/${NOWHERE}`],
    ['DELETE', `/api/admin/departures/${NOWHERE}`],
    ['POST', `/api/admin/departures/${NOWHERE}/reschedule-preview`],
    ['POST', `/api/admin/departures/${NOWHERE}/close`],
    ['POST', `/api/admin/departures/${NOWHERE}/copy`],
    ['POST', `/api/admin/departures/${NOWHERE}/holds`],
    ['DELETE', `/api/admin/departures/${NOWHERE}/holds/${NOWHERE}`],
    ['POST', `/api/admin/departures/${NOWHERE}/messages/preview`],
    ['POST', `/api/admin/departures/${NOWHERE}/messages`],
    ['POST', `${stay}/suggest`],
    ['POST', `${stay}/moves`],
    ['POST', `${stay}/rooms`],
    ['PATCH', `${stay}/rooms/${NOWHERE}`],
    ['DELETE', `${stay}/rooms/${NOWHERE}`],
    ['POST', `${stay}/lock`],
    ['POST', `${stay}/unlock`],
    ...['packages', 'reviews', 'blogs', 'gallery'].flatMap((c): [string, string][] => [
      ['POST', `/api/admin/${c}`],
      ['PUT', `/api/admin/${c}/${c === 'packages' ? packageId : NOWHERE}`],
      ['DELETE', `/api/admin/${c}/${NOWHERE}`],
    ]),
    ['PUT', `/api/admin/messages/${NOWHERE}`],
    ['DELETE', `/api/admin/messages/${NOWHERE}`],
    ['POST', '/api/admin/users'],
    ['DELETE', `/api/admin/users/${NOWHERE}`],
    ['DELETE', `/api/admin/users/${NOWHERE}/second-factor`],
    ['POST', '/api/admin/upload'],
    ['POST', '/api/admin/privacy/erase'],
    ['PUT', `/api/admin/privacy/records/bookings/${NOWHERE}`],
    ['POST', '/api/admin/privacy/requests'],
    ['PATCH', `/api/admin/privacy/requests/${NOWHERE}`],
  ];
  // The Functions emulator starts one worker per concurrent request, seconds each on a busy
  // machine: start them one more at a time first (as scripts/lib/warm-up.mjs does).
  for (let c = 1; c <= PARALLEL; c++) {
    await Promise.all(Array.from({ length: c }, () => fetch(`${baseUrl}/api/health`)));
  }
}, 300_000);

afterAll(async () => {
  await clearFirestore();
});

describe('hostile bodies', () => {
  it(
    `${BODIES_PER_ROUTE} seeded hostile bodies at every route: no 5xx`,
    { timeout: 900_000 },
    async () => {
      const random = seeded(SEED);
      const jobs = routes.flatMap(([method, path]) =>
        Array.from({ length: BODIES_PER_ROUTE }, () => ({ method, path, body: bodyOf(random) })),
      );
      expect(jobs.length).toBeGreaterThanOrEqual(2000);
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      let next = 0;
      async function worker() {
        while (next < jobs.length) {
          const job = jobs[next++]!;
          const res = await fetch(baseUrl + job.path, {
            method: job.method,
            headers: {
              'Content-Type': 'application/json',
              Origin: origin,
              Cookie: `__session=${admin.cookie}`,
              'X-Forwarded-For': `198.51.100.${next % 200}, 35.191.0.1`,
            },
            body: job.body,
            // A page's form route answers 303: its answer is what counts, not the page after it.
            redirect: 'manual',
          });
          await res.arrayBuffer();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status >= 500)
            failures.push(`${res.status} ${job.method} ${job.path} ${job.body}`);
        }
      }
      await Promise.all(Array.from({ length: PARALLEL }, worker));
      console.info(
        `hostile bodies: ${jobs.length} at ${routes.length} routes;`,
        Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
      );
      expect(failures.slice(0, 20)).toEqual([]);
      // The admin session was never lost: the admin routes really ran their validation.
      expect((await admin.request('GET', '/api/admin/check')).status).toBe(200);
    },
  );

  it.each([
    ['/api/contact', '{"email":{"toString":1}}'],
    ['/api/trip-link', '{"email":{"toString":1}}'],
    ['/api/contact', '{"name":"\\ud800","email":"omar@example.com","message":"Salaam"}'],
    ['/api/trip-link', '{"email":"\\ud800@example.com"}'],
  ])('%s answers 400 naming the field for %s', async (path, body) => {
    const res = await fetch(baseUrl + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '192.0.2.9, 35.191.0.1' },
      body,
    });
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { errors?: Record<string, string> };
    expect(Object.keys(answer.errors ?? {})).toContain(body.includes('"name"') ? 'name' : 'email');
  });
});
